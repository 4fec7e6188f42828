// The /video page: every reachable state of the page machine on the Video Library tab (the first
// load, the grid, every face check on the cards, the spec's empty text, a reload keeping the grid,
// the load failure), the Upload
// and Record tabs, and a flow with the pretend server: switching tabs by keyboard, uploading a video
// and seeing the library reload. Issue 26: Rename and Delete on the cards, a deletion refused with its reason.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { videoPageMessages } from '@twin/machines/video/video-page';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { machineState, snapshotFromParameters } from '../../storybook/machine-state';
import { bindingOf, storyBinding } from '../../storybook/story-binding';
import { storyVideoPageMachine } from '../../storybook/video-fake-machines';
import {
  storyConsentFaceVideos,
  storyFaceCheckVideos,
  storyLibraryVideos,
  storyVideoFiles,
} from '../../storybook/video-fixtures';
import { VideoPageScreen } from './video-page-screen';
import { useBinding } from '../../lib/machine-binding';

const meta = {
  title: 'Video/Page',
  parameters: { layout: 'padded' },
  render: function Render(_args, { parameters }) {
    return (
      <VideoPageScreen
        page={bindingOf(snapshotFromParameters(parameters, 'videoPage'))}
        upload={storyBinding('videoUpload', 'idle')}
        recorder={storyBinding('videoRecorder', 'idle')}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** videoPage `loading`: the first load of the library. */
export const LibraryLoading: Story = {
  parameters: { machineState: machineState({ machine: 'videoPage', value: 'loading' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Video Library' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Loading videos...')).toBeVisible();
  },
};

/** videoPage `loaded`: the grid of players, one processing and one failed. */
export const LibraryLoaded: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoPage',
      value: 'loaded',
      context: { videos: storyLibraryVideos },
    }),
  },
  play: async ({ canvas }) => {
    const player = canvas.getByLabelText('course-intro.mp4');
    await expect(player).toHaveAttribute('preload', 'metadata');
    await expect(player).toHaveAttribute('poster');
    await expect(canvas.getByText('Processing...')).toBeVisible();
    await expect(canvas.getByText('Processing failed')).toBeVisible();
    await expect(canvas.getByText('Ready for lip-sync')).toBeVisible();
    await expect(canvas.getByText('No face found')).toBeVisible();
  },
};

const inUse =
  'This video is being used to create a lip-sync video. You can delete it once that video is finished.';

/** videoPage `loaded` with Rename and Delete (issue 26): renaming by keyboard; a deletion refused with the reason. */
export const LibraryManaged: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoPage',
      value: 'loaded',
      context: { videos: storyLibraryVideos },
    }),
  },
  render: function Render(_args, { parameters }) {
    const [manage] = React.useState(() => ({
      rename: fn(async () => undefined),
      remove: fn(async () => {
        throw new Error(inUse);
      }),
    }));
    return (
      <div>
        <VideoPageScreen
          page={bindingOf(snapshotFromParameters(parameters, 'videoPage'))}
          upload={storyBinding('videoUpload', 'idle')}
          recorder={storyBinding('videoRecorder', 'idle')}
          manageVideos={manage}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename course-intro' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await expect(field).toHaveValue('course-intro');
    await userEvent.clear(field);
    await userEvent.type(field, 'Course intro{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Delete course-intro' }));
    await screen.findByRole('alertdialog', { name: 'Delete this video?' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete video' }));
    await expect(await screen.findByText(inUse)).toBeVisible();
  },
};

/** videoPage `loaded`: each card's face check — ready, each reason, and nothing for a video not checked. */
export const LibraryFaceChecks: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoPage',
      value: 'loaded',
      context: { videos: storyFaceCheckVideos },
    }),
  },
  play: async ({ canvas }) => {
    const badges = canvasElementBadges(canvas.getAllByRole('listitem'));
    await expect(badges).toEqual([
      'Ready for lip-sync',
      'No face found',
      'Several faces',
      'Face too small',
      null,
    ]);
    await expect(canvas.getByText('No face found').closest('[title]')).toHaveAttribute(
      'title',
      'No face was found in this video, so the lips cannot follow your words.',
    );
  },
};

/**
 * videoPage `loaded`: cards of videos with one clear face, by how it compares with the consent recordings — the
 * consent face is ready, another face or no camera consent yet says so before any credit is spent.
 */
export const LibraryConsentFaces: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoPage',
      value: 'loaded',
      context: { videos: storyConsentFaceVideos },
    }),
  },
  play: async ({ canvas }) => {
    const badges = canvasElementBadges(canvas.getAllByRole('listitem'));
    await expect(badges).toEqual([
      'Ready for lip-sync',
      'Not your consent face',
      'Consent with camera needed',
    ]);
    await expect(canvas.getByText('Not your consent face').closest('[title]')).toHaveAttribute(
      'title',
      expect.stringContaining('This face does not match your consent recording.'),
    );
  },
};

/** Each card's face-check badge text, or null when it has none. */
function canvasElementBadges(cards: HTMLElement[]): (string | null)[] {
  return cards.map(
    (card) => card.querySelector('[data-slot="face-check-badge"]')?.textContent?.trim() ?? null,
  );
}

/** videoPage `loaded` with no videos: the spec's empty text. */
export const LibraryEmpty: Story = {
  parameters: { machineState: machineState({ machine: 'videoPage', value: 'loaded' }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No videos uploaded yet. Upload your first video to get started!'),
    ).toBeVisible();
  },
};

/** videoPage `reloading`: the grid stays while the list is fetched again. */
export const LibraryReloading: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoPage',
      value: 'reloading',
      context: { videos: storyLibraryVideos },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('course-intro.mp4')).toBeVisible();
    await expect(canvas.getByText('Refreshing videos')).toBeInTheDocument();
  },
};

/** videoPage `failed`: 'Failed to load videos' and Try Again. */
export const LibraryFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'videoPage',
      value: 'failed',
      context: { videosError: videoPageMessages.loadFailed },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load videos');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** The Upload Video tab with files chosen. */
export const UploadTab: Story = {
  parameters: {
    machineState: machineState({ machine: 'videoPage', value: 'loaded', context: { tab: 'upload' } }),
  },
  render: function Render(_args, { parameters }) {
    return (
      <VideoPageScreen
        page={bindingOf(snapshotFromParameters(parameters, 'videoPage'))}
        upload={storyBinding('videoUpload', 'selected', {
          files: [storyVideoFiles.talk, storyVideoFiles.demo],
          fileProgress: [0, 0],
        })}
        recorder={storyBinding('videoRecorder', 'idle')}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Upload Video' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Upload 2 videos' })).toBeVisible();
  },
};

/** The Record Video tab: the sample script beside the camera. */
export const RecordTab: Story = {
  parameters: {
    machineState: machineState({ machine: 'videoPage', value: 'loaded', context: { tab: 'record' } }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sample script' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start Recording' })).toBeEnabled();
  },
};

function LivePage() {
  // One machine for the story's life: @xstate/react hands each render's implementations to the actor.
  const [machine] = React.useState(() => storyVideoPageMachine(storyLibraryVideos.slice(0, 2)));
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);
  const upload = useBinding(snapshot.context.upload);
  const recorder = useBinding(snapshot.context.recorder);
  return <VideoPageScreen page={{ snapshot, send: actor.send }} upload={upload} recorder={recorder} />;
}

/** Flow: arrow keys move between the tabs; an upload is processed and the library lists the videos. */
export const TabsAndUpload: Story = {
  render: () => <LivePage />,
  play: async ({ canvas }) => {
    const uploadTab = canvas.getByRole('tab', { name: 'Upload Video' });
    uploadTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Record Video' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Sample script' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(uploadTab).toHaveAttribute('aria-selected', 'true');

    await userEvent.upload(canvas.getByLabelText('Choose video files'), [storyVideoFiles.talk]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload 1 video' }));
    await expect(
      await canvas.findByText('Video processed successfully!', {}, { timeout: 3000 }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Video Library' }));
    const library = within(canvas.getByRole('tabpanel'));
    await expect(await library.findByLabelText('course-intro.mp4')).toBeVisible();
    await expect(library.getByLabelText('recording_1763978400000.webm')).toBeVisible();
  },
};
