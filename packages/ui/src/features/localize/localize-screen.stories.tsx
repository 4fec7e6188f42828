// /localize: a story per reachable state of the localize wizard, resolved from
// parameters.machineState — step 1 empty, with a video (and a refused file, a failed
// transcription), transcribing under the overlay with the upload's bar; step 2 editing (and the
// time-out notice), creating the job, the creation failure; the job running under the overlay,
// failed on step 2, and the Result step. Ours (issue 25): step 2 with the transcript's timed rows, 'Review
// translation' under the overlay, its failure, and the rows with their translations to edit.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { localizeJobView } from '@twin/machines/localize/localize-job';
import { localizeWalkJobSnapshots } from '@twin/machines/testing';
import {
  storyLocalizedVideo,
  storyLocalizeFiles,
  storyRowsContext,
  storyRowTranslations,
  storyTranscribedContext,
  storyTranscription,
  storyTranscriptRows,
} from '../../storybook/localize-fixtures';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { LocalizeScreen } from './localize-screen';

const jobCreated = 'Localization job created! Processing your video...';
const completedJob = {
  ...localizeJobView(localizeWalkJobSnapshots.completed),
  result: storyLocalizedVideo,
};

/** The overlay once it is open and shown. */
async function openOverlay(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Video Localization' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const meta = {
  title: 'Localize/Wizard states',
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  args: { send: fn() },
  render: function Render(args, { parameters }) {
    return (
      <LocalizeScreen
        snapshot={snapshotFromParameters(parameters, 'localize')}
        send={args.send}
        mediaSrc={(src) => src}
      />
    );
  },
} satisfies Meta<{ send: ReturnType<typeof fn> }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UploadEmpty: Story = {
  parameters: { machineState: machineState({ machine: 'localize', value: 'upload.empty' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Video Localization' })).toBeVisible();
    const steps = canvas.getByRole('list', { name: 'Steps' });
    await expect(within(steps).getByText('Upload Video').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(within(steps).getByText('Edit & Localize')).toBeVisible();
    await expect(within(steps).getByText('Result')).toBeVisible();
    await expect(canvas.getByLabelText('Choose a video file')).toHaveAttribute('accept', 'video/*');
    await expect(canvas.getByRole('button', { name: 'Transcribe Video' })).toBeDisabled();
  },
};

export const UploadRefusedFile: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'upload.empty',
      context: { error: 'Please select a video file.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a video file.');
  },
};

export const UploadChosen: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'upload.chosen',
      context: { file: storyLocalizeFiles.lecture },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Preview: tides-lecture.mp4')).toBeVisible();
    await expect(canvas.getByText('tides-lecture.mp4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Transcribe Video' })).toBeEnabled();
  },
};

export const TranscriptionFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'upload.chosen',
      context: { file: storyLocalizeFiles.lecture, error: 'Transcription failed. Please try again.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Transcription failed. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Transcribe Video' })).toBeEnabled();
  },
};

export const Transcribing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'transcribing',
      context: { file: storyLocalizeFiles.lecture, uploadPercent: 40 },
    }),
  },
  play: async () => {
    const overlay = await openOverlay();
    await expect(within(overlay).getByRole('status')).toHaveTextContent(
      'Extracting and transcribing audio...',
    );
    await expect(within(overlay).getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  },
};

export const Editing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'edit.editing',
      context: storyTranscribedContext,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Transcription' })).toHaveValue(storyTranscription);
    await expect(canvas.getByRole('button', { name: /Target language Spanish/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeEnabled();
  },
};

export const EditingRows: Story = {
  parameters: {
    machineState: machineState({ machine: 'localize', value: 'edit.editing', context: storyRowsContext }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Transcription' })).toBeNull();
    const rows = canvas.getAllByRole('listitem').filter((item) => item.dataset.slot === 'transcript-row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1]!).getByText('0:02.3 – 0:05.9')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Sentence 2' })).toHaveValue(
      storyTranscriptRows[1]!.text,
    );
    await expect(canvas.getByRole('button', { name: 'Play sentence 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Split at cursor (sentence 3)' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Merge with next (sentence 2)' })).toBeEnabled();
    // The last row has no next one to merge with.
    await expect(canvas.getByRole('button', { name: 'Merge with next (sentence 3)' })).toBeDisabled();
    await expect(canvas.queryByRole('textbox', { name: 'Translation of sentence 1' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Review translation' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeEnabled();
  },
};

export const Reviewing: Story = {
  parameters: {
    machineState: machineState({ machine: 'localize', value: 'edit.reviewing', context: storyRowsContext }),
  },
  play: async ({ canvas }) => {
    const overlay = await openOverlay();
    await expect(within(overlay).getByRole('status')).toHaveTextContent('Translating the transcript...');
    await expect(canvas.getByRole('textbox', { name: 'Sentence 1', hidden: true })).toHaveAttribute(
      'readonly',
    );
  },
};

export const Reviewed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'edit.editing',
      context: { ...storyRowsContext, translations: storyRowTranslations },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('These translations are spoken as you leave them.')).toBeVisible();
    for (const [index, translation] of storyRowTranslations.entries()) {
      const box = canvas.getByRole('textbox', { name: `Translation of sentence ${index + 1}` });
      await expect(box).toHaveValue(translation);
      await expect(box).not.toHaveAttribute('readonly');
    }
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeEnabled();
  },
};

export const ReviewedEmptyTranslation: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'edit.editing',
      context: {
        ...storyRowsContext,
        translations: [storyRowTranslations[0]!, ' ', storyRowTranslations[2]!],
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeDisabled();
  },
};

export const ReviewFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'edit.reviewFailed',
      context: {
        ...storyRowsContext,
        error:
          "Translation failed: You have used this hour's translation allowance of 20,000 characters. Please try again in 12 minutes.",
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Translation failed: You have used this hour's translation allowance of 20,000 characters.",
    );
    await expect(canvas.getByRole('textbox', { name: 'Sentence 1' })).not.toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Review translation' })).toBeEnabled();
  },
};

export const EditingEmptyText: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'edit.editing',
      context: { ...storyTranscribedContext, transcription: '' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeDisabled();
  },
};

export const EditingAfterTimeOut: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'edit.editing',
      context: {
        ...storyTranscribedContext,
        notice: 'Processing is taking longer than expected. Please check your Library page in a few minutes.',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Processing is taking longer than expected. Please check your Library page in a few minutes.',
      ),
    ).toBeVisible();
  },
};

/** Ours (issue 25): the job's overlay put away — step 2 shows its progress; Show progress and Cancel reach the wizard. */
export const JobInBackground: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'localizing.background',
      context: {
        ...storyTranscribedContext,
        jobId: 'job-1',
        job: {
          phase: 'running',
          progressText: 'Generating speech (3 of 6)...',
          notice: null,
          error: null,
          result: null,
          percent: 46,
          timeLeft: 'About 2 minutes left',
          canCancel: true,
          canceling: false,
        },
      },
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    const job = canvas.getByRole('region', { name: 'Localization' });
    await expect(within(job).getByRole('status')).toHaveTextContent('Generating speech (3 of 6)...');
    await expect(within(job).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '46');
    await expect(job).toHaveTextContent('About 2 minutes left');
    await userEvent.click(within(job).getByRole('button', { name: 'Show progress' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'overlay.show' });
    await userEvent.click(within(job).getByRole('button', { name: 'Cancel' }));
    await expect(args.send).toHaveBeenLastCalledWith({ type: 'job.cancel' });
  },
};

export const CreatingJob: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'edit.creatingJob',
      context: storyTranscribedContext,
    }),
  },
  play: async () => {
    const overlay = await openOverlay();
    await expect(within(overlay).getByRole('status')).toHaveTextContent('Creating localization job...');
  },
};

export const CreateFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'edit.createFailed',
      context: {
        ...storyTranscribedContext,
        error: 'Failed to create localization job: This needs 42 credits; 10 are left.',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to create localization job: This needs 42 credits; 10 are left.',
    );
    await expect(canvas.getByRole('button', { name: 'Localize Video' })).toBeEnabled();
  },
};

export const JobProcessing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'localizing.processing',
      context: { ...storyTranscribedContext, jobId: 'job-1', notice: jobCreated },
    }),
  },
  play: async () => {
    const overlay = await openOverlay();
    await expect(within(overlay).getByRole('status')).toHaveTextContent(jobCreated);
  },
};

export const JobFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'localizing.failed',
      context: {
        ...storyTranscribedContext,
        jobId: 'job-1',
        job: localizeJobView(localizeWalkJobSnapshots.failed),
        error: localizeJobView(localizeWalkJobSnapshots.failed).error,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Localization failed: The built-in voice cannot speak Hindi yet. Please choose another language.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Transcription' })).not.toHaveAttribute('readonly');
  },
};

export const Result: Story = {
  parameters: {
    machineState: machineState({
      machine: 'localize',
      value: 'localizing.result',
      context: {
        ...storyTranscribedContext,
        jobId: 'job-1',
        job: completedJob,
        notice: 'Localization completed! Redirecting to Library...',
      },
    }),
  },
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('list', { name: 'Steps' });
    await expect(within(steps).getByText('Result').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Localization completed! Redirecting to Library...')).toBeVisible();
    await expect(canvas.getByLabelText('Localized video')).toBeVisible();
    const download = canvas.getByRole('link', { name: /Download/ });
    await expect(download).toHaveAttribute('download', 'localized_tides-lecture_es.mp4');
    await expect(download.getAttribute('href')).toMatch(/download=true$/);
    await expect(canvas.getByRole('button', { name: 'Localize Another Video' })).toBeEnabled();
  },
};
