// The consent step against fake actors on XState's SimulatedClock: the sentence loaded (or a passed
// consent not yet used), the 3-2-1 count-in, the take with and without a camera, Stop from 3 s
// and the stop at the limit, Retry, the upload with progress, a passed and a failed check, the
// sentence running out (its own timer, and the server's 410), a failed upload keeping the take,
// and a reset once a voice used the consent.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakeCallbackActor, createFakePromiseActors, settle } from '../../testing/fake-actors';
import { consentMachine } from './consent.machine';
import { consentMessages } from './consent.messages';
import type {
  ConsentCaptureCommand,
  ConsentCaptureInput,
  ConsentEmitted,
  ConsentOutcome,
  UploadConsentInput,
} from './consent.types';
import { consentWalkChallenge, consentWalkFailed, consentWalkPassed } from './consent.walk';

const second = 1000;

/** Moves the simulated clock one second at a time, as the machine's re-armed timers need. */
function advance(clock: SimulatedClock, seconds: number) {
  for (let i = 0; i < seconds; i += 1) clock.increment(second);
}

function startConsent(maxSeconds?: number) {
  const clock = new SimulatedClock();
  const fakes = createFakePromiseActors(['prepareConsent', 'uploadConsent'] as const);
  const capture = createFakeCallbackActor<ConsentCaptureCommand, ConsentCaptureInput>();
  const machine = consentMachine.provide({ actors: { ...fakes.actors, captureConsent: capture.logic } });
  const actor = createActor(machine, { clock, input: maxSeconds ? { maxSeconds } : undefined });
  const emitted: ConsentEmitted[] = [];
  actor.on('consent.passed', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, fakes, capture, emitted, snapshot: () => actor.getSnapshot() };
}

type Consent = ReturnType<typeof startConsent>;

async function withSentence(validForMs = 10 * 60 * second): Promise<Consent> {
  const consent = startConsent();
  await consent.fakes.resolve('prepareConsent', {
    kind: 'challenge',
    challenge: consentWalkChallenge,
    validForMs,
  });
  return consent;
}

/** Record, count in, open the capture (with or without a camera). */
function startTake(consent: Consent, hasVideo = true) {
  consent.actor.send({ type: 'consent.record' });
  advance(consent.clock, 3);
  consent.capture.latest().report({ type: 'capture.started', preview: 'stream', hasVideo });
}

async function recordedTake(consent: Consent, seconds = 6) {
  startTake(consent);
  advance(consent.clock, seconds);
  consent.actor.send({ type: 'consent.stop' });
  consent.capture
    .latest()
    .report({ type: 'capture.stopped', media: new Blob(['take']), mimeType: 'video/webm' });
  await settle();
}

describe('the sentence', () => {
  it('loads the sentence to read, then waits for Record', async () => {
    const consent = startConsent();
    expect(consent.snapshot().value).toBe('loadingChallenge');
    await consent.fakes.resolve('prepareConsent', {
      kind: 'challenge',
      challenge: consentWalkChallenge,
      validForMs: 600_000,
    });
    expect(consent.snapshot().value).toEqual({ challenge: 'ready' });
    expect(consent.snapshot().context.challenge).toEqual(consentWalkChallenge);
  });

  it('goes straight to passed with a passed consent not yet used, and says so', async () => {
    const consent = startConsent();
    await consent.fakes.resolve('prepareConsent', { kind: 'unused', record: consentWalkPassed });
    expect(consent.snapshot().value).toBe('passed');
    expect(consent.emitted).toEqual([{ type: 'consent.passed', consentId: 'consent-1' }]);
  });

  it('shows the server message when the sentence cannot be loaded, and starts again', async () => {
    const consent = startConsent();
    await consent.fakes.reject('prepareConsent', { status: 0, serverMessage: null });
    expect(consent.snapshot().value).toBe('error');
    expect(consent.snapshot().context.error).toBe(consentMessages.loadFailed);
    consent.actor.send({ type: 'consent.restart' });
    expect(consent.snapshot().value).toBe('loadingChallenge');
    expect(consent.fakes.pendingCount('prepareConsent')).toBe(1);
  });

  it('runs out after the time it had left when it arrived', async () => {
    const consent = await withSentence(90 * second);
    advance(consent.clock, 89);
    expect(consent.snapshot().value).toEqual({ challenge: 'ready' });
    advance(consent.clock, 1);
    expect(consent.snapshot().value).toBe('expired');
    expect(consent.snapshot().context.error).toBe(consentMessages.expired);
  });

  it('keeps its timer across the take: running out mid-take releases the camera', async () => {
    const consent = await withSentence(10 * second);
    startTake(consent);
    expect(consent.snapshot().value).toEqual({ challenge: 'recording' });
    advance(consent.clock, 7);
    expect(consent.snapshot().value).toBe('expired');
    expect(consent.capture.latest().stopped).toBe(true);
  });
});

describe('the take', () => {
  it('counts 3-2-1 before the capture opens', async () => {
    const consent = await withSentence();
    consent.actor.send({ type: 'consent.record' });
    expect(consent.snapshot().value).toEqual({ challenge: 'countdown' });
    expect(consent.snapshot().context.countdown).toBe(3);
    advance(consent.clock, 1);
    expect(consent.snapshot().context.countdown).toBe(2);
    advance(consent.clock, 1);
    expect(consent.snapshot().context.countdown).toBe(1);
    expect(consent.capture.instances).toHaveLength(0);
    advance(consent.clock, 1);
    expect(consent.snapshot().value).toEqual({ challenge: 'opening' });
    expect(consent.capture.instances).toHaveLength(1);
    expect(consent.capture.latest().input).toEqual({ maxSeconds: 60 });
  });

  it('records with the camera, counting seconds on its own clock', async () => {
    const consent = await withSentence();
    startTake(consent);
    expect(consent.snapshot().context).toMatchObject({
      preview: 'stream',
      hasVideo: true,
      elapsedSeconds: 0,
    });
    advance(consent.clock, 4);
    expect(consent.snapshot().context.elapsedSeconds).toBe(4);
  });

  it('ignores Stop before 3 seconds, then keeps the take', async () => {
    const consent = await withSentence();
    startTake(consent, false);
    advance(consent.clock, 2);
    consent.actor.send({ type: 'consent.stop' });
    expect(consent.snapshot().value).toEqual({ challenge: 'recording' });
    advance(consent.clock, 1);
    consent.actor.send({ type: 'consent.stop' });
    expect(consent.snapshot().value).toEqual({ challenge: 'stopping' });
    expect(consent.capture.latest().received).toEqual([{ type: 'capture.stop' }]);
    const media = new Blob(['audio'], { type: 'audio/webm' });
    consent.capture.latest().report({ type: 'capture.stopped', media, mimeType: 'audio/webm' });
    expect(consent.snapshot().value).toEqual({ challenge: 'recorded' });
    expect(consent.snapshot().context.take).toEqual({
      media,
      mimeType: 'audio/webm',
      hasVideo: false,
      durationSeconds: 3,
    });
    expect(consent.capture.latest().stopped).toBe(true);
  });

  it('stops by itself at the limit', async () => {
    const consent = startConsent(5);
    await consent.fakes.resolve('prepareConsent', {
      kind: 'challenge',
      challenge: consentWalkChallenge,
      validForMs: 600_000,
    });
    startTake(consent);
    advance(consent.clock, 4);
    expect(consent.snapshot().value).toEqual({ challenge: 'recording' });
    advance(consent.clock, 1);
    expect(consent.snapshot().value).toEqual({ challenge: 'stopping' });
    expect(consent.snapshot().context.elapsedSeconds).toBe(5);
  });

  it('says so when neither camera nor microphone opens, and Record tries again', async () => {
    const consent = await withSentence();
    consent.actor.send({ type: 'consent.record' });
    advance(consent.clock, 3);
    consent.capture.latest().report({ type: 'capture.failed' });
    expect(consent.snapshot().value).toEqual({ challenge: 'ready' });
    expect(consent.snapshot().context.error).toBe(consentMessages.microphoneDenied);
    consent.actor.send({ type: 'consent.record' });
    expect(consent.snapshot().context.error).toBeNull();
  });

  it('Retry drops the take and counts in again', async () => {
    const consent = await withSentence();
    await recordedTake(consent);
    consent.actor.send({ type: 'consent.record' });
    expect(consent.snapshot().value).toEqual({ challenge: 'countdown' });
    expect(consent.snapshot().context.take).toBeNull();
  });
});

describe('the check', () => {
  async function uploading() {
    const consent = await withSentence();
    await recordedTake(consent);
    consent.actor.send({ type: 'consent.submit' });
    return consent;
  }

  it('sends the take for this sentence and shows the upload progress', async () => {
    const consent = await uploading();
    expect(consent.snapshot().value).toEqual({ challenge: 'uploading' });
    const [input] = consent.fakes.inputsOf('uploadConsent') as UploadConsentInput[];
    expect(input?.challengeId).toBe('challenge-1');
    expect(input?.take.durationSeconds).toBe(6);
    input?.reportProgress(57.4);
    expect(consent.snapshot().context.uploadProgress).toBe(57);
  });

  it('passes: keeps the record and tells the page', async () => {
    const consent = await uploading();
    await consent.fakes.resolve('uploadConsent', {
      record: consentWalkPassed,
      message: null,
    } satisfies ConsentOutcome);
    expect(consent.snapshot().value).toBe('passed');
    expect(consent.snapshot().context.record).toEqual(consentWalkPassed);
    expect(consent.emitted).toEqual([{ type: 'consent.passed', consentId: 'consent-1' }]);
  });

  it("fails with the server's message; Retry records the same sentence again", async () => {
    const consent = await uploading();
    await consent.fakes.resolve('uploadConsent', {
      record: consentWalkFailed,
      message: 'We could not hear the phrase. Please read it again.',
    });
    expect(consent.snapshot().value).toEqual({ challenge: 'failed' });
    expect(consent.snapshot().context.error).toBe('We could not hear the phrase. Please read it again.');
    expect(consent.emitted).toEqual([]);
    consent.actor.send({ type: 'consent.record' });
    expect(consent.snapshot().value).toEqual({ challenge: 'countdown' });
    expect(consent.snapshot().context.challenge?.id).toBe('challenge-1');
  });

  it("a refusal (422) shows the server's message; Retry records again", async () => {
    const consent = await uploading();
    await consent.fakes.reject('uploadConsent', {
      status: 422,
      serverMessage: 'We could not read this recording. Please record again.',
    });
    expect(consent.snapshot().value).toEqual({ challenge: 'failed' });
    expect(consent.snapshot().context.error).toBe('We could not read this recording. Please record again.');
    expect(consent.snapshot().context.record).toBeNull();
    expect(consent.emitted).toEqual([]);
  });

  it('an expired sentence (410) asks to start again', async () => {
    const consent = await uploading();
    await consent.fakes.reject('uploadConsent', { status: 410, serverMessage: consentMessages.expired });
    expect(consent.snapshot().value).toBe('expired');
    expect(consent.snapshot().context.take).toBeNull();
  });

  it('a failed upload keeps the take to submit again', async () => {
    const consent = await uploading();
    await consent.fakes.reject('uploadConsent', { status: 0, serverMessage: null });
    expect(consent.snapshot().value).toEqual({ challenge: 'recorded' });
    expect(consent.snapshot().context.error).toBe(consentMessages.uploadFailed);
    expect(consent.snapshot().context.take).not.toBeNull();
  });

  it('a reset after the voice used the consent loads a new sentence', async () => {
    const consent = await uploading();
    await consent.fakes.resolve('uploadConsent', { record: consentWalkPassed, message: null });
    consent.actor.send({ type: 'consent.reset' });
    expect(consent.snapshot().value).toBe('loadingChallenge');
    expect(consent.snapshot().context.record).toBeNull();
    expect(consent.fakes.pendingCount('prepareConsent')).toBe(1);
  });
});
