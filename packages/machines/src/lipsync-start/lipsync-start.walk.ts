// Sample events for walking lip-sync start's graph: Create Video with an empty and a filled
// timeline, the videos loading (two videos, none, or failing), choosing one (and one the picker
// never offered), Cancel, Confirm & Generate, the mix and the start call each succeeding or
// failing (a 404 with the server's message), reload, close and dismiss; the redirect timer bare.
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
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
    actorDone('loadVideos', lipsyncWalkVideos),
    actorDone('loadVideos', []),
    actorFailed('loadVideos', new Error('Failed to fetch')),
    actorDone('createCompositeAudio', { mixedAudioUrl: '/api/audio/mix-1' }),
    actorFailed('createCompositeAudio', new Error('decode failed')),
    actorDone('startLipsync', { jobId: 'job-1' }),
    actorFailed('startLipsync', lipsyncWalkNotFound),
  ] satisfies (LipsyncStartEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
};
