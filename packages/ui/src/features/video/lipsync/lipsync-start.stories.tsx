// Lip-sync start on the speech page: a story per reachable state of the lipsyncStart machine (the
// empty-timeline message, the picker loading, failing, its masonry grid with each video's face
// check, no videos with its Upload and Record tabs, the confirmation — the result's length and
// cost, a looped video, each engine's note, a video without a usable face — mixing, starting, each
// failure, the started notice), resolved from parameters.machineState (the engine from
// parameters.engine); and flows in Chromium with the real machine over pretend calls:
// choose and confirm by keyboard then /library after 2 s, Cancel back to the grid, a start call the
// server does not know yet (404 with its message), a failing mix, an empty timeline, the tabs by
// keyboard, and an upload in the picker that, once processed, shows in the grid.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import type { LipsyncClip, LipsyncStartContext } from '@twin/machines/video/lipsync-start';
import { expect, fn, screen, userEvent as directUserEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/button/button';
import { storyLipsyncClips, storyVideos } from '../../../storybook/library-fixtures';
import { storyLipsyncStartMachine, type StoryLipsyncOptions } from '../../../storybook/library-fake-machines';
import { machineState, snapshotFromParameters } from '../../../storybook/machine-state';
import { storyBinding } from '../../../storybook/story-binding';
import { storyVideoFiles } from '../../../storybook/video-fixtures';
import { LipsyncStartScreen, useLipsyncSources } from './lipsync-start-screen';

const videos = storyVideos(true);
const opened: Partial<LipsyncStartContext> = { clips: storyLipsyncClips, videos };
const chosen: Partial<LipsyncStartContext> = { ...opened, videoId: 'video-3' };
/** The confirmation's whole text must never name a setting (an environment variable). */
const settingName = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\bURL\b/;

/** The confirmation of `videoId` under `engine`, with the picker's videos changed by `videos`. */
const confirming = (
  engine: string | null,
  context: Partial<LipsyncStartContext> = chosen,
): Story['parameters'] => ({
  engine,
  machineState: machineState({ machine: 'lipsyncStart', value: 'confirming', context }),
});
const notFound = 'Failed to create lipsync video: Route POST:/api/videos/lipsync-timeline not found';

/** The picker's upload (its rule: any video/ type) and recorder, both waiting. */
const idleSources = () => ({
  upload: storyBinding('videoUpload', 'idle', { accept: 'picker' }),
  recorder: storyBinding('videoRecorder', 'idle'),
});

/** The picker once it is open and shown. */
async function openPicker(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: 'Create Video' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const meta = {
  title: 'Video/Lip-sync start',
  decorators: [
    (Story) => (
      <div className="grid min-h-screen content-start gap-3 bg-background p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
  render: function Render(_args, { parameters }) {
    return (
      <LipsyncStartScreen
        snapshot={snapshotFromParameters(parameters, 'lipsyncStart')}
        send={fn()}
        sources={parameters.withoutSources ? null : idleSources()}
        engine={parameters.engine ?? null}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { machineState: machineState({ machine: 'lipsyncStart', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const TimelineEmpty: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'timelineEmpty',
      context: { error: 'Please add audio clips to the timeline first.' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please add audio clips to the timeline first.',
    );
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const LoadingVideos: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'loadingVideos',
      context: { clips: storyLipsyncClips },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your videos...');
  },
};

export const VideosFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'videosFailed',
      context: { clips: storyLipsyncClips, error: 'Failed to load videos' },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load videos');
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The masonry grid: tiles keep their videos' shapes. */
export const Choosing: Story = {
  parameters: { machineState: machineState({ machine: 'lipsyncStart', value: 'choosing', context: opened }) },
  play: async () => {
    const dialog = await openPicker();
    const grid = within(dialog).getByRole('list', { name: 'Your videos' });
    await expect(within(grid).getAllByRole('button')).toHaveLength(6);
    await expect(within(grid).getByRole('button', { name: /portrait-intro\.mov/ })).toBeVisible();
    // Each tile's face check: ready, a short reason, or nothing for a video not checked.
    const badge = (name: RegExp) =>
      within(grid).getByRole('button', { name }).querySelector('[data-slot="face-check-badge"]')
        ?.textContent ?? null;
    await expect(badge(/studio-take/)).toBe('Ready for lip-sync');
    await expect(badge(/lecture-week-3/)).toBe('No face found');
    await expect(badge(/webinar-clip/)).toBe('Several faces');
    await expect(badge(/wide-stage-shot/)).toBe('Face too small');
    await expect(badge(/recording_/)).toBeNull();
  },
};

/** No videos: the Upload tab, the /video upload taking one video of any type. */
export const NoVideosUpload: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'noVideos.upload',
      context: { clips: storyLipsyncClips, videos: [] },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    await expect(within(dialog).getByRole('tab', { name: 'Upload' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getByRole('tab', { name: 'Record' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(within(dialog).getByText('A video file, up to 100MB.')).toBeVisible();
    await expect(within(dialog).getByLabelText('Choose a video file')).toHaveAttribute('accept', 'video/*');
  },
};

/** No videos: the Record tab, the /video camera panel. */
export const NoVideosRecord: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'noVideos.record',
      context: { clips: storyLipsyncClips, videos: [] },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    await expect(within(dialog).getByRole('tab', { name: 'Record' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: /Start Recording/ })).toBeVisible();
  },
};

/** No videos and no upload or recorder given: the spec's line and a link to /video. */
export const NoVideosWithoutSources: Story = {
  parameters: {
    withoutSources: true,
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'noVideos.upload',
      context: { clips: storyLipsyncClips, videos: [] },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    await expect(
      within(dialog).getByText('No videos uploaded yet. Upload your first video to get started!'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Upload Video' })).toHaveAttribute(
      'href',
      '/video',
    );
  },
};

/** Back from an upload in the picker: the grid marks the new video New. */
export const ChoosingAfterUpload: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'choosing',
      context: { ...opened, newVideoId: 'video-2' },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    const grid = within(dialog).getByRole('list', { name: 'Your videos' });
    await expect(within(grid).getByRole('button', { name: /New/ })).toHaveAttribute(
      'data-video-id',
      'video-2',
    );
  },
};

/**
 * The built-in engine that moves the lips: the result's length (the timeline's 7.5 s) and cost (8 credits, rounded up
 * as charged), and a line on what the engine does; no setting named anywhere.
 */
export const Confirming: Story = {
  parameters: confirming('face'),
  play: async () => {
    const dialog = await openPicker();
    await expect(
      within(dialog).getAllByText('Are you sure you want to use this video for lip-sync generation?')[0],
    ).toBeVisible();
    const summary = within(dialog.querySelector<HTMLElement>('[data-slot="lipsync-summary"]')!);
    await expect(summary.getByText('Length').nextElementSibling).toHaveTextContent('0:07.5');
    await expect(summary.getByText('Cost').nextElementSibling).toHaveTextContent(
      '8 credits1 credit per second of video',
    );
    await expect(
      within(dialog).getByText('The lips and jaw in your video are animated to follow the audio.'),
    ).toBeVisible();
    await expect(within(dialog).queryByText(/looped/)).toBeNull();
    await expect(dialog.querySelector('[data-slot="lipsync-face-warning"]')).toBeNull();
    await expect(dialog.textContent).not.toMatch(settingName);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm & Generate' })).toBeVisible();
  },
};

/** A video shorter than the audio: the confirmation says it will be looped. */
export const ConfirmingLoopedVideo: Story = {
  parameters: confirming('face', {
    ...chosen,
    videos: videos.map((video) => (video.id === 'video-3' ? { ...video, duration: 5 } : video)),
  }),
  play: async () => {
    const dialog = await openPicker();
    await expect(
      within(dialog).getByText(
        'This video is shorter than the audio, so it will be looped to fill the whole length.',
      ),
    ).toBeVisible();
  },
};

/** The built-in engine that moves no lips: said plainly, with no setting named. */
export const ConfirmingWithoutLipMotion: Story = {
  parameters: confirming('mux'),
  play: async () => {
    const dialog = await openPicker();
    await expect(
      within(dialog).getByText('Your video is fitted to the audio, but the lips will not move.'),
    ).toBeVisible();
    await expect(dialog.textContent).not.toMatch(settingName);
  },
};

/** A lip-sync model served over HTTP: nothing to add about the engine. */
export const ConfirmingWithModelServer: Story = {
  parameters: confirming('http'),
  play: async () => {
    const dialog = await openPicker();
    await expect(dialog.querySelector('[data-slot="lipsync-engine-note"]')).toBeNull();
    await expect(within(dialog).getByText('8 credits')).toBeVisible();
  },
};

/** A video whose face check found no face: the creator learns before spending credits that the lips cannot follow. */
export const ConfirmingWithoutFace: Story = {
  parameters: confirming('face', { ...opened, videoId: 'video-4' }),
  play: async () => {
    const dialog = await openPicker();
    await expect(dialog.querySelector('[data-slot="lipsync-face-warning"]')).toHaveTextContent(
      'No face was found in this video, so the lips cannot follow your words.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Confirm & Generate' })).toBeVisible();
  },
};

/** Issue 23: a clear face that is not the creator's consent face — said before any credit is spent. */
export const ConfirmingOtherPersonsFace: Story = {
  parameters: confirming('face', {
    ...chosen,
    videos: videos.map((video) => (video.id === 'video-3' ? { ...video, consentFace: 'differs' } : video)),
  }),
  play: async () => {
    const dialog = await openPicker();
    await expect(dialog.querySelector('[data-slot="lipsync-face-warning"]')).toHaveTextContent(
      'This face does not match your consent recording.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Confirm & Generate' })).toBeVisible();
  },
};

export const Mixing: Story = {
  parameters: { machineState: machineState({ machine: 'lipsyncStart', value: 'mixing', context: chosen }) },
  play: async () => {
    const dialog = await openPicker();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Mixing the timeline audio...');
    await expect(within(dialog).getByRole('button', { name: 'Confirm & Generate' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Starting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'starting',
      context: { ...chosen, mixedAudioUrl: '/api/audio/story-mix' },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Starting lip-sync...');
  },
};

export const FailedCompositeAudio: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'failed',
      context: { ...chosen, error: 'Error creating composite audio. Please try again.' },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error creating composite audio. Please try again.',
    );
  },
};

export const FailedStart: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'failed',
      context: { ...chosen, mixedAudioUrl: '/api/audio/story-mix', error: notFound },
    }),
  },
  play: async () => {
    const dialog = await openPicker();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(notFound);
  },
};

export const Started: Story = {
  parameters: {
    machineState: machineState({
      machine: 'lipsyncStart',
      value: 'started',
      context: {
        ...chosen,
        jobId: 'job-1',
        notice: 'Lipsync job started! Check the Library page to monitor progress.',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Lipsync job started! Check the Library page to monitor progress.',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

const goToLibrary = fn();

function LipsyncFlow({
  clips = storyLipsyncClips,
  ...options
}: StoryLipsyncOptions & { clips?: LipsyncClip[] }) {
  const [machine] = React.useState(() => storyLipsyncStartMachine({ goToLibrary, ...options }));
  const lipsync = useActorRef(machine);
  const snapshot = useSelector(lipsync, (state) => state);
  const sources = useLipsyncSources(snapshot);
  return (
    <>
      <LipsyncStartScreen snapshot={snapshot} send={lipsync.send} sources={sources} />
      <Button className="justify-self-start" onClick={() => lipsync.send({ type: 'lipsync.open', clips })}>
        Create Video
      </Button>
    </>
  );
}

const flow = (args: React.ComponentProps<typeof LipsyncFlow>): Story => ({
  render: () => <LipsyncFlow {...args} />,
});

/** By keyboard: open, choose the third video, confirm; the notice shows and /library follows after 2 s. */
export const ChooseAndConfirmByKeyboard: Story = {
  ...flow({}),
  play: async ({ canvas, userEvent }) => {
    goToLibrary.mockClear();
    canvas.getByRole('button', { name: 'Create Video' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openPicker();
    const third = await within(dialog).findByRole('button', { name: /portrait-intro\.mov/ });
    third.focus();
    await userEvent.keyboard('{Enter}');
    const cancel = await within(dialog).findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(within(dialog).getByText('portrait-intro.mov')).toBeVisible();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Confirm & Generate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Mixing the timeline audio...')).toBeVisible();
    await expect(
      await canvas.findByText('Lipsync job started! Check the Library page to monitor progress.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(goToLibrary).not.toHaveBeenCalled();
    await waitFor(() => expect(goToLibrary).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

/** Cancel returns to the grid with the chosen video's tile focused; Escape closes the picker. */
export const CancelBackToGrid: Story = {
  ...flow({}),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Video' }));
    const dialog = await openPicker();
    await userEvent.click(await within(dialog).findByRole('button', { name: /lecture-week-3\.mp4/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /lecture-week-3\.mp4/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server has no lip-sync route yet: the failure names it, and Confirm & Generate retries. */
export const StartFailsWithServerMessage: Story = {
  ...flow({ startError: 'Route POST:/api/videos/lipsync-timeline not found' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Video' }));
    const dialog = await openPicker();
    await userEvent.click(await within(dialog).findByRole('button', { name: /studio-take\.mp4/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Generate' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(notFound);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Generate' }));
    await expect(await within(dialog).findByText('Starting lip-sync...')).toBeVisible();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(notFound);
  },
};

export const CompositeAudioFails: Story = {
  ...flow({ mixFails: true }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Video' }));
    const dialog = await openPicker();
    await userEvent.click(await within(dialog).findByRole('button', { name: /studio-take\.mp4/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Generate' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error creating composite audio. Please try again.',
    );
  },
};

export const EmptyTimeline: Story = {
  ...flow({ clips: [] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Video' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please add audio clips to the timeline first.',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No videos yet: the Upload and Record tabs, by keyboard; leaving Record closes the camera. */
export const NoVideosTabsByKeyboard: Story = {
  ...flow({ videos: [] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Video' }));
    const dialog = await openPicker();
    const uploadTab = await within(dialog).findByRole('tab', { name: 'Upload' });
    await expect(uploadTab).toHaveAttribute('aria-selected', 'true');
    uploadTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: 'Record' })).toHaveAttribute('aria-selected', 'true'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Start Recording/ }));
    await expect(await within(dialog).findByText(/REC/)).toBeVisible();
    within(dialog).getByRole('tab', { name: 'Record' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(uploadTab).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Record' }));
    await expect(await within(dialog).findByRole('button', { name: /Start Recording/ })).toBeVisible();
  },
};

const uploaded = {
  id: 'video-101',
  name: 'course-intro.mp4',
  previewSrc: null,
  posterSrc: storyVideos(true)[0]?.posterSrc ?? null,
  duration: 12,
};

/**
 * No videos yet: a file that is not a video is refused with the spec's text; a video uploads in
 * the picker, is processed, and the grid shows it (marked New, focused) to choose and confirm.
 */
export const UploadInPickerShowsItInTheGrid: Story = {
  ...flow({ videos: [], laterVideos: [uploaded] }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Video' }));
    const dialog = await openPicker();
    const input = await within(dialog).findByLabelText('Choose a video file');
    // A file the input's accept list would hide, as a drop could bring it.
    await directUserEvent.upload(input, [storyVideoFiles.notes], { applyAccept: false });
    await expect(await within(dialog).findByText('Please select a video file.')).toBeVisible();
    await userEvent.upload(input, [storyVideoFiles.talk]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload 1 video' }));
    await expect(await within(dialog).findByText('Successfully uploaded 1 video(s)!')).toBeVisible();
    const grid = await waitFor(() => within(dialog).getByRole('list', { name: 'Your videos' }), {
      timeout: 3000,
    });
    const tile = within(grid).getByRole('button', { name: /course-intro\.mp4/ });
    await expect(tile).toHaveTextContent('New');
    await waitFor(() => expect(tile).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('button', { name: 'Confirm & Generate' })).toBeVisible();
  },
};
