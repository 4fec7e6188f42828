// The enterprise contact form (/contact): every state of the enterpriseContact machine rendered from
// parameters.machineState, and the real machine's flow ('Sending...' for its delay, then 'Thank You!').
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { enterpriseContactMachine, enterpriseContactMessages } from '@twin/machines/enterprise-contact';
import { sampleEnterpriseContact } from '@twin/machines/testing';
import { storyContactEmail, storyInquiryTypes } from '../../storybook/site-fixtures';
import { EnterpriseContactPage } from './enterprise-contact-page';
import { EnterpriseContactScreen } from './enterprise-contact-screen';

const send = fn();

const meta = {
  title: 'Marketing/EnterpriseContactScreen',
  render: (_args, { parameters }) => (
    <div className="mx-auto max-w-6xl p-6 sm:p-10">
      <EnterpriseContactScreen
        snapshot={snapshotFromParameters(parameters, 'enterpriseContact')}
        send={send}
        inquiryTypes={storyInquiryTypes}
        contactEmail={storyContactEmail}
      />
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** enterpriseContact `editing`: the empty form, Enterprise Plan preselected, the three information cards. */
export const Editing: Story = {
  parameters: { machineState: machineState({ machine: 'enterpriseContact', value: 'editing' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Inquiry Type')).toHaveValue('enterprise');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Enterprise Plan',
      'Custom Integration',
      'Partnership',
      'Technical Support',
      'Other',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Response within 24 hours' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dedicated account manager' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Full Name'), 'M');
    await expect(send).toHaveBeenLastCalledWith({ type: 'inquiry.change', field: 'name', value: 'M' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'inquiry.submit' });
  },
};

/** enterpriseContact `editing` after a refused submit: each required field says what it needs. */
export const EditingWithErrors: Story = {
  parameters: {
    machineState: machineState({
      machine: 'enterpriseContact',
      value: 'editing',
      context: {
        attempted: true,
        form: { ...sampleEnterpriseContact, name: '', email: 'maya@', message: '' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full Name')).toHaveAccessibleDescription(
      enterpriseContactMessages.nameRequired,
    );
    await expect(canvas.getByLabelText('Email Address')).toHaveAccessibleDescription(
      enterpriseContactMessages.emailInvalid,
    );
    await expect(canvas.getByLabelText('Message')).toHaveAccessibleDescription(
      enterpriseContactMessages.messageRequired,
    );
    await expect(canvas.getByLabelText(/^Company Name/)).not.toHaveAttribute('aria-invalid');
  },
};

/** enterpriseContact `sending`: 'Sending...' and the form locked. */
export const Sending: Story = {
  parameters: {
    machineState: machineState({
      machine: 'enterpriseContact',
      value: 'sending',
      context: { form: sampleEnterpriseContact },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(canvas.getByLabelText('Full Name')).toBeDisabled();
  },
};

/** enterpriseContact `sent`: 'Thank You!' and 'Back to Account'. */
export const Sent: Story = {
  parameters: { machineState: machineState({ machine: 'enterpriseContact', value: 'sent' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(
      canvas.getByText("We've received your inquiry and will get back to you within 24 hours."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Account' })).toHaveAttribute('href', '/account');
  },
};

const quickContactMachine = enterpriseContactMachine.provide({ delays: { sendDelay: 400 } });

function ContactFlow() {
  const [snapshot, sendToMachine] = useActor(quickContactMachine, { input: {} });
  return (
    <EnterpriseContactPage>
      <EnterpriseContactScreen
        snapshot={snapshot}
        send={sendToMachine}
        inquiryTypes={storyInquiryTypes}
        contactEmail={storyContactEmail}
      />
    </EnterpriseContactPage>
  );
}

/** The whole page with the real machine (the send delay shortened to 400 ms). */
export const WholePage: Story = {
  render: () => <ContactFlow />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Talk to our enterprise team' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    // The first field to fix gets the focus.
    await waitFor(() => expect(canvas.getByLabelText('Full Name')).toHaveFocus());
    await userEvent.type(canvas.getByLabelText('Full Name'), 'Maya Lind');
    await userEvent.type(canvas.getByLabelText('Email Address'), 'maya@northwind.studio');
    await userEvent.selectOptions(canvas.getByLabelText('Inquiry Type'), 'Partnership');
    await userEvent.type(canvas.getByLabelText('Message'), 'We would like to partner.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(await canvas.findByRole('heading', { name: 'Thank You!' })).toHaveFocus();
  },
};
