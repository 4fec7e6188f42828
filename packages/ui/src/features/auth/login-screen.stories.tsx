// LoginScreen stories: the auth machine's signed-out states rendered from
// parameters.machineState, and flows through the real machine with a fake server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { expect, fn } from 'storybook/test';
import { storyAccount, storyAuthMachine, storyInvalidLoginMessage } from '../../storybook/auth-fake-machines';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { DashboardView } from '../dashboard/dashboard-view';
import { LoginScreen } from './login-screen';

const send = fn();

const meta = {
  title: 'Screens/LoginScreen',
  render: (_args, { parameters }) => (
    <LoginScreen snapshot={snapshotFromParameters(parameters, 'auth')} send={send} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** auth `signedOut.idle`: the empty form. */
export const SignedOutIdle: Story = {
  parameters: { machineState: machineState({ machine: 'auth', value: 'signedOut.idle' }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), storyAccount.email);
    await userEvent.type(canvas.getByLabelText('Password'), storyAccount.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'auth.login', ...storyAccount });
  },
};

/** auth `signedOut.idle` after a failed attempt: the server's message. */
export const SignedOutIdleWithError: Story = {
  parameters: {
    machineState: machineState({
      machine: 'auth',
      value: 'signedOut.idle',
      context: { error: storyInvalidLoginMessage },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyInvalidLoginMessage);
  },
};

/** auth `signedOut.loggingIn`: the button reads 'Signing In...' and is disabled. */
export const LoggingIn: Story = {
  parameters: { machineState: machineState({ machine: 'auth', value: 'signedOut.loggingIn' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  },
};

function LoginFlow() {
  const [snapshot, sendToMachine] = useActor(storyAuthMachine, { input: { token: null } });
  if (snapshot.matches('signedIn')) {
    return (
      <main className="mx-auto max-w-5xl p-10">
        <DashboardView username={snapshot.context.user?.username} />
      </main>
    );
  }
  return <LoginScreen snapshot={snapshot} send={sendToMachine} />;
}

export const FlowEmptyFormShowsError: Story = {
  render: () => <LoginFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

export const FlowWrongPasswordShowsServerMessage: Story = {
  render: () => <LoginFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), storyAccount.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(storyInvalidLoginMessage);
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const FlowSignsIn: Story = {
  render: () => <LoginFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), storyAccount.email);
    await userEvent.type(canvas.getByLabelText('Password'), storyAccount.password);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Welcome, maya' })).toBeVisible();
  },
};
