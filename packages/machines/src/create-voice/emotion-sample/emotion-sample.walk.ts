// Sample input and events for walking the emotion sample's graph: a take handed over, the
// upload succeeding, failing with the server's message and without one; retry, reset, dismiss bare.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { EmotionSampleEvent, EmotionSampleMachine } from './emotion-sample.machine';

export const emotionSampleMachineWalk: MachineWalk<EmotionSampleMachine> = {
  inputs: [{ sampleType: 'happy', title: 'Happy Sample' }],
  events: [
    {
      type: 'sample.save',
      recording: {
        audio: new Blob(['take'], { type: 'audio/webm' }),
        mimeType: 'audio/webm',
        durationSeconds: 12,
      },
    },
    actorDone('uploadVoiceSample', { id: 'sample-1', original_filename: 'happy.webm' }),
    actorFailed('uploadVoiceSample', {
      status: 422,
      serverMessage: 'Recording too short. Please record for at least 5 seconds.',
    }),
    actorFailed('uploadVoiceSample', { status: 0, serverMessage: null }),
  ] satisfies (EmotionSampleEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
};
