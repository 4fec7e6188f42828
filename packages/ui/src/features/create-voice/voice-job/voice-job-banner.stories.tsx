// VoiceJobBanner stories: every reachable state of the voiceJob machine — nothing while idle,
// 'Training in Progress' with each status text, 'Training Complete!', the failure and session texts.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { voiceJobMessages } from '@twin/machines/create-voice/voice-job';
import { expect, fn } from 'storybook/test';
import { bindingOf } from '../../../storybook/story-binding';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { VoiceJobBanner } from './voice-job-banner';

const onCompleteSetup = fn();

const meta = {
  title: 'Voice/VoiceJobBanner',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    return (
      <div className="mx-auto grid max-w-3xl gap-3">
        <VoiceJobBanner
          voiceJob={bindingOf(snapshotFromParameters(parameters, 'voiceJob'))}
          needsSetup={parameters.needsSetup !== false}
          onCompleteSetup={onCompleteSetup}
        />
        <p className="text-xs text-subtle-foreground">(The page continues below the banner.)</p>
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const job = { jobId: 'job-1', modelName: 'Maya · Studio', modelId: 'model-1' };

/** voiceJob `idle`: no banner. */
export const Idle: Story = {
  parameters: { machineState: machineState({ machine: 'voiceJob', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** voiceJob `checking`: the first check of a queued job. */
export const CheckingQueued: Story = {
  parameters: {
    machineState: machineState({
      machine: 'voiceJob',
      value: 'checking',
      context: { ...job, status: 'queued', statusText: voiceJobMessages.statusText.queued },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Training in Progress' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Job queued for processing...');
  },
};

/** voiceJob `waiting` while processing. */
export const WaitingProcessing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'voiceJob',
      value: 'waiting',
      context: { ...job, status: 'processing', statusText: voiceJobMessages.statusText.processing },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Processing audio...');
  },
};

/** voiceJob `waiting` while training. */
export const WaitingTraining: Story = {
  parameters: {
    machineState: machineState({
      machine: 'voiceJob',
      value: 'waiting',
      context: { ...job, status: 'training', statusText: voiceJobMessages.statusText.training },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Training voice model...');
  },
};

/** voiceJob `completed`: 'Training Complete!', needs categorization, Complete Setup and Try Your Voice. */
export const Completed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'voiceJob',
      value: 'completed',
      context: {
        ...job,
        status: 'completed',
        statusText: voiceJobMessages.statusText.completed,
        notice: voiceJobMessages.completed,
      },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Training Complete!' })).toBeVisible();
    await expect(canvas.getByText('Needs categorization setup')).toBeVisible();
    await expect(canvas.getByText('Training completed! Your voice model is ready.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Try Your Voice' })).toHaveAttribute(
      'href',
      '/text-to-speech',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Setup' }));
    await expect(onCompleteSetup).toHaveBeenCalled();
  },
};

/** voiceJob `completed` for a voice already set up. */
export const CompletedAlreadySetUp: Story = {
  parameters: {
    needsSetup: false,
    machineState: machineState({
      machine: 'voiceJob',
      value: 'completed',
      context: { ...job, status: 'completed', notice: voiceJobMessages.completed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Complete Setup' })).toBeNull();
  },
};

/** voiceJob `failed`: 'Training failed: {error_message}'. */
export const Failed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'voiceJob',
      value: 'failed',
      context: {
        ...job,
        status: 'failed',
        error: voiceJobMessages.failed('No speech was found in the audio. Please try a different file.'),
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Training failed: No speech was found in the audio. Please try a different file.',
    );
  },
};

/** voiceJob `failed` without a message: 'Training failed: Unknown error'. */
export const FailedUnknown: Story = {
  parameters: {
    machineState: machineState({
      machine: 'voiceJob',
      value: 'failed',
      context: { ...job, status: 'failed', error: voiceJobMessages.failed(null) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Training failed: Unknown error');
  },
};

/** voiceJob `sessionExpired` after a 401. */
export const SessionExpired: Story = {
  parameters: {
    machineState: machineState({
      machine: 'voiceJob',
      value: 'sessionExpired',
      context: { ...job, status: 'training', error: voiceJobMessages.sessionExpired },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session expired. Please refresh the page.');
  },
};

/** voiceJob `sessionExpired` without a stored token. */
export const AuthenticationExpired: Story = {
  parameters: {
    machineState: machineState({
      machine: 'voiceJob',
      value: 'sessionExpired',
      context: { ...job, error: voiceJobMessages.authenticationExpired },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Authentication expired. Please refresh the page.',
    );
  },
};
