// ConsentPanel stories: every reachable state of the consent machine (parameters.machineState),
// with and without a camera, the server's passed and failed outcomes, and Stop held back for the
// first 3 seconds.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { consentWalkChallenge, consentWalkFailed, consentWalkPassed } from '@twin/machines/testing';
import { expect } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { bindingOf } from '../../../storybook/story-binding';
import { storyTake } from '../../../storybook/create-voice-fixtures';
import { ConsentPanel } from './consent-panel';

const audioTake = { media: storyTake.audio, mimeType: 'audio/wav', hasVideo: false, durationSeconds: 7 };
const sentence = { challenge: consentWalkChallenge, validForMs: 600_000 };

const meta = {
  title: 'Voice/ConsentPanel',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    return (
      <div className="mx-auto max-w-2xl">
        <ConsentPanel consent={bindingOf(snapshotFromParameters(parameters, 'consent'))} />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** consent `loadingChallenge`: the sentence is being prepared. */
export const LoadingChallenge: Story = {
  parameters: { machineState: machineState({ machine: 'consent', value: 'loadingChallenge' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparing your consent sentence...')).toBeVisible();
  },
};

/** consent `challenge.ready`: the statement and the phrase, large; Record Consent; the voice check's limits. */
export const Ready: Story = {
  parameters: {
    machineState: machineState({ machine: 'consent', value: 'challenge.ready', context: sentence }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(consentWalkChallenge.statement)).toBeVisible();
    await expect(canvas.getByText('orange river silver garden')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record Consent' })).toBeEnabled();
    // The voice check's measured limits, in plain words, before the creator records.
    await expect(canvas.getByText(/The check is not perfect/)).toBeVisible();
  },
};

/** consent `challenge.ready` after the microphone was refused. */
export const ReadyMicrophoneRefused: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.ready',
      context: { ...sentence, error: 'Microphone access denied. Please check permissions.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Microphone access denied. Please check permissions.',
    );
  },
};

/** consent `challenge.countdown`: 3-2-1 before the take. */
export const Countdown: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.countdown',
      context: { ...sentence, countdown: 2 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Recording starts in 2');
  },
};

/** consent `challenge.opening`: waiting for the camera and microphone. */
export const Opening: Story = {
  parameters: {
    machineState: machineState({ machine: 'consent', value: 'challenge.opening', context: sentence }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for camera and microphone...')).toBeVisible();
  },
};

/** consent `challenge.recording` with the camera, 2 s in: Stop waits for 3 s. */
export const Recording: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.recording',
      context: { ...sentence, hasVideo: true, elapsedSeconds: 2 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0:02 / 1:00')).toBeVisible();
    await expect(canvas.getByLabelText('Camera preview')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeDisabled();
  },
};

/** consent `challenge.recording` with the microphone only: it says what that proves. */
export const RecordingWithoutCamera: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.recording',
      context: { ...sentence, hasVideo: false, elapsedSeconds: 5 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No camera found: your consent will prove your voice, not your face.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop' })).toBeEnabled();
  },
};

/** consent `challenge.stopping`: the take is being finished. */
export const Stopping: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.stopping',
      context: { ...sentence, hasVideo: true, elapsedSeconds: 7 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finishing recording...')).toBeVisible();
  },
};

/** consent `challenge.recorded`: the take plays back; Retry or Submit. */
export const Recorded: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.recorded',
      context: { ...sentence, take: audioTake },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Your consent recording')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** consent `challenge.recorded` after a failed upload: the take is kept. */
export const RecordedUploadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.recorded',
      context: { ...sentence, take: audioTake, error: 'We could not send your recording. Please try again.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not send your recording. Please try again.',
    );
  },
};

/** consent `challenge.uploading`: the bar while the take is sent. */
export const Uploading: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.uploading',
      context: { ...sentence, take: audioTake, uploadProgress: 45 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Sending your recording' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
  },
};

/** consent `challenge.uploading` once sent: the server checks it. */
export const UploadingChecking: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.uploading',
      context: { ...sentence, take: audioTake, uploadProgress: 100 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking your recording...')).toBeVisible();
  },
};

/** consent `challenge.failed`: the server's message, what it found, Retry. */
export const Failed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'challenge.failed',
      context: {
        ...sentence,
        record: consentWalkFailed,
        error: 'We could not hear the phrase. Please read it again.',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not hear the phrase. Please read it again.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** consent `passed` with the camera: green, with what was checked. */
export const Passed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'passed',
      context: { ...sentence, record: consentWalkPassed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Consent recorded')).toBeVisible();
    await expect(canvas.getByText('We heard the phrase.')).toBeVisible();
    await expect(
      canvas.getByText('We saw your face: lip-sync will use only videos of this face.'),
    ).toBeVisible();
  },
};

/** consent `passed` with an audio-only take. */
export const PassedAudioOnly: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'passed',
      context: { record: { ...consentWalkPassed, hasVideo: false, face: null } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Audio only: this consent proves your voice, not your face.'),
    ).toBeVisible();
  },
};

/** consent `expired`: Start Again. */
export const Expired: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'expired',
      context: { ...sentence, error: 'This consent sentence has expired. Please start again.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This consent sentence has expired. Please start again.',
    );
    await expect(canvas.getByRole('button', { name: 'Start Again' })).toBeEnabled();
  },
};

/** consent `error`: the sentence could not be loaded. */
export const LoadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'consent',
      value: 'error',
      context: { error: 'We could not prepare your consent sentence. Please try again.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not prepare your consent sentence. Please try again.',
    );
  },
};
