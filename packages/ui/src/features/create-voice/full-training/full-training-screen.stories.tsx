// FullTrainingScreen stories: every reachable state of the fullTraining machine — the list and
// its quality ring, reading files, the Record Audio modal, starting and started.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { storyTrainingFiles } from '../../../storybook/create-voice-fixtures';
import { bindingOf, storyBinding } from '../../../storybook/story-binding';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { FullTrainingScreen } from './full-training-screen';

const onBack = fn();

const meta = {
  title: 'Voice/FullTrainingScreen',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    const fullTraining = bindingOf(snapshotFromParameters(parameters, 'fullTraining'));
    const recorder = fullTraining.snapshot.matches('recordingAudio')
      ? storyBinding('recorder', 'recording', {
          limits: { maxSeconds: 7200, minSeconds: null, autoStopSeconds: 7200 },
          elapsedSeconds: 95,
        })
      : storyBinding('recorder', 'idle');
    return (
      <div className="mx-auto max-w-3xl">
        <FullTrainingScreen
          fullTraining={fullTraining}
          recorder={recorder}
          playback={storyBinding('playback', 'idle')}
          onBack={onBack}
          successShownAbove={parameters.successShownAbove === true}
        />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** fullTraining `editing`: nothing added yet. */
export const Editing: Story = {
  parameters: { machineState: machineState({ machine: 'fullTraining', value: 'editing' }) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('More audio needed')).toBeVisible();
    await expect(canvas.getByText('Please upload at least 30 minutes of audio.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Training' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to options' }));
    await expect(onBack).toHaveBeenCalled();
  },
};

/** fullTraining `editing` with 53 minutes of audio: 'Will sound fine'. */
export const EditingWithFiles: Story = {
  parameters: {
    machineState: machineState({
      machine: 'fullTraining',
      value: 'editing',
      context: { modelName: 'Maya · Full', files: storyTrainingFiles, fileCount: 3, recordingCount: 1 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Will sound fine')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Recording-1' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Start Training' })).toBeEnabled();
  },
};

/** fullTraining `addingFiles`: durations are being read. */
export const AddingFiles: Story = {
  parameters: {
    machineState: machineState({
      machine: 'fullTraining',
      value: 'addingFiles',
      context: {
        modelName: 'Maya · Full',
        queue: [
          new File([], 'lecture-week-2.wav', { type: 'audio/wav' }),
          new File([], 'q-and-a.mp3', { type: 'audio/mpeg' }),
        ],
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reading 2 files...')).toBeVisible();
  },
};

/** fullTraining `recordingAudio`: the Record Audio modal with its timer and Stop & Save. */
export const RecordingAudio: Story = {
  parameters: {
    machineState: machineState({
      machine: 'fullTraining',
      value: 'recordingAudio',
      context: { modelName: 'Maya · Full', files: storyTrainingFiles.slice(0, 1), fileCount: 1 },
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Record Audio' });
    await expect(dialog).toHaveTextContent('1:35 / 2:00:00');
    await expect(screen.getByRole('button', { name: 'Stop & Save' })).toBeEnabled();
  },
};

/** fullTraining `starting`: 'Starting voice training...' and the upload bar. */
export const Starting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'fullTraining',
      value: 'starting',
      context: {
        modelName: 'Maya · Full',
        files: storyTrainingFiles,
        fileCount: 3,
        notice: 'Starting voice training...',
        uploadProgress: 35,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starting voice training...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Training' })).toBeDisabled();
  },
};

/** fullTraining `started`: 'Training started! This will take several minutes...' */
export const Started: Story = {
  parameters: {
    machineState: machineState({
      machine: 'fullTraining',
      value: 'started',
      context: {
        modelName: 'Maya · Full',
        files: storyTrainingFiles,
        fileCount: 3,
        notice: 'Training started! This will take several minutes...',
        uploadProgress: 100,
        jobId: 'job-3',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Training started! This will take several minutes...')).toBeVisible();
  },
};

/** fullTraining `started` under a success banner ('Training Complete!'): 'several minutes' no longer applies. */
export const StartedUnderASuccessBanner: Story = {
  parameters: { ...Started.parameters, successShownAbove: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('Maya · Full')).toBeInTheDocument();
    await expect(canvas.queryByText(/Training started!/)).not.toBeInTheDocument();
  },
};

/** fullTraining `editing` after the server refused: 'Failed to start voice training.' */
export const EditingStartFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'fullTraining',
      value: 'editing',
      context: {
        modelName: 'Maya · Full',
        files: storyTrainingFiles,
        fileCount: 3,
        error: 'Failed to start voice training.',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to start voice training.');
  },
};
