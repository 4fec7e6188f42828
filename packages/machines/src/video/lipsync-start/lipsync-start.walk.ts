// Sample events for walking lip-sync start's graph: Create Video with an empty and a filled
// timeline, the videos loading (two videos, none, or failing), choosing one (and one the picker
// never offered), Cancel, Confirm & Generate, the mix and the start call each succeeding or
// failing (a 404 with the server's message), reload, close and dismiss, the timeline emptied or filled; the
// redirect timer bare.
// With no videos: the Upload and Record tabs, and the picker's upload and recorder reporting a
// video still processing or processed (snapshots resolved from their machines).
import { maxVideoStatusChecks } from '../../shared/video-processing';
import { actorDone, actorFailed, actorSnapshot } from '../../testing/actor-events';
import { videoRecorderMachine } from '../video-recorder/video-recorder.machine';
import { videoUploadMachine } from '../video-upload/video-upload.machine';
import type { MachineWalk } from '../../testing/reachable-states';
import type { LipsyncStartMachine } from './lipsync-start.machine';
import type { LipsyncClip, LipsyncStartEvent, LipsyncVideo } from './lipsync-start.types';

export const lipsyncWalkClips: LipsyncClip[] = [
  {
    id: 'clip-1',
    type: 'tts',
    url: '/api/audio/clip-1',
    name: 'Welcome to the course',
    duration: 3.2,
    startTime: 0,
    originalStartOffset: 0,
    originalDuration: 3.2,
  },
  {
    id: 'clip-2',
    type: 'upload',
    url: '/api/audio/clip-2',
    name: 'intro-music.mp3',
    duration: 4,
    startTime: 3.5,
    originalStartOffset: 0,
    originalDuration: 4,
  },
];

export const lipsyncWalkVideos: LipsyncVideo[] = [
  { id: 'video-1', name: 'studio-take.mp4', previewSrc: null, posterSrc: null, duration: 42 },
  { id: 'video-2', name: 'recording_1764064800000.webm', previewSrc: null, posterSrc: null, duration: 18.5 },
];

export const lipsyncWalkNotFound = Object.assign(new Error('Request failed'), {
  status: 404,
  serverMessage: 'Route POST:/api/videos/lipsync-timeline not found',
});

const processingFields = (videoId: string, progress: number) => ({
  videoIds: [videoId],
  checks: 1,
  maxChecks: maxVideoStatusChecks,
  progress,
  notice: null,
  error: null,
});

/** The picker's upload: still processing its video, then done with it. */
const uploadSnapshot = (processed: boolean) =>
  videoUploadMachine.resolveState({
    value: { processing: processed ? 'processed' : 'waiting' },
    context: {
      accept: 'picker',
      files: [],
      fileProgress: [],
      ...processingFields('video-9', processed ? 100 : 50),
    },
  });

/** The picker's recorder, done with its take. */
const recorderProcessed = videoRecorderMachine.resolveState({
  value: { processing: 'processed' },
  context: {
    maxSeconds: 240,
    elapsedSeconds: 12,
    preview: null,
    recording: null,
    ...processingFields('video-10', 100),
  },
});

export const lipsyncWalkChildSnapshots = {
  uploadProcessing: uploadSnapshot(false),
  uploadProcessed: uploadSnapshot(true),
  recorderProcessed,
};

export const lipsyncStartMachineWalk: MachineWalk<LipsyncStartMachine> = {
  events: [
    { type: 'lipsync.open', clips: [] },
    { type: 'lipsync.open', clips: lipsyncWalkClips },
    { type: 'video.choose', videoId: 'video-2' },
    { type: 'video.choose', videoId: 'not-offered' },
    { type: 'videos.reload' },
    { type: 'confirmation.cancel' },
    { type: 'lipsync.confirm' },
    { type: 'picker.close' },
    { type: 'status.dismiss' },
    { type: 'timeline.clipsChanged', clipCount: 0 },
    { type: 'timeline.clipsChanged', clipCount: 2 },
    { type: 'tab.select', tab: 'record' },
    { type: 'tab.select', tab: 'upload' },
    actorSnapshot('videoUpload', lipsyncWalkChildSnapshots.uploadProcessing),
    actorSnapshot('videoUpload', lipsyncWalkChildSnapshots.uploadProcessed),
    actorSnapshot('videoRecorder', lipsyncWalkChildSnapshots.recorderProcessed),
    actorDone('loadVideos', lipsyncWalkVideos),
    actorDone('loadVideos', []),
    actorFailed('loadVideos', new Error('Failed to fetch')),
    actorDone('createCompositeAudio', { mixedAudioUrl: '/api/audio/mix-1' }),
    actorFailed('createCompositeAudio', new Error('decode failed')),
    actorDone('startLipsync', { jobId: 'job-1' }),
    actorFailed('startLipsync', lipsyncWalkNotFound),
  ] satisfies (
    | LipsyncStartEvent
    | ReturnType<typeof actorDone>
    | ReturnType<typeof actorFailed>
    | ReturnType<typeof actorSnapshot>
  )[],
};
