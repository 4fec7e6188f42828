// LoadingScreen stories: the plain view, and the auth machine's `restoring` state (a saved token is
// being checked), which protected routes show as exactly 'Loading...'.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { snapshotFromParameters } from '../../storybook/machine-state';
import { LoadingScreen } from './loading-screen';

const meta = {
  title: 'Views/LoadingScreen',
  component: LoadingScreen,
  tags: ['autodocs'],
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  },
};

/** Auth `restoring`: the saved session is being checked before a protected page shows. */
export const AuthRestoring: Story = {
  parameters: { machineState: { machine: 'auth', value: 'restoring', context: { token: 'saved-token' } } },
  render: (_args, { parameters }) => {
    const snapshot = snapshotFromParameters(parameters, 'auth');
    return snapshot.matches('restoring') ? <LoadingScreen /> : <p>Not restoring</p>;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  },
};
