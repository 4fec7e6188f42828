// Sample events for walking the pro clone's graph: both tabs, a blank and a real name, a language,
// a passed consent, a recorded take, files refused for type and size and one that passes, probe answers too short,
// in range and over the cap, an unreadable file, save success and failures. The metadata timer,
// clears, submit, reset and dismiss are tried bare.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import { sampleAudioFile } from '../../shared/sample-audio-file';
import type { ProCloneMachine } from './pro-clone.machine';
import type { ProCloneEvent } from './pro-clone.types';

const megabyte = 1024 * 1024;

export const proCloneMachineWalk: MachineWalk<ProCloneMachine> = {
  events: [
    { type: 'tab.select', tab: 'upload' },
    { type: 'tab.select', tab: 'record' },
    { type: 'name.change', name: '' },
    { type: 'language.select', language: 'en' },
    { type: 'consent.use', consentId: 'consent-1' },
    {
      type: 'recording.use',
      recording: {
        audio: new Blob(['take'], { type: 'audio/webm' }),
        mimeType: 'audio/webm',
        durationSeconds: 150,
      },
    },
    { type: 'file.choose', file: sampleAudioFile('talk.mp4', 'video/mp4', 20 * megabyte) },
    { type: 'file.choose', file: sampleAudioFile('huge.wav', 'audio/wav', 250 * megabyte) },
    { type: 'file.choose', file: sampleAudioFile('reference.mp3', 'audio/mpeg', 4 * megabyte) },
    { type: 'upload.progress', percent: 40 },
    actorDone('probeAudioDuration', 60),
    actorDone('probeAudioDuration', 150),
    actorFailed('probeAudioDuration', new Error('Decoding failed')),
    actorDone('saveProClone', { modelId: 'model-1', jobId: 'job-1' }),
    actorFailed('saveProClone', {
      status: 422,
      serverMessage: 'Audio too short. Please upload at least 2 minutes of audio.',
    }),
    actorFailed('saveProClone', { status: 0, serverMessage: null }),
  ] satisfies (ProCloneEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
};
