// Sample events for walking the quick clone's graph: a name, a take, files refused for type and
// size and one that passes, probe answers too short, in range and too long, an unreadable file,
// save success and failures. The metadata timer, clear, submit, reset and dismiss go bare.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import { sampleAudioFile } from '../../shared/sample-audio-file';
import type { QuickCloneMachine } from './quick-clone.machine';
import type { QuickCloneEvent } from './quick-clone.types';

const megabyte = 1024 * 1024;

export const quickCloneMachineWalk: MachineWalk<QuickCloneMachine> = {
  events: [
    { type: 'name.change', name: 'Ada Quick' },
    {
      type: 'recording.use',
      recording: {
        audio: new Blob(['take'], { type: 'audio/webm' }),
        mimeType: 'audio/webm',
        durationSeconds: 10,
      },
    },
    { type: 'file.choose', file: sampleAudioFile('clip.mov', 'video/quicktime', megabyte) },
    { type: 'file.choose', file: sampleAudioFile('long.wav', 'audio/wav', 60 * megabyte) },
    { type: 'file.choose', file: sampleAudioFile('hello.m4a', 'audio/mp4', megabyte) },
    { type: 'upload.progress', percent: 60 },
    actorDone('probeAudioDuration', 3),
    actorDone('probeAudioDuration', 12),
    actorDone('probeAudioDuration', 45),
    actorFailed('probeAudioDuration', new Error('Decoding failed')),
    actorDone('saveQuickClone', { modelId: 'model-2', jobId: 'job-2' }),
    actorFailed('saveQuickClone', {
      status: 422,
      serverMessage: 'Audio file must be at least 5 seconds long.',
    }),
    actorFailed('saveQuickClone', { status: 0, serverMessage: null }),
  ] satisfies (QuickCloneEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
};
