// Lip-sync start on the speech page (spec part 2 §2, §5, §7, §8, §9): Create Video with an empty
// timeline → 'Please add audio clips to the timeline first.'; otherwise the video picker opens and
// loads the videos (`loadVideos`; 'Failed to load videos'), the user picks one and confirms
// ('Are you sure you want to use this video for lip-sync generation?', Cancel / Confirm & Generate),
// the timeline is mixed into one stored file (`createCompositeAudio`; 'Error creating composite
// audio. Please try again.') and the job is started (`startLipsync`; 'Failed to create lipsync
// video' with the server's message). Success shows 'Lipsync job started! Check the Library page to
// monitor progress.' and after 2 s (named delay `redirectDelay`) runs the app's `goToLibrary`.
// A failure stays on the confirmation, so Confirm & Generate tries again (reusing a finished mix).
// The empty-timeline message leaves by itself once the timeline holds a clip (`timeline.clipsChanged`,
// issue 26): its cause is gone.
// With no videos the picker shows two tabs, Upload and Record (`noVideos.upload` / `.record`): it
// invokes the video upload (input `accept: 'picker'`: any video/ type, else 'Please select a video
// file.') and the video recorder, whose effects the app provides; when either has processed its
// video the picker loads the videos again and shows the grid with the new one. Leaving Record, or
// the picker, closes the camera.
import { assertEvent, assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { videoRecorderMachine } from '../video-recorder/video-recorder.machine';
import { videoUploadMachine } from '../video-upload/video-upload.machine';
import { lipsyncStartMessages } from './lipsync-start.messages';
import type {
  CompositeAudio,
  CompositeAudioInput,
  LipsyncStartContext,
  LipsyncSourceTab,
  LipsyncStartEvent,
  LipsyncVideo,
  StartedLipsync,
  StartLipsyncInput,
} from './lipsync-start.types';

export const lipsyncRedirectDelay = 2000;

/**
 * Whether the picker's upload or recorder has processed its video ({ processing: 'processed' }).
 * Read from the value alone, so logic the app or a test provides instead of the machines (whose
 * snapshots have no `matches`) counts as not processed rather than failing the guard.
 */
function isProcessedSnapshot(snapshot: unknown): boolean {
  const value = (snapshot as { value?: unknown } | null)?.value;
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { processing?: unknown }).processing === 'processed'
  );
}

const initialContext = {
  clips: [],
  videos: [],
  videoId: null,
  newVideoId: null,
  mixedAudioUrl: null,
  jobId: null,
  notice: null,
  error: null,
} satisfies LipsyncStartContext;

export const lipsyncStartMachine = setup({
  types: {
    context: {} as LipsyncStartContext,
    events: {} as LipsyncStartEvent,
    children: {} as { videoUpload: 'videoUpload'; videoRecorder: 'videoRecorder' },
  },
  actors: {
    videoUpload: videoUploadMachine,
    videoRecorder: videoRecorderMachine,
    loadVideos: notProvided<LipsyncVideo[], void>('loadVideos'),
    createCompositeAudio: notProvided<CompositeAudio, CompositeAudioInput>('createCompositeAudio'),
    startLipsync: notProvided<StartedLipsync, StartLipsyncInput>('startLipsync'),
  },
  actions: {
    /** The app navigates to /library. */
    goToLibrary: () => {},
    open: assign(({ event }) => {
      assertEvent(event, 'lipsync.open');
      return { ...initialContext, clips: [...event.clips] };
    }),
    reset: assign(initialContext),
    chooseVideo: assign(({ event }) => {
      assertEvent(event, 'video.choose');
      return { videoId: event.videoId, error: null };
    }),
    clearError: assign({ error: null }),
    showVideos: assign((_, videos: LipsyncVideo[]) => ({ videos })),
    keepNewVideo: assign((_, videoIds: readonly string[]) => ({ newVideoId: videoIds[0] ?? null })),
    /** Leaving the Record tab closes the camera (a saved take goes on processing). */
    cancelRecording: sendTo('videoRecorder', { type: 'recording.cancel' }),
  },
  guards: {
    timelineIsEmpty: ({ event }) => {
      assertEvent(event, 'lipsync.open');
      return event.clips.length === 0;
    },
    timelineHasClips: ({ event }) => {
      assertEvent(event, 'timeline.clipsChanged');
      return event.clipCount > 0;
    },
    isOfferedVideo: ({ context, event }) => {
      assertEvent(event, 'video.choose');
      return context.videos.some((video) => video.id === event.videoId);
    },
    hasMixedAudio: ({ context }) => context.mixedAudioUrl !== null,
    hasNoVideos: (_, videos: readonly LipsyncVideo[]) => videos.length === 0,
    /** An upload or a recording in the picker has processed its video. */
    isProcessed: (_, snapshot: unknown) => isProcessedSnapshot(snapshot),
    selectsTab: ({ event }, tab: LipsyncSourceTab) => {
      assertEvent(event, 'tab.select');
      return event.tab === tab;
    },
  },
  delays: {
    redirectDelay: lipsyncRedirectDelay,
  },
}).createMachine({
  id: 'lipsyncStart',
  context: initialContext,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'lipsync.open': [
          {
            guard: 'timelineIsEmpty',
            target: 'timelineEmpty',
            actions: ['reset', assign({ error: lipsyncStartMessages.emptyTimeline })],
          },
          { target: 'loadingVideos', actions: 'open' },
        ],
      },
    },
    /** 'Please add audio clips to the timeline first.' under the timeline. */
    timelineEmpty: {
      on: {
        'lipsync.open': [
          { guard: 'timelineIsEmpty', target: 'timelineEmpty', reenter: true },
          { target: 'loadingVideos', actions: 'open' },
        ],
        'status.dismiss': { target: 'idle', actions: 'reset' },
        'timeline.clipsChanged': { guard: 'timelineHasClips', target: 'idle', actions: 'reset' },
      },
    },
    /** The picker is open from here on, until it closes or the job starts. */
    loadingVideos: {
      on: { 'picker.close': { target: 'idle', actions: 'reset' } },
      invoke: {
        id: 'loadVideos',
        src: 'loadVideos',
        onDone: [
          {
            guard: { type: 'hasNoVideos', params: ({ event }) => event.output },
            target: 'noVideos',
            actions: { type: 'showVideos', params: ({ event }) => event.output },
          },
          { target: 'choosing', actions: { type: 'showVideos', params: ({ event }) => event.output } },
        ],
        onError: { target: 'videosFailed', actions: assign({ error: lipsyncStartMessages.videosFailed }) },
      },
    },
    videosFailed: {
      on: {
        'videos.reload': { target: 'loadingVideos', actions: 'clearError' },
        'picker.close': { target: 'idle', actions: 'reset' },
      },
    },
    /**
     * No videos yet: the Upload and Record tabs, each the /video workflow. A video processed by
     * either loads the videos again (leaving this state stops both; the camera closes).
     */
    noVideos: {
      invoke: [
        {
          id: 'videoUpload',
          src: 'videoUpload',
          input: { accept: 'picker' },
          onSnapshot: {
            guard: {
              type: 'isProcessed',
              params: ({ event }: { event: { snapshot: unknown } }) => event.snapshot,
            },
            target: 'loadingVideos',
            actions: { type: 'keepNewVideo', params: ({ event }) => event.snapshot.context.videoIds },
          },
        },
        {
          id: 'videoRecorder',
          src: 'videoRecorder',
          input: {},
          onSnapshot: {
            guard: {
              type: 'isProcessed',
              params: ({ event }: { event: { snapshot: unknown } }) => event.snapshot,
            },
            target: 'loadingVideos',
            actions: { type: 'keepNewVideo', params: ({ event }) => event.snapshot.context.videoIds },
          },
        },
      ],
      on: { 'picker.close': { target: 'idle', actions: 'reset' } },
      initial: 'upload',
      states: {
        upload: {
          on: { 'tab.select': { guard: { type: 'selectsTab', params: 'record' }, target: 'record' } },
        },
        record: {
          exit: 'cancelRecording',
          on: { 'tab.select': { guard: { type: 'selectsTab', params: 'upload' }, target: 'upload' } },
        },
      },
    },
    /** The grid of videos. */
    choosing: {
      on: {
        'video.choose': { guard: 'isOfferedVideo', target: 'confirming', actions: 'chooseVideo' },
        'videos.reload': { target: 'loadingVideos' },
        'picker.close': { target: 'idle', actions: 'reset' },
      },
    },
    /** 'Are you sure…?' with Cancel and Confirm & Generate. */
    confirming: {
      on: {
        'lipsync.confirm': [{ guard: 'hasMixedAudio', target: 'starting' }, { target: 'mixing' }],
        'confirmation.cancel': { target: 'choosing', actions: assign({ videoId: null, error: null }) },
        'picker.close': { target: 'idle', actions: 'reset' },
      },
    },
    /** Mixing the timeline into one stored file; the picker cannot be closed meanwhile. */
    mixing: {
      invoke: {
        id: 'createCompositeAudio',
        src: 'createCompositeAudio',
        input: ({ context }) => ({ clips: context.clips }),
        onDone: {
          target: 'starting',
          actions: assign({ mixedAudioUrl: ({ event }) => event.output.mixedAudioUrl }),
        },
        onError: { target: 'failed', actions: assign({ error: lipsyncStartMessages.compositeAudioFailed }) },
      },
    },
    /** POST /api/videos/lipsync-timeline. */
    starting: {
      invoke: {
        id: 'startLipsync',
        src: 'startLipsync',
        input: ({ context }) => ({
          videoId: context.videoId ?? '',
          clips: context.clips,
          mixedAudioUrl: context.mixedAudioUrl ?? '',
        }),
        onDone: {
          target: 'started',
          actions: assign({
            jobId: ({ event }) => event.output.jobId,
            notice: lipsyncStartMessages.started,
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => lipsyncStartMessages.failedWith(event.error) }),
        },
      },
    },
    /** The confirmation again, with the failure; Confirm & Generate tries again. */
    failed: {
      on: {
        'lipsync.confirm': [
          { guard: 'hasMixedAudio', target: 'starting', actions: 'clearError' },
          { target: 'mixing', actions: 'clearError' },
        ],
        'confirmation.cancel': { target: 'choosing', actions: assign({ videoId: null, error: null }) },
        'picker.close': { target: 'idle', actions: 'reset' },
      },
    },
    /** 'Lipsync job started! …', then /library after 2 s. */
    started: {
      after: { redirectDelay: { target: 'idle', actions: ['goToLibrary', 'reset'] } },
    },
  },
});

export type LipsyncStartMachine = typeof lipsyncStartMachine;
export type LipsyncStartSnapshot = SnapshotFrom<typeof lipsyncStartMachine>;
export type LipsyncStartActorRef = ActorRefFrom<typeof lipsyncStartMachine>;
