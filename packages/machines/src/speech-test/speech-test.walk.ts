// Sample inputs and events for walking the speech test's graph: a 2-second recording limit (every
// second is a snapshot of its own); the service healthy, unhealthy or unreachable; text typed once
// (without it, only the way to its message); an audio file, a text file and a microphone take (granted or refused); every answer of the
// upload, the submit, the status check and the download. To keep the three regions' product small
// and the replay's one clock faithful, the health is settled first, the reference changes only
// while no job runs, and jobs start only with the reference at rest.
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { SpeechTestMachine } from './speech-test.machine';
import type { SpeechTestAudio, SpeechTestEvent } from './speech-test.types';

/** The graph tells events apart by their JSON, and a File's is {}: these say their name and type. */
const namedFile = (content: string, name: string, type: string) =>
  Object.assign(new File([content], name, { type }), { toJSON: () => ({ name, type }) });

const voice = namedFile('voice', 'my-voice.wav', 'audio/wav');
const notes = namedFile('text', 'notes.txt', 'text/plain');
const take = new Blob(['take'], { type: 'audio/webm' });

/** A client error without the service's own text (what the api-client throws on no answer). */
const unanswered = () => Object.assign(new Error('An unexpected error occurred'), { serverMessage: null });

export const speechTestWalkFiles = { voice, notes, take };

export const speechTestWalkAudio: SpeechTestAudio = {
  downloadUrl: '/api/download/st-1.wav',
  audioUrl: '/api/speech-test/download/st-1.wav',
  fileName: 'st-1.wav',
  durationSeconds: 2.4,
  sampleRate: 24000,
  generationSeconds: 1.3,
  fileSizeBytes: 115244,
};

export const speechTestWalkText = 'Hello from the speech test page.';

const referenceEvents = new Set([
  'reference.choose',
  'recording.start',
  'recording.stop',
  'recording.cancel',
  'capture.started',
  'capture.stopped',
  'capture.failed',
]);

function withoutText(event: { type: string }): boolean {
  if (event.type === 'reference.choose') return (event as { file?: File }).file === voice;
  if (event.type === 'xstate.done.actor.uploadReference') {
    return (event as { output?: { success?: boolean } }).output?.success === true;
  }
  return event.type === 'job.submit';
}

export const speechTestMachineWalk: MachineWalk<SpeechTestMachine> = {
  inputs: [{ maxRecordingSeconds: 2 }],
  events: [
    actorDone('checkHealth', { success: true }),
    actorDone('checkHealth', { success: false, error: 'The speech engine is not running.' }),
    actorFailed('checkHealth', unanswered()),
    { type: 'text.change', text: speechTestWalkText },
    { type: 'reference.choose', file: voice },
    { type: 'reference.choose', file: notes },
    { type: 'capture.stopped', audio: take, mimeType: 'audio/webm;codecs=opus' },
    { type: 'capture.failed', error: new Error('NotAllowedError') },
    actorDone('uploadReference', { success: true, url: '/uploads/ref-1.wav' }),
    actorDone('uploadReference', { success: false }),
    actorFailed('uploadReference', unanswered()),
    actorDone('submitJob', { success: true, jobId: 'st-1' }),
    actorDone('submitJob', { success: false }),
    actorFailed('submitJob', unanswered()),
    actorDone('checkStatus', { success: true, job: { status: 'processing' } }),
    actorDone('checkStatus', { success: true, job: { status: 'completed', result: speechTestWalkAudio } }),
    actorDone('checkStatus', {
      success: true,
      job: { status: 'failed', error: 'The reference has no speech.' },
    }),
    actorDone('checkStatus', { success: true, job: { status: 'timeout' } }),
    actorDone('checkStatus', { success: false }),
    actorFailed('checkStatus', unanswered()),
    actorDone('downloadAudio', undefined),
    actorFailed('downloadAudio', new Error('Failed to fetch')),
  ] satisfies (SpeechTestEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
  filterEvents: (snapshot, event) => {
    // Sliders are unit tested; a bare one has no name. The capture's own failure is capture.failed.
    if (event.type === 'settings.change' || event.type === 'xstate.error.actor.captureAudio') return false;
    if (snapshot.matches({ health: 'checking' })) {
      return (
        event.type.endsWith('.checkHealth') || (event.type === 'text.change' && snapshot.context.text === '')
      );
    }
    if (snapshot.matches({ health: 'unavailable' })) return event.type === 'health.check';
    if (event.type === 'text.change') return false;
    const { error, reference, referenceError } = snapshot.context;
    // A refused submit ends its path: its message would otherwise double every later snapshot.
    if (snapshot.matches({ generation: 'idle' }) && error !== null) return false;
    // Without text only the way to 'Please enter some text.' is walked: an audio file, uploaded, then submit.
    if (snapshot.context.text === '') return withoutText(event);
    if (referenceEvents.has(event.type) || event.type.endsWith('.uploadReference')) {
      return snapshot.matches({ generation: 'idle' });
    }
    // Jobs start from an uploaded file with no reference error (recordings reach ready on their own).
    if (event.type === 'job.submit') {
      return (
        snapshot.matches({ reference: 'empty' }) ||
        (snapshot.matches({ reference: 'ready' }) && reference?.source === 'file' && referenceError === null)
      );
    }
    return true;
  },
};
