// Sample inputs and events for walking the voice job's graph: no job, and a job resumed on page
// load; each status the check can answer, a failure with and without error_message, a 401, a
// missing token and a network failure; following a new job (not mid-check). The poll timer goes bare.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import { MissingTokenError } from '../../shared/session-errors';
import type { VoiceJobMachine } from './voice-job.machine';
import type { VoiceJobCheck, VoiceJobEvent } from './voice-job.types';

const check = (status: VoiceJobCheck['status'], error_message: string | null = null): VoiceJobCheck => ({
  status,
  model_id: status === 'queued' ? null : 'model-1',
  model_name: 'My Voice',
  error_message,
});

export const voiceJobMachineWalk: MachineWalk<VoiceJobMachine> = {
  inputs: [{ jobId: null }, { jobId: 'job-1', status: 'training', modelName: 'My Voice' }],
  events: [
    { type: 'job.track', jobId: 'job-2', modelName: 'Pro Clone' },
    { type: 'job.dismiss' },
    actorDone('fetchVoiceJob', check('queued')),
    actorDone('fetchVoiceJob', check('processing')),
    actorDone('fetchVoiceJob', check('training')),
    actorDone('fetchVoiceJob', check('completed')),
    actorDone('fetchVoiceJob', check('failed', 'Reference audio has no speech.')),
    actorDone('fetchVoiceJob', check('failed')),
    actorFailed('fetchVoiceJob', Object.assign(new Error('Invalid or expired token.'), { status: 401 })),
    actorFailed('fetchVoiceJob', new MissingTokenError()),
    actorFailed('fetchVoiceJob', new Error('Failed to fetch')),
  ] satisfies (VoiceJobEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
  // Switching jobs mid-check leaves the dropped check pending; the model-based replay settles the
  // oldest pending call, so that path cannot be replayed. It reaches no new state and is unit tested.
  filterEvents: (snapshot, event) => !(event.type === 'job.track' && snapshot.matches('checking')),
};
