// The Audio Timeline section of /text-to-speech (spec part 2 §2, §4): Upload Audio stores the
// chosen files on the server (the app's `uploadTimelineAudio` actor, reporting progress over all
// files) → 'Audio file added to timeline!', which leaves after the spec's 2 seconds (named delay
// `noticeDuration`), or the server's refusal, which stays until the next action or Dismiss. The
// files the server kept are in `added` for the timeline. Create Video is lip-sync start's
// (@twin/machines/video/lipsync-start).
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { clampPercent, type AudioFile } from '../shared/audio-sample';
import { notProvided } from '../shared/not-provided';
import { serverMessageOr } from '../shared/server-message';
import {
  onUploadProgress,
  reportUploadProgress,
  trackUploadProgress,
  type UploadProgressEvent,
} from '../shared/upload-progress';
import { timelineMessages } from '../timeline';
import { speechNoticeDuration } from './speech-generation.constants';

/** Ours: the spec has no text for a failed timeline upload (the server's message is preferred). */
export const audioUploadFailedMessage = 'Failed to upload audio';

/** A file the server kept, as a clip for the timeline (structurally the timeline's AudioToAdd). */
export interface UploadedTimelineClip {
  id: string;
  type: 'upload';
  url: string;
  name: string;
  /** Seconds. */
  duration: number;
}

export interface UploadTimelineAudioInput {
  files: readonly AudioFile[];
  /** 0–100 over all the files. */
  reportProgress: (percent: number) => void;
}

/** Files kept before a refusal are still added; `error` is the first refusal, in the server's words. */
export interface TimelineUploadResult {
  added: UploadedTimelineClip[];
  error: string | null;
}

export interface TimelineSectionContext {
  /** Whole percent while uploading. */
  percent: number;
  /** The notice or error shown. */
  text: string | null;
  /** What the last upload added, for the timeline. */
  added: UploadedTimelineClip[];
}

export type TimelineSectionEvent =
  { type: 'upload.start'; files: readonly AudioFile[] } | UploadProgressEvent | { type: 'status.dismiss' };

const cleared = { percent: 0, text: null, added: [] } satisfies TimelineSectionContext;

export const timelineSectionMachine = setup({
  types: {
    context: {} as TimelineSectionContext,
    events: {} as TimelineSectionEvent,
  },
  actors: {
    uploadTimelineAudio: notProvided<TimelineUploadResult, UploadTimelineAudioInput>('uploadTimelineAudio'),
  },
  actions: {
    startUpload: assign(cleared),
    trackProgress: trackUploadProgress<TimelineSectionContext, TimelineSectionEvent>((percent) => ({
      percent: clampPercent(percent),
    })),
    clear: assign(cleared),
  },
  delays: {
    noticeDuration: speechNoticeDuration,
  },
}).createMachine({
  id: 'timelineSection',
  context: cleared,
  initial: 'idle',
  // From any state but uploading (which overrides these): a new upload, Dismiss.
  on: {
    'upload.start': { target: '.uploading', actions: 'startUpload' },
    'status.dismiss': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    uploading: {
      // One upload at a time.
      on: {
        ...onUploadProgress,
        'upload.start': {},
        'status.dismiss': {},
      },
      invoke: {
        id: 'uploadTimelineAudio',
        src: 'uploadTimelineAudio',
        input: ({ event, self }) => {
          assertEvent(event, 'upload.start');
          return {
            files: event.files,
            reportProgress: reportUploadProgress(self),
          };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.error !== null,
            target: 'error',
            actions: assign({
              text: ({ event }) => event.output.error,
              added: ({ event }) => event.output.added,
            }),
          },
          {
            target: 'notice',
            actions: assign({
              text: timelineMessages.audioFileAdded,
              added: ({ event }) => event.output.added,
            }),
          },
        ],
        onError: {
          target: 'error',
          actions: assign({ text: ({ event }) => serverMessageOr(event.error, audioUploadFailedMessage) }),
        },
      },
    },
    /** 'Audio file added to timeline!': leaves by itself. */
    notice: {
      after: { noticeDuration: { target: 'idle', actions: 'clear' } },
    },
    /** Stays until the next action or Dismiss. */
    error: {},
  },
});

export type TimelineSectionMachine = typeof timelineSectionMachine;
export type TimelineSectionSnapshot = SnapshotFrom<typeof timelineSectionMachine>;
export type TimelineSectionActorRef = ActorRefFrom<typeof timelineSectionMachine>;
