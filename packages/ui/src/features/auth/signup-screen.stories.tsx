// SignupScreen stories: every state of the signup-code machine and the auth machine's
// `signedOut.registering`, rendered from parameters.machineState; flows through the real
// machines with a fake server that accepts the code 'WELCOME'.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { expect, fn } from 'storybook/test';
import { signupCodeMessages } from '@twin/machines/signup-code';
import { storyAuthMachine, storySignupCodeMachine } from '../../storybook/auth-fake-machines';
import { machineState, resolveMachineState, snapshotFromParameters } from '../../storybook/machine-state';
import { DashboardView } from '../dashboard/dashboard-view';
import { SignupScreen } from './signup-screen';

const send = fn();
const signedOut = resolveMachineState('auth', 'signedOut.idle');
const validCode = resolveMachineState('signupCode', 'valid', {
  code: 'WELCOME',
  planTokensTotal: 3600,
  voiceClonesAllowed: 1,
});

const meta = {
  title: 'Screens/SignupScreen',
  render: (_args, { parameters }) => (
    <SignupScreen
      authSnapshot={signedOut}
      codeSnapshot={snapshotFromParameters(parameters, 'signupCode')}
      send={send}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** signupCode `validating`: neither the form nor an error yet. */
export const CodeValidating: Story = {
  parameters: {
    machineState: machineState({ machine: 'signupCode', value: 'validating', context: { code: 'WELCOME' } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your invitation...');
    await expect(canvas.queryByLabelText('Username')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** signupCode `valid`: the invitation with its grants, and the form. */
export const CodeValid: Story = {
  parameters: {
    machineState: machineState({
      machine: 'signupCode',
      value: 'valid',
      context: { code: 'WELCOME', planTokensTotal: 3600, voiceClonesAllowed: 1 },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Your invitation includes 3,600 credits and 1 voice clone.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Username'), 'maya');
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@northwind.studio');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(send).toHaveBeenLastCalledWith({
      type: 'auth.register',
      username: 'maya',
      email: 'maya@northwind.studio',
      password: 'secret1',
      confirmPassword: 'secret1',
      signupCode: 'WELCOME',
    });
  },
};

/** signupCode `invalid`: the form is hidden and the spec's message shows. */
export const CodeInvalid: Story = {
  parameters: {
    machineState: machineState({
      machine: 'signupCode',
      value: 'invalid',
      context: { code: 'EXPIRED', error: signupCodeMessages.invalid },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(signupCodeMessages.invalid);
    await expect(canvas.queryByLabelText('Username')).not.toBeInTheDocument();
  },
};

/** signupCode `missing`: no ?code= in the link. */
export const CodeMissing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'signupCode',
      value: 'missing',
      context: { error: signupCodeMessages.missing },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(signupCodeMessages.missing);
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
};

/** auth `signedOut.registering`: the account is being created. */
export const Registering: Story = {
  parameters: { machineState: machineState({ machine: 'auth', value: 'signedOut.registering' }) },
  render: (_args, { parameters }) => (
    <SignupScreen
      authSnapshot={snapshotFromParameters(parameters, 'auth')}
      codeSnapshot={validCode}
      send={send}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  },
};

/** auth `signedOut.idle` with a registration error from the server. */
export const RegistrationFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'auth',
      value: 'signedOut.idle',
      context: { error: 'Email already registered.' },
    }),
  },
  render: (_args, { parameters }) => (
    <SignupScreen
      authSnapshot={snapshotFromParameters(parameters, 'auth')}
      codeSnapshot={validCode}
      send={send}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email already registered.');
  },
};

function SignupFlow({ code }: { code: string | null }) {
  const [authSnapshot, sendToAuth] = useActor(storyAuthMachine, { input: { token: null } });
  const [codeSnapshot] = useActor(storySignupCodeMachine, { input: { code } });
  if (authSnapshot.matches('signedIn')) {
    return (
      <main className="mx-auto max-w-5xl p-10">
        <DashboardView username={authSnapshot.context.user?.username} />
      </main>
    );
  }
  return <SignupScreen authSnapshot={authSnapshot} codeSnapshot={codeSnapshot} send={sendToAuth} />;
}

export const FlowFormRules: Story = {
  render: () => <SignupFlow code="WELCOME" />,
  play: async ({ canvas, userEvent }) => {
    const submit = await canvas.findByRole('button', { name: 'Create Account' });
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields');

    await userEvent.type(canvas.getByLabelText('Username'), 'maya');
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@northwind.studio');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'secret2');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.clear(canvas.getByLabelText('Confirm Password'));
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'short');
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');

    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await userEvent.clear(canvas.getByLabelText('Confirm Password'));
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('heading', { name: 'Welcome, maya' })).toBeVisible();
  },
};

export const FlowBadCode: Story = {
  render: () => <SignupFlow code="NOT-A-CODE" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(signupCodeMessages.invalid);
    await expect(canvas.queryByLabelText('Username')).not.toBeInTheDocument();
  },
};

export const FlowNoCode: Story = {
  render: () => <SignupFlow code={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(signupCodeMessages.missing);
  },
};
