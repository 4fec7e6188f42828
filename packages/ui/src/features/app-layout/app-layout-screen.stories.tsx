// AppLayoutScreen stories: every state of the credits machine (the sidebar's ring) and the auth
// machine's `signedIn.idle`, rendered from parameters.machineState; flows through the real
// machines for Logout and the first credit fetch.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActor } from '@xstate/react';
import { expect, fn } from 'storybook/test';
import { sampleUser, usageSamples } from '../../storybook/account-fixtures';
import { storyAuthMachine, storyCreditsMachine } from '../../storybook/auth-fake-machines';
import { machineState, resolveMachineState, snapshotFromParameters } from '../../storybook/machine-state';
import { DashboardView } from '../dashboard/dashboard-view';
import { LoginScreen } from '../auth/login-screen';
import { AppLayoutScreen } from './app-layout-screen';

const send = fn();
const signedIn = resolveMachineState('auth', 'signedIn.idle', { user: sampleUser, token: 'story-token' });
const creditsLoaded = resolveMachineState('credits', 'loaded', { usage: usageSamples.comfortable });
const dashboard = <DashboardView username={sampleUser.username} />;

const meta = {
  title: 'Screens/AppLayoutScreen',
  render: (_args, { parameters }) => (
    <AppLayoutScreen
      authSnapshot={signedIn}
      creditsSnapshot={snapshotFromParameters(parameters, 'credits')}
      send={send}
      currentPath="/dashboard"
    >
      {dashboard}
    </AppLayoutScreen>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** credits `loading` before the first answer: a small spinner stands in for the ring. */
export const CreditsLoading: Story = {
  parameters: { machineState: machineState({ machine: 'credits', value: 'loading' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading credits');
  },
};

/** credits `loading` again (the 30-second refresh): the last ring stays. */
export const CreditsRefreshing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'credits',
      value: 'loading',
      context: { usage: usageSamples.warning },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: '1,200 of 3,600 credits · 33% remaining' }),
    ).toBeVisible();
  },
};

/** credits `loaded`. */
export const CreditsLoaded: Story = {
  parameters: {
    machineState: machineState({
      machine: 'credits',
      value: 'loaded',
      context: { usage: usageSamples.fresh },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: '3,600 of 3,600 credits · 100% remaining' }),
    ).toBeVisible();
  },
};

/** credits `loaded` on an unlimited plan. */
export const CreditsLoadedUnlimited: Story = {
  parameters: {
    machineState: machineState({
      machine: 'credits',
      value: 'loaded',
      context: { usage: usageSamples.unlimited },
    }),
  },
};

/** credits `failed` before any answer: nothing is shown (the error is only logged). */
export const CreditsFailed: Story = {
  parameters: { machineState: machineState({ machine: 'credits', value: 'failed' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /credits/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** credits `failed` on a refresh: the last known ring stays. */
export const CreditsFailedAfterLoad: Story = {
  parameters: {
    machineState: machineState({
      machine: 'credits',
      value: 'failed',
      context: { usage: usageSamples.danger },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '400 of 3,600 credits · 11% remaining' })).toBeVisible();
  },
};

/** auth `signedIn.idle`: the layout around the dashboard. */
export const SignedIn: Story = {
  parameters: {
    machineState: machineState({
      machine: 'auth',
      value: 'signedIn.idle',
      context: { user: sampleUser, token: 'story-token' },
    }),
  },
  render: (_args, { parameters }) => (
    <AppLayoutScreen
      authSnapshot={snapshotFromParameters(parameters, 'auth')}
      creditsSnapshot={creditsLoaded}
      send={send}
      currentPath="/dashboard"
    >
      {dashboard}
    </AppLayoutScreen>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(sampleUser.email)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(send).toHaveBeenLastCalledWith({ type: 'auth.logout' });
  },
};

const creditsFromServer = storyCreditsMachine(usageSamples.comfortable);
const creditsServerDown = storyCreditsMachine(new Error('Network down'));

function SignedInFlow({ creditsLogic }: { creditsLogic: typeof creditsFromServer }) {
  const [auth, sendToAuth] = useActor(storyAuthMachine, { input: { token: 'story-token' } });
  const [credits] = useActor(creditsLogic);
  if (auth.matches('signedOut')) return <LoginScreen snapshot={auth} send={sendToAuth} />;
  if (!auth.context.user) return <p>Restoring…</p>;
  return (
    <AppLayoutScreen authSnapshot={auth} creditsSnapshot={credits} send={sendToAuth} currentPath="/dashboard">
      <DashboardView username={auth.context.user.username} />
    </AppLayoutScreen>
  );
}

export const FlowCreditsArriveThenLogout: Story = {
  render: () => <SignedInFlow creditsLogic={creditsFromServer} />,
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('button', { name: '2,400 of 3,600 credits · 67% remaining' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  },
};

export const FlowCreditsFailSilently: Story = {
  render: () => <SignedInFlow creditsLogic={creditsServerDown} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Welcome, maya' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(canvas.queryByRole('button', { name: /credits/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
