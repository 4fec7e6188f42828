// Sample events for walking the consent step's graph: a sentence to read and a passed consent not
// yet used, a sentence that cannot be loaded, the camera with and without video, a refused
// microphone, a take, upload progress, a passed and a failed check (as an answer and as a 422), an
// expired sentence (410) and a failed upload. Takes stop by themselves at 4 s here (the input), so the walk stays small. The
// sentence's own timer (`challengeExpiry`, a delay read from the context) is left to the unit
// tests, which run it on a simulated clock.
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { ConsentMachine } from './consent.machine';
import type {
  ConsentChallenge,
  ConsentEvent,
  ConsentOutcome,
  ConsentRecord,
  ConsentStart,
} from './consent.types';

export const consentWalkChallenge: ConsentChallenge = {
  id: 'challenge-1',
  statement: 'I agree that Twin Studio may create a digital twin of my voice and face.',
  phrase: 'orange river silver garden',
  expiresAt: '2026-11-27T20:40:00.000Z',
};

export const consentWalkPassed: ConsentRecord = {
  id: 'consent-1',
  statement: consentWalkChallenge.statement,
  phrase: consentWalkChallenge.phrase,
  recordedAt: '2026-11-27T20:31:00.000Z',
  hasVideo: true,
  words: { score: 0.92, passed: true },
  face: { score: 0.88, passed: true },
  status: 'passed',
  usedByVoiceId: null,
};

export const consentWalkFailed: ConsentRecord = {
  ...consentWalkPassed,
  id: 'consent-2',
  words: { score: 0.21, passed: false },
  status: 'failed',
};

const challenge: ConsentStart = { kind: 'challenge', challenge: consentWalkChallenge, validForMs: 600_000 };
const unused: ConsentStart = { kind: 'unused', record: consentWalkPassed };
const passed: ConsentOutcome = { record: consentWalkPassed, message: null };
const failed: ConsentOutcome = {
  record: consentWalkFailed,
  message: 'We could not hear the phrase. Please read it again.',
};

export const consentMachineWalk: MachineWalk<ConsentMachine> = {
  inputs: [{ maxSeconds: 4 }],
  events: [
    actorDone('prepareConsent', challenge),
    actorDone('prepareConsent', unused),
    actorFailed('prepareConsent', { status: 0, serverMessage: null }),
    { type: 'consent.record' },
    { type: 'capture.started', preview: null, hasVideo: true },
    { type: 'capture.started', preview: null, hasVideo: false },
    { type: 'capture.failed' },
    { type: 'consent.stop' },
    { type: 'capture.stopped', media: new Blob(['take'], { type: 'video/webm' }), mimeType: 'video/webm' },
    { type: 'consent.submit' },
    { type: 'upload.progress', percent: 60 },
    actorDone('uploadConsent', passed),
    actorDone('uploadConsent', failed),
    actorFailed('uploadConsent', {
      status: 410,
      serverMessage: 'This consent sentence has expired. Please start again.',
    }),
    actorFailed('uploadConsent', {
      status: 422,
      serverMessage: 'We could not read this recording. Please record again.',
    }),
    actorFailed('uploadConsent', { status: 0, serverMessage: null }),
    { type: 'consent.restart' },
    { type: 'consent.reset' },
  ] satisfies (ConsentEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
  filterEvents: (_, event) =>
    !event.type.startsWith('xstate.after.challengeExpiry') &&
    event.type !== 'xstate.error.actor.captureConsent',
};
