// VideoRecorderPanel stories: every reachable state of the video recorder machine
// (parameters.machineState), and flows with a canvas camera — record, stop, save and see it
// processed; a camera the browser refuses.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { videoRecorderMessages } from '@twin/machines/video/video-recorder';
import { expect, userEvent } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { bindingOf } from '../../storybook/story-binding';
import { storyVideoRecorderMachine } from '../../storybook/video-fake-machines';
import { storyRecordedTake } from '../../storybook/video-fixtures';
import { VideoRecorderPanel } from './video-recorder-panel';

const meta = {
  title: 'Video/Recorder',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    return (
      <div className="mx-auto max-w-2xl rounded-xl border bg-surface p-6">
        <VideoRecorderPanel recorder={bindingOf(snapshotFromParameters(parameters, 'videoRecorder'))} />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const taken = { elapsedSeconds: 58, recording: storyRecordedTake };
const saved = { ...taken, videoIds: ['video-201'], notice: videoRecorderMessages.saved };

/** videoRecorder `idle`: Start Recording. */
export const Idle: Story = {
  parameters: { machineState: machineState({ machine: 'videoRecorder', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
    await expect(canvas.getByText('Your camera preview appears here.')).toBeVisible();
  },
};

/** videoRecorder `requestingCamera`: waiting for the browser's permission. */
export const RequestingCamera: Story = {
  parameters: { machineState: machineState({ machine: 'videoRecorder', value: 'requestingCamera' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for camera access...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** videoRecorder `recording`: the mirrored preview, REC and the time. */
export const Recording: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'recording',
      context: { elapsedSeconds: 12 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('REC')).toBeVisible();
    await expect(canvas.getByText('0:12')).toBeVisible();
    const preview = canvas.getByLabelText('Camera preview');
    await expect(preview).toHaveProperty('muted', true);
    await expect(preview).toHaveClass('-scale-x-100');
    await expect(canvas.getByRole('button', { name: 'Stop Recording' })).toBeEnabled();
  },
};

/** videoRecorder `stopping`: the take is being assembled. */
export const Stopping: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'stopping',
      context: { elapsedSeconds: 58 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Stop Recording' })).toBeDisabled();
  },
};

/** videoRecorder `recorded`: the take plays back; Save Recording or Record Again. */
export const Recorded: Story = {
  parameters: { machineState: machineState({ machine: 'videoRecorder', value: 'recorded', context: taken }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Your recording')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Recording' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Record Again' })).toBeEnabled();
  },
};

/** videoRecorder `saving`: 35 on the way to 60. */
export const Saving: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'saving',
      context: { ...taken, progress: 35 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toHaveAttribute('aria-valuenow', '35');
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** videoRecorder `saveFailed`: 'Failed to save recording'; Save Recording tries again. */
export const SaveFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'saveFailed',
      context: { ...taken, error: videoRecorderMessages.saveFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save recording');
    await expect(canvas.getByRole('button', { name: 'Save Recording' })).toBeEnabled();
  },
};

/** videoRecorder `processing.waiting`: 'Recording saved successfully!' and the first check in 5 s. */
export const ProcessingWaiting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'processing.waiting',
      context: { ...saved, progress: 50 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recording saved successfully!')).toBeVisible();
  },
};

/** videoRecorder `processing.checking`. */
export const ProcessingChecking: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'processing.checking',
      context: { ...saved, checks: 6, progress: 54 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute(
      'aria-valuenow',
      '54',
    );
  },
};

/** videoRecorder `processing.processed`. */
export const Processed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'processing.processed',
      context: { ...saved, checks: 2, progress: 100, notice: videoRecorderMessages.processed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Video processed successfully!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record Again' })).toBeEnabled();
  },
};

/** videoRecorder `processing.failed`. */
export const ProcessingFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'processing.failed',
      context: { ...saved, checks: 2, progress: 51, notice: null, error: videoRecorderMessages.failed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Video processing failed. Please try again.');
  },
};

/** videoRecorder `processing.timedOut`. */
export const ProcessingTimedOut: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'processing.timedOut',
      context: { ...saved, checks: 60, progress: 90, notice: null, error: videoRecorderMessages.timedOut },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Video processing is taking longer than expected. Please check back later.',
    );
  },
};

/** videoRecorder `processing.statusUnknown`. */
export const StatusUnknown: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'processing.statusUnknown',
      context: {
        ...saved,
        checks: 1,
        progress: 51,
        notice: null,
        error: videoRecorderMessages.statusUnknown,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to check video processing status.');
  },
};

/** videoRecorder `cameraError`: the camera was refused; Try Again asks again. */
export const CameraError: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoRecorder',
      value: 'cameraError',
      context: { error: videoRecorderMessages.cameraDenied },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Camera access denied. Please allow the camera in your browser and try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

function LiveRecorder({ denied = false }: { denied?: boolean }) {
  // One machine for the story's life: @xstate/react hands each render's implementations to the actor.
  const [machine] = React.useState(() => storyVideoRecorderMachine({ denied }));
  const actor = useActorRef(machine, { input: {} });
  const snapshot = useSelector(actor, (state) => state);
  return (
    <div className="mx-auto max-w-2xl rounded-xl border bg-surface p-6">
      <VideoRecorderPanel recorder={{ snapshot, send: actor.send }} />
    </div>
  );
}

/** Flow: Start Recording, the live preview with REC, Stop, Save, processed. Keyboard only. */
export const RecordAndSave: Story = {
  render: () => <LiveRecorder />,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Start Recording' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('REC')).toBeVisible();
    await expect(canvas.getByLabelText('Camera preview')).toHaveProperty('muted', true);
    canvas.getByRole('button', { name: 'Stop Recording' }).focus();
    await userEvent.keyboard('{Enter}');
    const save = await canvas.findByRole('button', { name: 'Save Recording' });
    save.focus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('Recording saved successfully!')).toBeVisible();
    await expect(
      await canvas.findByText('Video processed successfully!', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** Flow: the browser refuses the camera. */
export const CameraRefused: Story = {
  render: () => <LiveRecorder denied />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Recording' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Camera access denied.');
  },
};
