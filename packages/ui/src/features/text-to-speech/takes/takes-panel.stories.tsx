// TakesPanel stories: every reachable state of the takes machine, resolved from parameters.machineState — loading
// (first list, and a list read again after a generation), empty, failed (Try again), ready (play, Add to Timeline,
// Delete), the delete dialog asking (saying the clips go too for a take on the timeline), deleting, and a failed
// delete's reason kept in the dialog. Radix renders the dialog in a portal: query `screen`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import type { Take } from '@twin/machines/text-to-speech/takes';
import { machineState, resolveMachineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { bindingOf } from '../../../storybook/story-binding';
import { TakesPanel, takesTexts } from './takes-panel';

const send = fn();
/** The second take has a clip on the timeline. */
const isOnTimeline = (take: Take) => take.id === 't2';
const [, second, first] = resolveMachineState('takes', 'ready').context.takes!;

const meta = {
  title: 'Speech/TakesPanel',
  render: function Render(_args, { parameters }) {
    return (
      <TakesPanel
        binding={bindingOf(snapshotFromParameters(parameters, 'takes'), send)}
        isOnTimeline={isOnTimeline}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    machineState: machineState({ machine: 'takes', value: 'loading', context: { takes: null } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(takesTexts.loading);
  },
};

/** After a new generation the list is read again; the shown one stays, and usable. */
export const Reloading: Story = {
  parameters: { machineState: machineState({ machine: 'takes', value: 'loading' }) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Timeline “First take.”' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'take.add', takeId: 't1' });
  },
};

export const Empty: Story = {
  parameters: { machineState: machineState({ machine: 'takes', value: 'empty', context: { takes: [] } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(takesTexts.empty)).toBeVisible();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'takes',
      value: 'failed',
      context: { takes: null, error: 'Failed to load your takes.' },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your takes.');
    await userEvent.click(canvas.getByRole('button', { name: takesTexts.retry }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'takes.reload' });
  },
};

export const Ready: Story = {
  parameters: { machineState: machineState({ machine: 'takes', value: 'ready' }) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByText(/^My voice · 0:02 · Nov 2[78], 2026/)).toHaveLength(3);
    await expect(canvas.getByLabelText('Play “Second take.”')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Timeline “Second take.”' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'take.add', takeId: 't2' });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Second take.' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'take.delete', takeId: 't2', onTimeline: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete First take.' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'take.delete', takeId: 't1', onTimeline: false });
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Confirming: Story = {
  parameters: {
    machineState: machineState({
      machine: 'takes',
      value: 'confirming',
      context: { deleting: { take: first!, onTimeline: false } },
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: takesTexts.deleteTitle });
    await expect(dialog).toHaveTextContent('“First take.” will be deleted for good. This cannot be undone.');
    await expect(dialog).not.toHaveTextContent(/timeline/);
    await userEvent.click(within(dialog).getByRole('button', { name: takesTexts.confirm }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'take.confirm' });
    await userEvent.click(within(dialog).getByRole('button', { name: takesTexts.cancel }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'take.cancel' });
  },
};

export const ConfirmingOnTimeline: Story = {
  parameters: {
    machineState: machineState({
      machine: 'takes',
      value: 'confirming',
      context: { deleting: { take: second!, onTimeline: true } },
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: takesTexts.deleteTitle });
    await expect(dialog).toHaveTextContent(takesTexts.onTimeline);
    await userEvent.keyboard('{Escape}');
    await expect(send).toHaveBeenLastCalledWith({ type: 'take.cancel' });
  },
};

export const Deleting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'takes',
      value: 'deleting',
      context: { deleting: { take: second!, onTimeline: true } },
    }),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: takesTexts.deleting })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: takesTexts.cancel })).toBeDisabled();
  },
};

export const DeleteFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'takes',
      value: 'deleteFailed',
      context: { deleting: { take: first!, onTimeline: false }, error: 'Failed to delete the take.' },
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to delete the take.');
    await userEvent.click(dialog.getByRole('button', { name: takesTexts.confirm }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'take.confirm' });
  },
};
