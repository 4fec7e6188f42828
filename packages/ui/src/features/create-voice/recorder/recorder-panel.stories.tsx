// RecorderPanel stories: every reachable state of the recorder machine (parameters.machineState),
// shown with the pro clone's limits (up to 3 minutes, at least 2), and the quick clone's 10 s take.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { recorderMessages, recorderPresets } from '@twin/machines/create-voice/recorder';
import { expect } from 'storybook/test';
import { bindingOf, storyBinding } from '../../../storybook/story-binding';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { storyTake } from '../../../storybook/create-voice-fixtures';
import { RecorderPanel } from './recorder-panel';

const meta = {
  title: 'Voice/Recorder',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    const recorder = bindingOf(snapshotFromParameters(parameters, 'recorder'));
    return (
      <div className="mx-auto max-w-xl rounded-xl border bg-surface p-6">
        <RecorderPanel
          recorder={recorder}
          playback={storyBinding('playback', 'idle')}
          itemId="pro-clone-recording"
          takeName="Pro Clone"
          idleHint="Click to start. Read aloud for 2 to 3 minutes; recording stops at 3 minutes."
        />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** recorder `idle`: Start Recording. */
export const Idle: Story = {
  parameters: { machineState: machineState({ machine: 'recorder', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  },
};

/** recorder `requestingMicrophone`: waiting for the browser's permission. */
export const RequestingMicrophone: Story = {
  parameters: { machineState: machineState({ machine: 'recorder', value: 'requestingMicrophone' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for microphone access...')).toBeVisible();
  },
};

/** recorder `recording`: 1:24 of 3:00, the progress bar and Stop Early. */
export const Recording: Story = {
  parameters: {
    machineState: machineState({
      machine: 'recorder',
      value: 'recording',
      context: { elapsedSeconds: 84 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1:24 / 3:00')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Recording progress' })).toHaveAttribute(
      'aria-valuenow',
      '47',
    );
    await expect(canvas.getByRole('button', { name: 'Stop Early' })).toBeEnabled();
  },
};

/** recorder `stopping`: the take is being assembled. */
export const Stopping: Story = {
  parameters: {
    machineState: machineState({
      machine: 'recorder',
      value: 'stopping',
      context: { elapsedSeconds: 154 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finishing recording...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop Early' })).toBeDisabled();
  },
};

/** recorder `recorded`: Play/Pause and Record Again. */
export const Recorded: Story = {
  parameters: {
    machineState: machineState({
      machine: 'recorder',
      value: 'recorded',
      context: { elapsedSeconds: 154, recording: storyTake },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Play Pro Clone' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Record Again' })).toBeVisible();
  },
};

/** recorder `error`: a take under 2 minutes. */
export const ErrorTooShort: Story = {
  parameters: {
    machineState: machineState({
      machine: 'recorder',
      value: 'error',
      context: { elapsedSeconds: 64, error: recorderMessages.tooShort(120) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Recording too short. Please record for at least 2 minutes.',
    );
  },
};

/** recorder `error` with the refused take kept: it can be played back, then discarded or recorded again. */
export const ErrorTooShortPlayable: Story = {
  parameters: {
    machineState: machineState({
      machine: 'recorder',
      value: 'error',
      context: {
        elapsedSeconds: 64,
        error: recorderMessages.tooShort(120),
        refusedTake: { ...storyTake, durationSeconds: 64 },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Recording too short.');
    await expect(await canvas.findByRole('button', { name: 'Play Pro Clone' })).toBeEnabled();
    await expect(canvas.getByText(/Too short to keep/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Record Again' })).toBeEnabled();
  },
};

/** recorder `error`: the microphone was refused. */
export const ErrorMicrophoneDenied: Story = {
  parameters: {
    machineState: machineState({
      machine: 'recorder',
      value: 'error',
      context: { error: recorderMessages.accessDenied },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Microphone access denied. Please check permissions.',
    );
  },
};

/** recorder `recording` with the quick clone preset: it stops by itself at 0:10. */
export const QuickCloneRecording: Story = {
  parameters: {
    machineState: machineState({
      machine: 'recorder',
      value: 'recording',
      context: {
        limits: { maxSeconds: recorderPresets.quickClone.maxSeconds, minSeconds: null, autoStopSeconds: 10 },
        microphoneErrorText: recorderPresets.quickClone.microphoneErrorText,
        elapsedSeconds: 6,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0:06 / 0:10')).toBeVisible();
    await expect(canvas.getByText('Stops by itself at 0:10.')).toBeVisible();
  },
};
