// The studio's consent wiring (issue 23) in Node with a fake server and a pretend camera: a passed
// consent not yet used is taken from the list, else the sentence is asked for and its time left
// measured; the take goes to the challenge's recording route in `file` with its container's name;
// a 201 passes, a 422 shows the server's words, a 410 ends the sentence.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { createApiClient } from '@twin/api-client';
import type { ConsentCaptureCommand, ConsentCaptureInput } from '@twin/machines/create-voice/consent';
import { fakeServer, type FakeAnswer, type FakeCall } from '../../lib/testing/fake-server';
import { createConsentMachine } from './consent-machine';

const now = Date.parse('2026-11-27T20:00:00.000Z');
const challenge = {
  id: '11111111-1111-4111-8111-111111111111',
  statement: 'I agree that Twin Studio may create a digital twin of my voice and face.',
  phrase: 'orange river silver garden',
  expiresAt: '2026-11-27T20:04:00.000Z',
};
const record = {
  id: '22222222-2222-4222-8222-222222222222',
  statement: challenge.statement,
  phrase: challenge.phrase,
  recordedAt: '2026-11-27T20:01:00.000Z',
  hasVideo: true,
  words: { score: 0.9, passed: true },
  face: { score: 0.8, passed: true },
  status: 'passed',
  usedByVoiceId: null,
};

/** A camera that opens at once and hands over a WebM take when stopped. */
const pretendCamera = fromCallback<ConsentCaptureCommand, ConsentCaptureInput>(({ sendBack, receive }) => {
  queueMicrotask(() => sendBack({ type: 'capture.started', preview: null, hasVideo: true }));
  receive(() =>
    sendBack({
      type: 'capture.stopped',
      media: new Blob(['v'], { type: 'video/webm' }),
      mimeType: 'video/webm',
    }),
  );
});

function consentWith(answer: (call: FakeCall) => FakeAnswer) {
  const server = fakeServer(answer);
  const progress: number[] = [];
  const machine = createConsentMachine({
    api: server.api,
    uploadingApi: (report) =>
      createApiClient({
        baseUrl: '',
        getToken: () => 'token-1',
        fetch: async (url, init) => {
          report(100);
          progress.push(100);
          return server.fetch(url, init);
        },
      }),
    readToken: () => 'token-1',
    captureConsent: pretendCamera,
    now: () => now,
  }).provide({ delays: { countdownTick: 1, tick: 1 } });
  return { server, progress, actor: createActor(machine, { input: {} }).start() };
}

const listing = (consents: unknown[]) => (call: FakeCall) =>
  call.url === '/api/consent' ? { status: 200, body: { consents } } : null;

async function recordAndSubmit(actor: ReturnType<typeof consentWith>['actor']) {
  await waitFor(actor, (snapshot) => snapshot.matches({ challenge: 'ready' }));
  actor.send({ type: 'consent.record' });
  await waitFor(actor, (snapshot) => snapshot.context.elapsedSeconds >= 3);
  actor.send({ type: 'consent.stop' });
  await waitFor(actor, (snapshot) => snapshot.matches({ challenge: 'recorded' }));
  actor.send({ type: 'consent.submit' });
}

describe('consent in the studio', () => {
  it('goes straight to passed with a passed consent not yet used', async () => {
    const { actor, server } = consentWith((call) => listing([record])(call) ?? { status: 500, body: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('passed'));
    expect(server.calls.map((call) => call.url)).toEqual(['/api/consent']);
  });

  it('asks for the sentence when every consent is used or failed, with the time it has left', async () => {
    const used = { ...record, usedByVoiceId: '33333333-3333-4333-8333-333333333333' };
    const failed = { ...record, id: '44444444-4444-4444-8444-444444444444', status: 'failed' };
    const { actor, server } = consentWith(
      (call) => listing([used, failed])(call) ?? { status: 201, body: challenge },
    );
    const ready = await waitFor(actor, (snapshot) => snapshot.matches({ challenge: 'ready' }));
    expect(ready.context.challenge).toEqual(challenge);
    expect(ready.context.validForMs).toBe(4 * 60_000);
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/consent',
      'POST /api/consent/challenges',
    ]);
  });

  it('sends the take in `file` to the challenge and passes on a 201', async () => {
    const { actor, server, progress } = consentWith((call) => {
      if (call.url === '/api/consent') return { status: 200, body: { consents: [] } };
      if (call.url === '/api/consent/challenges') return { status: 201, body: challenge };
      return { status: 201, body: record };
    });
    await recordAndSubmit(actor);
    await waitFor(actor, (snapshot) => snapshot.matches('passed'));
    const upload = server.calls.at(-1);
    expect(upload?.url).toBe(`/api/consent/challenges/${challenge.id}/recording`);
    expect(((upload?.body as FormData).get('file') as File).name).toBe('consent.webm');
    expect(progress).toEqual([100]);
  });

  it("shows the server's words on a 422 and ends the sentence on a 410", async () => {
    let refusals = 0;
    const { actor } = consentWith((call) => {
      if (call.url === '/api/consent') return { status: 200, body: { consents: [] } };
      if (call.url === '/api/consent/challenges') return { status: 201, body: challenge };
      refusals += 1;
      return refusals === 1
        ? {
            status: 422,
            body: {
              message: 'We could not hear the phrase. Please read it again.',
              consent: { ...record, status: 'failed' },
            },
          }
        : { status: 410, body: { message: 'This consent sentence has expired. Please start again.' } };
    });
    await recordAndSubmit(actor);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ challenge: 'failed' }));
    expect(failed.context.error).toBe('We could not hear the phrase. Please read it again.');
    actor.send({ type: 'consent.record' });
    await waitFor(actor, (snapshot) => snapshot.context.elapsedSeconds >= 3);
    actor.send({ type: 'consent.stop' });
    await waitFor(actor, (snapshot) => snapshot.matches({ challenge: 'recorded' }));
    actor.send({ type: 'consent.submit' });
    const expired = await waitFor(actor, (snapshot) => snapshot.matches('expired'));
    expect(expired.context.error).toBe('This consent sentence has expired. Please start again.');
  });
});
