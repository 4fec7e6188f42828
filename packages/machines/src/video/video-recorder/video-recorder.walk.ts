// Sample inputs and events for walking the video recorder's graph: a 2-second limit and two status
// checks keep it small (every second and every check is a snapshot of its own); the camera opening
// or refused, the take assembled, the save kept or refused, each processing answer and the check
// failing. Ticks, the status timer and the user's buttons are tried bare.
import { MissingTokenError } from '../../shared/session-errors';
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { VideoRecorderMachine } from './video-recorder.machine';

const sampleTake = new Blob(['take'], { type: 'video/webm' });

export const videoRecorderMachineWalk: MachineWalk<VideoRecorderMachine> = {
  inputs: [{ maxSeconds: 2, maxStatusChecks: 2 }],
  events: [
    { type: 'capture.started', preview: null },
    { type: 'capture.stopped', video: sampleTake, mimeType: 'video/webm;codecs=vp8,opus' },
    { type: 'capture.failed', error: new Error('NotAllowedError') },
    { type: 'upload.progress', percent: 50 },
    actorDone('saveRecording', { videoId: 'video-7' }),
    actorFailed(
      'saveRecording',
      Object.assign(new Error('x'), { serverMessage: 'Unsupported video format.' }),
    ),
    actorFailed('saveRecording', new MissingTokenError()),
    actorDone('checkVideoStatus', [{ id: 'video-7', status: 'processing' }]),
    actorDone('checkVideoStatus', [{ id: 'video-7', status: 'ready' }]),
    actorDone('checkVideoStatus', [{ id: 'video-7', status: 'error' }]),
    actorFailed('checkVideoStatus', new Error('Failed to fetch')),
  ],
  // Leaving a pending check would leave its fake call unsettled for the replay (unit tested instead).
  filterEvents: (snapshot, event) =>
    !(snapshot.matches({ processing: 'checking' }) && event.type === 'recording.start'),
};
