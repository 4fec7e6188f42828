// SpeechTestScreen state stories: every reachable state of the speech test machine's three regions
// (health, reference, generation), each through parameters.machineState, with the texts of spec
// part 1 §8 where the state shows one.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { speechTestMessages } from '@twin/machines/speech-test';
import { expect, fn, type within } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import {
  storyFileReference,
  storyRecordedReference,
  storySpeechTestAudio,
  storySpeechTestFiles,
  storySpeechTestText,
} from '../../storybook/speech-test-fixtures';
import { SpeechTestScreen } from './speech-test-screen';

const meta = {
  title: 'Speech Test/Screen',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    return (
      <div className="mx-auto max-w-4xl">
        <SpeechTestScreen snapshot={snapshotFromParameters(parameters, 'speechTest')} send={fn()} />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = { text: storySpeechTestText, reference: storyFileReference };
const generate = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /Generate Speech|Generating/ });

/** `health.checking`, nothing chosen yet: Generate is disabled. */
export const CheckingHealth: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.checking,reference.empty,generation.idle',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking API...')).toBeVisible();
    await expect(generate(canvas)).toBeDisabled();
    await expect(canvas.getByRole('slider', { name: 'CFG Scale' })).toHaveAttribute('aria-valuenow', '1.3');
    await expect(canvas.getByRole('slider', { name: 'Inference Steps' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await expect(canvas.getByRole('slider', { name: 'Seed' })).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByRole('slider', { name: 'Speed' })).toHaveAttribute('aria-valuenow', '1');
  },
};

/** `health.unavailable`: the service's reason and Check again; Generate stays disabled. */
export const Unavailable: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.unavailable,reference.ready,generation.idle',
      context: { ...ready, healthError: speechTestMessages.unavailable('The speech engine is not running.') },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'VibeVoice API is unavailable: The speech engine is not running.',
    );
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeEnabled();
    await expect(generate(canvas)).toBeDisabled();
  },
};

/** `health.available`, `reference.ready`, `generation.idle`: ready to generate. */
export const ReadyToGenerate: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.idle',
      context: ready,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('API Available')).toBeVisible();
    await expect(canvas.getByText('Reference: my-voice.wav')).toBeVisible();
    await expect(generate(canvas)).toBeEnabled();
  },
};

/** `reference.ready` from a recording, Seed at -1 (random). */
export const RecordedReference: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.idle',
      context: {
        ...ready,
        reference: storyRecordedReference,
        sliders: { cfg_scale: 1.3, inference_steps: 20, seed: -1, speed: 1 },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reference: recording (0:14)')).toBeVisible();
    await expect(canvas.getByText('Random', { selector: 'output' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Record Again' })).toBeEnabled();
  },
};

/** `reference.empty` after a text file: 'Please select an audio file'. */
export const NotAudio: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.empty,generation.idle',
      context: { text: storySpeechTestText, referenceError: speechTestMessages.notAudio },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select an audio file');
    await expect(generate(canvas)).toBeDisabled();
  },
};

/** `reference.requestingMicrophone`. */
export const RequestingMicrophone: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.requestingMicrophone,generation.idle',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for microphone access...')).toBeVisible();
    await expect(canvas.getByLabelText('Choose a reference audio file')).toBeDisabled();
  },
};

/** `reference.recording` at 1:05 with its m:ss counter and Stop. */
export const Recording: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.recording,generation.idle',
      context: { elapsedSeconds: 65 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Recording time' })).toHaveTextContent('1:05');
    await expect(canvas.getByRole('button', { name: 'Stop Recording' })).toBeEnabled();
    await expect(generate(canvas)).toBeDisabled();
  },
};

/** `reference.stopped`: the take is being assembled, then uploads by itself. */
export const RecordingStopped: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.stopped,generation.idle',
      context: { elapsedSeconds: 14 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recording stopped at 0:14. Preparing the upload...')).toBeVisible();
  },
};

/** `reference.uploading`: Generate is disabled while uploading. */
export const Uploading: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.uploading,generation.idle',
      context: {
        text: storySpeechTestText,
        pendingReference: { source: 'file', file: storySpeechTestFiles.voice },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploading reference audio...')).toBeVisible();
    await expect(generate(canvas)).toBeDisabled();
  },
};

/** `reference.ready` after a new upload failed: the earlier reference stays. */
export const UploadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.idle',
      context: { ...ready, referenceError: speechTestMessages.uploadFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed');
    await expect(canvas.getByText('Reference: my-voice.wav')).toBeVisible();
  },
};

/** `reference.empty` after the microphone was refused. */
export const MicrophoneRefused: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.empty,generation.idle',
      context: { referenceError: speechTestMessages.microphoneFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to start recording. Please check microphone permissions.',
    );
    await expect(canvas.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  },
};

/** `generation.idle` after a submit without a reference. */
export const ReferenceRequired: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.empty,generation.idle',
      context: { text: storySpeechTestText, error: speechTestMessages.referenceRequired },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please upload or record audio first');
  },
};

/** `generation.submitting`. */
export const Submitting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.submitting',
      context: ready,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Submitting...')).toBeVisible();
    await expect(generate(canvas)).toBeDisabled();
  },
};

/** `generation.polling.waiting`, queued: 30%. */
export const Queued: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.polling.waiting',
      context: { ...ready, jobId: 'st-1', jobStatus: 'queued' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await expect(canvas.getByText('Queued...')).toBeVisible();
  },
};

/** `generation.polling.checking`, processing: 70%. */
export const Processing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.polling.checking',
      context: { ...ready, jobId: 'st-1', jobStatus: 'processing' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    await expect(generate(canvas)).toBeDisabled();
  },
};

const completedContext = () => ({
  ...ready,
  jobId: 'st-1',
  jobStatus: 'completed' as const,
  result: storySpeechTestAudio(),
});

/** `generation.completed.ready`: the player, what was made, Download. */
export const Completed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.completed.ready',
      context: completedContext(),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Generated audio')).toBeInTheDocument();
    await expect(canvas.getByText('24000 Hz')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
    await expect(generate(canvas)).toBeEnabled();
  },
};

/** `generation.completed.downloading`. */
export const Downloading: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.completed.downloading',
      context: completedContext(),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
  },
};

/** `generation.completed.downloadFailed`: the right-click hint. */
export const DownloadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.completed.downloadFailed',
      context: { ...completedContext(), downloadError: speechTestMessages.downloadFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("'Save audio as...'");
  },
};

/** `generation.failed`: 'Job failed'; Generate tries again. */
export const Failed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.failed',
      context: { ...ready, jobId: 'st-1', jobStatus: 'failed', error: speechTestMessages.jobFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Job failed');
    await expect(generate(canvas)).toBeEnabled();
  },
};

/** `generation.failed` when the status check threw: 'Polling failed'. */
export const PollingFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'speechTest',
      value: 'health.available,reference.ready,generation.failed',
      context: { ...ready, jobId: 'st-1', jobStatus: 'processing', error: speechTestMessages.pollingFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Polling failed');
  },
};
