// VideoUploadPanel stories: every reachable state of the video upload machine
// (parameters.machineState), a refused choice, and flows with the pretend server — a file chosen
// by the picker, uploaded with progress and processed; an upload the server refuses.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { checkingStageProgress, videoUploadMessages } from '@twin/machines/video/video-upload';
import { expect, userEvent, waitFor } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { bindingOf } from '../../storybook/story-binding';
import { storyVideoUploadMachine } from '../../storybook/video-fake-machines';
import { storyVideoFiles } from '../../storybook/video-fixtures';
import { VideoUploadPanel } from './video-upload-panel';

const { talk, demo } = storyVideoFiles;
const chosen = { files: [talk, demo], fileProgress: [0, 0] };

const meta = {
  title: 'Video/Upload',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    return (
      <div className="mx-auto max-w-2xl rounded-xl border bg-surface p-6">
        <VideoUploadPanel upload={bindingOf(snapshotFromParameters(parameters, 'videoUpload'))} />
      </div>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** videoUpload `idle`: the drop zone with the formats and the displayed limit. */
export const Idle: Story = {
  parameters: { machineState: machineState({ machine: 'videoUpload', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('MP4, WebM, MOV or AVI, up to 100MB each. Several files allowed.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Choose video files')).toBeEnabled();
  },
};

/** videoUpload `idle` after a choice with no video in it. */
export const InvalidFiles: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'idle',
      context: { error: videoUploadMessages.invalidFiles },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please select valid video files (MP4, WebM, MOV, AVI)',
    );
  },
};

/** videoUpload `selected`: two files waiting, each removable. */
export const Selected: Story = {
  parameters: { machineState: machineState({ machine: 'videoUpload', value: 'selected', context: chosen }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove course-intro.mp4' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Upload 2 videos' })).toBeEnabled();
  },
};

/** videoUpload `uploading`: 35 overall (10 → 60), the first file two thirds sent. */
export const Uploading: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'uploading',
      context: { ...chosen, fileProgress: [70, 0], progress: 35 },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Upload of course-intro.mp4' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    await expect(canvas.getByLabelText('Choose video files')).toBeDisabled();
  },
};

/** videoUpload `uploadFailed`: the server's message; Try Again keeps the files. */
export const UploadFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'uploadFailed',
      context: { ...chosen, error: videoUploadMessages.uploadFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to upload videos');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

const uploaded = { videoIds: ['video-1', 'video-2'], notice: videoUploadMessages.uploaded(2) };

/** videoUpload `processing.waiting`: 'Successfully uploaded 2 video(s)!' and the next check in 5 s. */
export const ProcessingWaiting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'processing.waiting',
      context: { ...uploaded, checks: 3, progress: checkingStageProgress(3) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Successfully uploaded 2 video(s)!')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute(
      'aria-valuenow',
      '52',
    );
  },
};

/** videoUpload `processing.checking`: a status check under way. */
export const ProcessingChecking: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'processing.checking',
      context: { ...uploaded, checks: 30, progress: checkingStageProgress(30) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
  },
};

/** videoUpload `processing.processed`. */
export const Processed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'processing.processed',
      context: { videoIds: ['video-1'], checks: 4, progress: 100, notice: videoUploadMessages.processed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Video processed successfully!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload More Videos' })).toBeEnabled();
  },
};

/** videoUpload `processing.failed`. */
export const ProcessingFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'processing.failed',
      context: { ...uploaded, checks: 2, progress: 51, notice: null, error: videoUploadMessages.failed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Video processing failed. Please try again.');
  },
};

/** videoUpload `processing.timedOut`: 60 checks and still processing. */
export const ProcessingTimedOut: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'processing.timedOut',
      context: { ...uploaded, checks: 60, progress: 90, notice: null, error: videoUploadMessages.timedOut },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Video processing is taking longer than expected. Please check back later.',
    );
  },
};

/** videoUpload `processing.statusUnknown`: the status call failed. */
export const StatusUnknown: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoUpload',
      value: 'processing.statusUnknown',
      context: {
        ...uploaded,
        checks: 1,
        progress: 51,
        notice: null,
        error: videoUploadMessages.statusUnknown,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to check video processing status.');
  },
};

function LiveUpload({ refuse = false }: { refuse?: boolean }) {
  // One machine for the story's life: @xstate/react hands each render's implementations to the actor.
  const [machine] = React.useState(() => storyVideoUploadMachine({ refuse }));
  const actor = useActorRef(machine, { input: {} });
  const snapshot = useSelector(actor, (state) => state);
  return (
    <div className="mx-auto max-w-2xl rounded-xl border bg-surface p-6">
      <VideoUploadPanel upload={{ snapshot, send: actor.send }} />
    </div>
  );
}

/** Flow: a text file is refused, a video chosen with the picker is uploaded and processed. */
export const UploadAndProcess: Story = {
  render: () => <LiveUpload />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Choose video files');
    await userEvent.upload(input, [storyVideoFiles.notes], { applyAccept: false });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please select valid video files (MP4, WebM, MOV, AVI)',
    );
    await userEvent.upload(input, [talk]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload 1 video' }));
    await expect(await canvas.findByText('Successfully uploaded 1 video(s)!')).toBeVisible();
    await expect(
      await canvas.findByText('Video processed successfully!', {}, { timeout: 3000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute('aria-valuenow', '100'),
    );
  },
};

/** Flow: the server refuses the upload; its message shows and Try Again is offered. */
export const UploadRefused: Story = {
  render: () => <LiveUpload refuse />,
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Choose video files'), [demo]);
    await userEvent.keyboard('{Tab}');
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload 1 video' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'File too large. Maximum size is 100MB.',
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};
