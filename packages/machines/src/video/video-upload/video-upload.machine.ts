// The Upload Video tab (spec part 2 §2 /video, §4, §5, §7, §8, §9): idle → files chosen (MP4,
// WebM, MOV, AVI by type or extension; any other → 'Please select valid video files (MP4, WebM,
// MOV, AVI)'; with input `accept: 'picker'`, the speech page's video picker, any video/ type, else
// 'Please select a video file.') → uploading (the app's `uploadVideos` actor, one request with every file, reporting
// real progress: 10 → 60 overall and a share per file) → 'Successfully uploaded {n} video(s)!' and
// processing (shared/video-processing.ts: a check every 5 s, up to 60, 50 → 90) → processed,
// failed, timed out or status unknown; or uploadFailed ('Failed to upload videos' or the server's
// message; a missing login → 'Authentication error. Please log in again.'). Emits
// `videoUpload.uploaded` and `videoUpload.processed` so the page refreshes its library.
import { assertEvent, assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import { onUploadProgress, reportUploadProgress, trackUploadProgress } from '../../shared/upload-progress';
import {
  maxVideoStatusChecks,
  uploadStageProgress,
  videoCallError,
  videoProcessingActions,
  videoProcessingState,
  videoStatusCheckInterval,
  type CheckVideoStatusInput,
  type VideoStatusCheck,
} from '../../shared/video-processing';
import { videoUploadMessages } from './video-upload.messages';
import {
  fileProgressFrom,
  isAcceptedVideoFile,
  type VideoFile,
  type VideoUploadAccept,
} from './video-upload.rules';
import type {
  UploadedVideos,
  UploadVideosInput,
  VideoUploadContext,
  VideoUploadEmitted,
  VideoUploadEvent,
  VideoUploadInput,
} from './video-upload.types';

const accepted = (files: readonly VideoFile[], accept: VideoUploadAccept) =>
  files.filter((file) => isAcceptedVideoFile(file, accept));

/** The spec's refusal under each rule. */
const refusal = (accept: VideoUploadAccept) =>
  accept === 'picker' ? videoUploadMessages.notAVideo : videoUploadMessages.invalidFiles;

/** The error a choice shows: the spec's text when any file was refused. */
const choiceError = (files: readonly VideoFile[], accept: VideoUploadAccept) =>
  accepted(files, accept).length === files.length ? null : refusal(accept);

const freshUpload = {
  files: [],
  fileProgress: [],
  videoIds: [],
  checks: 0,
  progress: 0,
  notice: null,
  error: null,
} satisfies Omit<VideoUploadContext, 'maxChecks' | 'accept'>;

export const videoUploadMachine = setup({
  types: {
    context: {} as VideoUploadContext,
    input: {} as VideoUploadInput,
    events: {} as VideoUploadEvent,
    emitted: {} as VideoUploadEmitted,
  },
  actors: {
    uploadVideos: notProvided<UploadedVideos, UploadVideosInput>('uploadVideos'),
    checkVideoStatus: notProvided<VideoStatusCheck[], CheckVideoStatusInput>('checkVideoStatus'),
  },
  actions: {
    ...videoProcessingActions<VideoUploadContext, VideoUploadEvent>(),
    /** A new choice replaces the files (after an upload, or the first one). */
    chooseFiles: assign(({ context, event }) => {
      assertEvent(event, 'files.choose');
      const files = accepted(event.files, context.accept);
      return {
        ...freshUpload,
        files,
        fileProgress: files.map(() => 0),
        error: choiceError(event.files, context.accept),
      };
    }),
    /** More files join the ones waiting. */
    addFiles: assign(({ context, event }) => {
      assertEvent(event, 'files.choose');
      const files = [...context.files, ...accepted(event.files, context.accept)];
      return { files, fileProgress: files.map(() => 0), error: choiceError(event.files, context.accept) };
    }),
    showInvalidFiles: assign(({ context }) => ({ error: refusal(context.accept), notice: null })),
    removeFile: assign(({ context, event }) => {
      assertEvent(event, 'file.remove');
      const keep = (_: unknown, index: number) => index !== event.index;
      return {
        files: context.files.filter(keep),
        fileProgress: context.fileProgress.filter(keep),
        error: null,
      };
    }),
    clear: assign(freshUpload),
    startUpload: assign(({ context }) => ({
      fileProgress: context.files.map(() => 0),
      videoIds: [],
      checks: 0,
      progress: uploadStageProgress(0),
      notice: null,
      error: null,
    })),
    trackProgress: trackUploadProgress<VideoUploadContext, VideoUploadEvent>((percent, context) => ({
      progress: uploadStageProgress(percent),
      fileProgress: fileProgressFrom(
        percent,
        context.files.map((file) => file.size),
      ),
    })),
    keepUploaded: assign((_, uploaded: UploadedVideos) => ({
      videoIds: uploaded.videoIds,
      fileProgress: [] as number[],
      progress: 50,
      notice: videoUploadMessages.uploaded(uploaded.videoIds.length),
    })),
    showUploadError: assign((_, params: { error: unknown }) => ({
      error: videoCallError(params.error, videoUploadMessages.uploadFailed),
      notice: null,
      progress: 0,
    })),
    announceUploaded: emit(({ context }) => ({
      type: 'videoUpload.uploaded' as const,
      videoIds: context.videoIds,
    })),
    announceProcessed: emit(({ context }) => ({
      type: 'videoUpload.processed' as const,
      videoIds: context.videoIds,
    })),
  },
  guards: {
    acceptsNone: ({ context, event }) => {
      assertEvent(event, 'files.choose');
      return accepted(event.files, context.accept).length === 0;
    },
    removesLastFile: ({ context, event }) => {
      assertEvent(event, 'file.remove');
      return context.files.length === 1 && event.index === 0;
    },
  },
  delays: {
    statusCheckInterval: videoStatusCheckInterval,
  },
}).createMachine({
  id: 'videoUpload',
  context: ({ input }) => ({
    ...freshUpload,
    accept: input?.accept ?? 'video-page',
    maxChecks: input?.maxStatusChecks ?? maxVideoStatusChecks,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'files.choose': [
          { guard: 'acceptsNone', actions: 'showInvalidFiles' },
          { target: 'selected', actions: 'chooseFiles' },
        ],
      },
    },
    /** Files wait for Upload; more may join, any may leave. */
    selected: {
      on: {
        'files.choose': [{ guard: 'acceptsNone', actions: 'showInvalidFiles' }, { actions: 'addFiles' }],
        'file.remove': [
          { guard: 'removesLastFile', target: 'idle', actions: 'clear' },
          { actions: 'removeFile' },
        ],
        'upload.start': { target: 'uploading', actions: 'startUpload' },
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
    uploading: {
      on: onUploadProgress,
      invoke: {
        id: 'uploadVideos',
        src: 'uploadVideos',
        input: ({ context, self }) => ({
          files: context.files,
          reportProgress: reportUploadProgress(self),
        }),
        onDone: {
          target: 'processing',
          actions: [{ type: 'keepUploaded', params: ({ event }) => event.output }, 'announceUploaded'],
        },
        onError: {
          target: 'uploadFailed',
          actions: { type: 'showUploadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The files stay: Upload tries again. */
    uploadFailed: {
      on: {
        'upload.start': { target: 'uploading', actions: 'startUpload' },
        'files.choose': [
          { guard: 'acceptsNone', actions: 'showInvalidFiles' },
          { target: 'selected', actions: 'chooseFiles' },
        ],
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
    /** After the upload: checking the new videos until they are ready (a new choice stops following them). */
    processing: {
      ...videoProcessingState,
      on: {
        'files.choose': [
          { guard: 'acceptsNone', actions: 'showInvalidFiles' },
          { target: 'selected', actions: 'chooseFiles' },
        ],
        'upload.reset': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type VideoUploadMachine = typeof videoUploadMachine;
export type VideoUploadSnapshot = SnapshotFrom<typeof videoUploadMachine>;
export type VideoUploadActorRef = ActorRefFrom<typeof videoUploadMachine>;
