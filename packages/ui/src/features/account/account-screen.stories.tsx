// AccountScreen stories: the auth machine's signed-in states as the account page shows them
// (idle, a profile update or password change running, their notices and errors), inside the layout.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { authMessages } from '@twin/machines/auth';
import {
  creditsHistorySample,
  samplePlans,
  sampleUser,
  storageSamples,
  usageSamples,
} from '../../storybook/account-fixtures';
import { machineState, resolveMachineState, snapshotFromParameters } from '../../storybook/machine-state';
import { AppLayoutScreen } from '../app-layout/app-layout-screen';
import { AccountScreen } from './account-screen';

const send = fn();
const sendAuth = fn();
const creditsLoaded = resolveMachineState('credits', 'loaded', { usage: usageSamples.comfortable });
const signedInContext = { user: sampleUser, token: 'story-token' };

const meta = {
  title: 'Screens/AccountScreen',
  render: (_args, { parameters }) => {
    const authSnapshot = snapshotFromParameters(parameters, 'auth');
    return (
      <AppLayoutScreen
        authSnapshot={authSnapshot}
        creditsSnapshot={creditsLoaded}
        send={send}
        currentPath="/account"
      >
        <AccountScreen
          authSnapshot={authSnapshot}
          creditsSnapshot={creditsLoaded}
          plans={samplePlans}
          onUpgrade={fn()}
          onEnterpriseContact={fn()}
          sendAuth={sendAuth}
          storage={storageSamples.inUse}
          creditsHistory={creditsHistorySample}
        />
      </AppLayoutScreen>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** auth `signedIn.idle` on the account page. */
export const SignedInIdle: Story = {
  parameters: {
    machineState: machineState({ machine: 'auth', value: 'signedIn.idle', context: signedInContext }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
    await expect(canvas.getByLabelText('Member Since')).toHaveValue('November 21, 2026');
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  },
};

/** auth `signedIn.updatingProfile`. */
export const UpdatingProfile: Story = {
  parameters: {
    machineState: machineState({
      machine: 'auth',
      value: 'signedIn.updatingProfile',
      context: signedInContext,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saving your profile...')).toBeVisible();
  },
};

/** auth `signedIn.changingPassword`. */
export const ChangingPassword: Story = {
  parameters: {
    machineState: machineState({
      machine: 'auth',
      value: 'signedIn.changingPassword',
      context: signedInContext,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Changing your password...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  },
};

/** auth `signedIn.idle` after a profile update. */
export const ProfileUpdated: Story = {
  parameters: {
    machineState: machineState({
      machine: 'auth',
      value: 'signedIn.idle',
      context: { ...signedInContext, notice: authMessages.profileUpdated },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(authMessages.profileUpdated)).toBeVisible();
  },
};

/** auth `signedIn.idle` after a failed password change. */
export const PasswordChangeFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'auth',
      value: 'signedIn.idle',
      context: { ...signedInContext, error: authMessages.passwordChangeFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(authMessages.passwordChangeFailed);
  },
};

/** auth `signedIn.idle`: the password form sends `password.change` to the auth machine. */
export const SendsPasswordChange: Story = {
  parameters: {
    machineState: machineState({ machine: 'auth', value: 'signedIn.idle', context: signedInContext }),
  },
  play: async ({ canvas, userEvent }) => {
    sendAuth.mockClear();
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(canvas.getByLabelText('New Password'), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(sendAuth).toHaveBeenCalledWith({
      type: 'password.change',
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  },
};

/** auth `signedIn.idle` after a password change: this browser stays signed in. */
export const PasswordChanged: Story = {
  parameters: {
    machineState: machineState({
      machine: 'auth',
      value: 'signedIn.idle',
      context: { ...signedInContext, notice: authMessages.passwordChanged },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(authMessages.passwordChanged)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Storage' })).toBeVisible();
  },
};
