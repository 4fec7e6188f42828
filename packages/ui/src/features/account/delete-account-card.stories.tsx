// "Delete my account" (issue 26): a story per state of the account-deletion machine, resolved from
// parameters.machineState — the card alone, the alert dialog asking for the password (and with a wrong
// password's words), deleting, and deleted (the app signs out; the card is what stays until it does).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { bindingOf } from '../../storybook/story-binding';
import { DeleteAccountCard, deleteAccountTexts } from './delete-account-card';

const meta = {
  title: 'Account/Delete my account',
  decorators: [
    (Story) => (
      <main className="mx-auto max-w-3xl p-6 md:p-10">
        <Story />
      </main>
    ),
  ],
  render: function Render(_args, { parameters }) {
    return <DeleteAccountCard binding={bindingOf(snapshotFromParameters(parameters, 'accountDeletion'))} />;
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  parameters: { machineState: machineState({ machine: 'accountDeletion', value: 'closed' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: deleteAccountTexts.confirm })).toBeEnabled();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Confirming: Story = {
  parameters: { machineState: machineState({ machine: 'accountDeletion', value: 'confirming' }) },
  play: async () => {
    const dialog = within(await screen.findByRole('alertdialog', { name: deleteAccountTexts.dialogTitle }));
    const submit = dialog.getByRole('button', { name: deleteAccountTexts.confirm });
    await expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Password'), 'secret-pass-1');
    await expect(submit).toBeEnabled();
  },
};

export const WrongPassword: Story = {
  parameters: {
    machineState: machineState({
      machine: 'accountDeletion',
      value: 'confirming',
      context: { error: 'Your password is incorrect. Your account was not deleted.' },
    }),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Your password is incorrect.');
  },
};

export const Deleting: Story = {
  parameters: { machineState: machineState({ machine: 'accountDeletion', value: 'deleting' }) },
  play: async () => {
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: deleteAccountTexts.deleting })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: deleteAccountTexts.cancel })).toBeDisabled();
  },
};

export const Deleted: Story = {
  parameters: { machineState: machineState({ machine: 'accountDeletion', value: 'deleted' }) },
  play: async () => {
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
