// The /video page (spec part 2 §2 /video): tabs Upload Video, Record Video and Video Library. It
// spawns the upload and recorder workflows (the app provides them with their effects), loads the
// library with the app's `loadVideos` actor (GET /api/videos, videos with upload_method 'lipsync'
// left out; 'Failed to load videos', or 'Authentication error. Please log in again.' without a
// login), and reloads it when an upload or a recording is saved and when it is processed (the
// children's emitted events, relayed). While a listed video is still being processed (a recording
// saved a moment before the tab was opened), the list is read again every 3 s (`libraryPollInterval`,
// issue 26), so its card turns into a player without a reload. Leaving the Record tab closes the camera.
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { relayEmitted } from '../../shared/relay-emitted';
import { videoCallError } from '../../shared/video-processing';
import { videoRecorderMachine } from '../video-recorder/video-recorder.machine';
import { videoUploadMachine } from '../video-upload/video-upload.machine';
import { videoPageMessages } from './video-page.messages';
import type { LibraryVideo, VideoPageContext, VideoPageEvent } from './video-page.types';

const listed = (videos: readonly LibraryVideo[]) =>
  videos.filter((video) => video.uploadMethod !== 'lipsync');

/** A video not yet ready or failed: its card shows 'Processing...'. */
const beingProcessed = (video: LibraryVideo) => video.status !== 'ready' && video.status !== 'failed';

export const videoPageTimings = { libraryPollInterval: 3000 } as const;

const videoPageSetup = setup({
  types: {
    context: {} as VideoPageContext,
    events: {} as VideoPageEvent,
  },
  actors: {
    videoUpload: videoUploadMachine,
    videoRecorder: videoRecorderMachine,
    relayEmitted,
    loadVideos: notProvided<LibraryVideo[], void>('loadVideos'),
  },
  actions: {
    showVideos: assign((_, videos: readonly LibraryVideo[]) => ({
      videos: listed(videos),
      videosError: null,
    })),
    showLoadError: assign((_, params: { error: unknown }) => ({
      videosError: videoCallError(params.error, videoPageMessages.loadFailed),
    })),
  },
  guards: {
    hasVideoBeingProcessed: ({ context }) => context.videos.some(beingProcessed),
  },
  delays: videoPageTimings,
});

/** A library request: the answer replaces the list; a failure keeps the list and shows the text. */
const requestingVideos = videoPageSetup.createStateConfig({
  invoke: {
    id: 'loadVideos',
    src: 'loadVideos',
    onDone: { target: 'loaded', actions: { type: 'showVideos', params: ({ event }) => event.output } },
    onError: {
      target: 'failed',
      actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) },
    },
  },
});

export const videoPageMachine = videoPageSetup.createMachine({
  id: 'videoPage',
  context: ({ spawn }) => ({
    upload: spawn('videoUpload', { id: 'videoUpload', input: {} }),
    recorder: spawn('videoRecorder', { id: 'videoRecorder', input: {} }),
    tab: 'upload',
    videos: [],
    videosError: null,
  }),
  invoke: {
    id: 'relayEmitted',
    src: 'relayEmitted',
    input: ({ context }) => ({
      routes: [
        { from: context.upload, type: 'videoUpload.uploaded', as: 'library.changed' },
        { from: context.upload, type: 'videoUpload.processed', as: 'library.changed' },
        { from: context.recorder, type: 'videoRecorder.saved', as: 'library.changed' },
        { from: context.recorder, type: 'videoRecorder.processed', as: 'library.changed' },
      ],
    }),
  },
  on: {
    'tab.select': [
      { guard: ({ event }) => event.tab === 'record', actions: assign({ tab: 'record' }) },
      {
        actions: [
          assign({ tab: ({ event }) => event.tab }),
          sendTo(({ context }) => context.recorder, { type: 'recording.cancel' }),
        ],
      },
    ],
  },
  initial: 'loading',
  states: {
    /** The first load: the library shows a spinner. */
    loading: requestingVideos,
    loaded: {
      on: { 'videos.reload': 'reloading', 'library.changed': 'reloading' },
      after: { libraryPollInterval: { guard: 'hasVideoBeingProcessed', target: 'reloading' } },
    },
    /** Later loads keep the list on screen; the newest request wins. */
    reloading: {
      ...requestingVideos,
      on: {
        'videos.reload': { target: 'reloading', reenter: true },
        'library.changed': { target: 'reloading', reenter: true },
      },
    },
    /** 'Failed to load videos': Try Again, or the next upload, reloads. */
    failed: {
      on: { 'videos.reload': 'reloading', 'library.changed': 'reloading' },
    },
  },
});

export type VideoPageMachine = typeof videoPageMachine;
export type VideoPageSnapshot = SnapshotFrom<typeof videoPageMachine>;
export type VideoPageActorRef = ActorRefFrom<typeof videoPageMachine>;
