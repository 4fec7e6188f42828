// Sample inputs and events for walking the video upload's graph: /video's rule and the speech
// page's picker rule, two status checks at most (the spec's 60 would make every check count a
// state of its own), a choice of one accepted file, a
// refused one and a mixed one, removing a file, progress, the upload kept or refused (by the
// server, or for want of a login), each status the check can answer and the check failing.
import { MissingTokenError } from '../../shared/session-errors';
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { VideoUploadMachine } from './video-upload.machine';

const talk = new File(['video'], 'talk.mp4', { type: 'video/mp4' });
const notes = new File(['text'], 'notes.txt', { type: 'text/plain' });

export const videoUploadWalkFiles = { talk, notes };

export const videoUploadMachineWalk: MachineWalk<VideoUploadMachine> = {
  inputs: [{ maxStatusChecks: 2 }, { maxStatusChecks: 2, accept: 'picker' }],
  events: [
    { type: 'files.choose', files: [talk] },
    { type: 'files.choose', files: [notes] },
    { type: 'files.choose', files: [talk, notes] },
    { type: 'file.remove', index: 0 },
    { type: 'upload.start' },
    { type: 'upload.progress', percent: 50 },
    { type: 'upload.reset' },
    actorDone('uploadVideos', { videoIds: ['video-1'] }),
    actorFailed(
      'uploadVideos',
      Object.assign(new Error('Request failed'), { serverMessage: 'File too large.' }),
    ),
    actorFailed('uploadVideos', new MissingTokenError()),
    actorDone('checkVideoStatus', [{ id: 'video-1', status: 'processing' }]),
    actorDone('checkVideoStatus', [{ id: 'video-1', status: 'ready' }]),
    actorDone('checkVideoStatus', [{ id: 'video-1', status: 'failed' }]),
    actorFailed('checkVideoStatus', new Error('Failed to fetch')),
  ],
  // Leaving a pending upload or check would leave its fake call unsettled for the replay; a new
  // choice while checking is unit tested instead. Adding the same file over and over grows the
  // list without end, so the walk adds files once.
  filterEvents: (snapshot, event) => {
    if (snapshot.matches({ processing: 'checking' }) && event.type !== 'xstate.done.actor.checkVideoStatus') {
      return event.type === 'xstate.error.actor.checkVideoStatus';
    }
    if (event.type === 'files.choose' && snapshot.matches('selected'))
      return snapshot.context.files.length < 2;
    return true;
  },
};
