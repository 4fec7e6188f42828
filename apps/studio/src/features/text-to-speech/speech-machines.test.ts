// The speech page's wiring in Node with a fake server and an in-memory storage: the machine calls
// the api-client's voice, generate and translate routes with the token, keeps its settings and the
// pending generation in the page's storage (stored with its timestamp while Generate runs, cleared
// after; resent on load when fresh, dropped when stale; a lost connection reported at once, or on a
// leaving page not at all unless it stays), and Upload Audio posts each file with progress and
// answers clips whose URLs carry the token.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient } from '@twin/api-client';
import { createSpeechMachine, uploadTimelineAudio } from './speech-machines';
import { pendingGenerationKey, SpeechPageStorage, speechPageStateKey } from './speech-page-storage';
import { fakeServer, type FakeAnswer, type FakeCall } from '../../lib/testing/fake-server';

const created_at = '2025-01-01T00:00:00.000Z';
const proVoice = {
  id: 'voice-pro',
  model_name: 'Maya Pro',
  status: 'ready',
  clone_type: 'pro',
  reference_language: 'en',
  categorization_completed: true,
  created_at,
};
const quickVoice = { ...proVoice, id: 'voice-quick', model_name: 'Maya Quick', clone_type: 'quick' };
const clip = {
  id: 'speech-1',
  type: 'tts',
  url: '/api/audio/speech-1',
  name: 'Hello there',
  duration: 1.5,
  startTime: 0,
  originalStartOffset: 0,
  originalDuration: 1.5,
};

/** What the page sends for the pro voice with the default sliders, in English. */
const proVoiceRequest = (text: string) => ({
  modelId: 'voice-pro',
  text,
  exaggeration: 0.5,
  temperature: 0.8,
  cfg_weight: 0.5,
  language: 'en',
  model_type: 'chatterbox_base',
  seed: 42,
  resemblance: 1.8,
});

function memoryStorage(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]));
  return {
    values,
    json: (key: string) => {
      const text = values.get(key);
      return text === undefined ? undefined : (JSON.parse(text) as unknown);
    },
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** The usual server: both voices, the quick voice's clips, generate and translate answered. */
function studioServer(overrides: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer> | null = () => null) {
  return fakeServer((call) => {
    const special = overrides(call);
    if (special) return special;
    if (call.url === '/api/voice/models') return { status: 200, body: { models: [proVoice, quickVoice] } };
    if (call.url === '/api/tts/engine')
      return {
        status: 200,
        body: { engine: 'espeak-ng', label: 'Embedded synthetic voice (not a clone)', clones_voice: false },
      };
    if (call.url === '/api/voice/categorized-clips/voice-quick')
      return { status: 200, body: { categorizedClips: { fastest: 'clip-a', slowest: 'clip-b' } } };
    if (call.url === '/api/voice/reference-clips/voice-quick') {
      const stats = {
        duration: 8,
        speaking_rate: 4,
        pitch_mean: 120,
        pitch_variation: 20,
        energy: -20,
        transcript: null,
      };
      return {
        status: 200,
        body: { clips: ['clip-a', 'clip-b', 'clip-c'].map((id) => ({ clip_id: id, ...stats })) },
      };
    }
    if (call.url === '/api/tts/generate')
      return { status: 200, body: { success: true, audioUrl: clip.url, clip } };
    if (call.url === '/api/translate/translate')
      return {
        status: 200,
        body: { success: true, translatedText: 'Hola a todos', targetLanguageName: 'Spanish' },
      };
    return { status: 404, body: { message: `no route ${call.url}` } };
  });
}

/** A page the test makes leave, and then stay; it counts the `whenStaying()` questions. */
function fakePageLeaving() {
  let leaving = false;
  let waiting: Array<() => void> = [];
  const page = {
    stayingAsked: 0,
    leave: () => void (leaving = true),
    stay: () => {
      leaving = false;
      waiting.forEach((resolve) => resolve());
      waiting = [];
    },
    isLeaving: () => leaving,
    whenStaying: () => {
      page.stayingAsked += 1;
      return leaving ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
    },
  };
  return page;
}

function startPage(
  server: ReturnType<typeof fakeServer>,
  storage = memoryStorage(),
  pageLeaving = fakePageLeaving(),
) {
  const pageStorage = new SpeechPageStorage(storage, 'user-1');
  const saved = pageStorage.read();
  const actor = createActor(createSpeechMachine({ api: server.api, pageStorage, pageLeaving }), {
    input: {
      savedSettings: saved.savedSettings,
      pendingGeneration: saved.pendingGeneration,
      now: Date.now(),
    },
  }).start();
  return { actor, storage };
}

const idle = (actor: ReturnType<typeof startPage>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('idle'));

describe('voices', () => {
  it('loads the models with the token and chooses the first ready one', async () => {
    const server = studioServer();
    const { actor } = startPage(server);
    await idle(actor);
    expect(actor.getSnapshot().context.selectedVoiceId).toBe('voice-pro');
    const models = server.calls.find((call) => call.url === '/api/voice/models');
    expect(models).toMatchObject({ authorization: 'Bearer token-1' });
  });

  it('asks which engine speaks, for the label by the voice picker', async () => {
    const server = studioServer();
    const { actor } = startPage(server);
    await waitFor(actor, (snapshot) => snapshot.context.speechEngine !== null);
    expect(actor.getSnapshot().context.speechEngine).toEqual({
      label: 'Embedded synthetic voice (not a clone)',
      clonesVoice: false,
    });
    expect(server.calls.find((call) => call.url === '/api/tts/engine')).toMatchObject({
      authorization: 'Bearer token-1',
    });
  });

  it("loads a quick voice's categorized and reference clips and speaks like the saved style", async () => {
    const server = studioServer();
    const storage = memoryStorage({
      [speechPageStateKey]: { owner: 'user-1', selectedVoiceId: 'voice-quick', styleChoice: 'slowest' },
    });
    const { actor } = startPage(server, storage);
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      categorizedClips: { fastest: 'clip-a', slowest: 'clip-b' },
      referenceClipIds: ['clip-a', 'clip-b', 'clip-c'],
      referenceClipId: 'clip-b',
    });
    expect(storage.json(speechPageStateKey)).toMatchObject({ owner: 'user-1', referenceClipId: 'clip-b' });
  });
});

describe('generate', () => {
  it('posts the request, keeps it pending with its timestamp meanwhile, then clears it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = studioServer((call) =>
      call.url === '/api/tts/generate'
        ? held.then(() => ({ status: 200, body: { success: true, audioUrl: clip.url, clip } }))
        : null,
    );
    const { actor, storage } = startPage(server);
    await idle(actor);
    actor.send({ type: 'text.change', text: 'Hello there' });
    const before = Date.now();
    actor.send({ type: 'speech.generate' });
    const request = proVoiceRequest('Hello there');
    await waitFor(actor, () => server.calls.some((call) => call.url === '/api/tts/generate'));
    expect(server.calls.find((call) => call.url === '/api/tts/generate')?.body).toEqual(request);
    const pending = storage.json(pendingGenerationKey) as { timestamp: number };
    expect(pending).toMatchObject({ owner: 'user-1', status: 'pending', request });
    expect(pending.timestamp).toBeGreaterThanOrEqual(before);
    expect(pending.timestamp).toBeLessThanOrEqual(Date.now());

    release();
    const done = await waitFor(actor, (snapshot) => snapshot.context.generated !== null);
    expect(done.context.generated).toEqual({ audioUrl: clip.url, clip });
    expect(done.context.notice).toBe('Speech generated successfully!');
    expect(storage.values.has(pendingGenerationKey)).toBe(false);
    expect(storage.json(speechPageStateKey)).toMatchObject({
      text: 'Hello there',
      selectedVoiceId: 'voice-pro',
    });
    actor.stop();
  });

  it("shows the server's refusal (403) and clears the pending generation", async () => {
    const refusal =
      'This speech needs about 7 credits (1 credit per second of audio), but you have 3 credits left.';
    const server = studioServer((call) =>
      call.url === '/api/tts/generate' ? { status: 403, body: { message: refusal } } : null,
    );
    const { actor, storage } = startPage(server);
    await idle(actor);
    actor.send({ type: 'text.change', text: 'A long lecture' });
    actor.send({ type: 'speech.generate' });
    const refused = await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(refused.context.error).toBe(refusal);
    expect(storage.values.has(pendingGenerationKey)).toBe(false);
  });
});

describe('a lost connection while generating', () => {
  afterEach(() => void vi.useRealTimers());

  /** A page whose Generate is sent and held at the fake server; `cut()` fails it like a lost connection. */
  async function generatingPage() {
    let cut: () => void = () => {};
    const lost = new Promise<never>((_, reject) => (cut = () => reject(new TypeError('Failed to fetch'))));
    const server = studioServer((call) => (call.url === '/api/tts/generate' ? lost : null));
    const pageLeaving = fakePageLeaving();
    const { actor, storage } = startPage(server, memoryStorage(), pageLeaving);
    await idle(actor);
    actor.send({ type: 'text.change', text: 'Hello there' });
    actor.send({ type: 'speech.generate' });
    await waitFor(actor, () => server.calls.some((call) => call.url === '/api/tts/generate'));
    expect(storage.values.has(pendingGenerationKey)).toBe(true);
    return { actor, storage, pageLeaving, cut };
  }

  /** The page begins to leave, then the connection is lost: the actor asks whether the page stays. */
  async function cutWhileLeaving({ actor, pageLeaving, cut }: Awaited<ReturnType<typeof generatingPage>>) {
    pageLeaving.leave();
    cut();
    await vi.waitFor(() => expect(pageLeaving.stayingAsked).toBe(1));
    // Every promise callback and pending I/O has run by the next macrotask.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(actor.getSnapshot().value).toBe('generating');
  }

  const reportedError = (actor: ReturnType<typeof startPage>['actor']) =>
    waitFor(actor, (snapshot) => snapshot.context.error !== null);

  it('is reported at once on a page that is not leaving, and the pending generation is cleared', async () => {
    const { actor, storage, pageLeaving, cut } = await generatingPage();
    // Time stands still from here: the error has to come without any timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    cut();
    const failed = await reportedError(actor);
    expect(failed.value).toBe('idle');
    expect(failed.context.error).toBe('Failed to generate speech');
    expect(storage.values.has(pendingGenerationKey)).toBe(false);
    expect(pageLeaving.stayingAsked).toBe(0);
  });

  it('never settles on a page that is leaving (a reload cuts the request): the pending generation is kept', async () => {
    const page = await generatingPage();
    await cutWhileLeaving(page);
    expect(page.actor.getSnapshot().context.error).toBeNull();
    expect(page.storage.json(pendingGenerationKey)).toMatchObject({
      status: 'pending',
      request: proVoiceRequest('Hello there'),
    });
  });

  it('is reported after all when the page that began to leave stays', async () => {
    const page = await generatingPage();
    await cutWhileLeaving(page);
    page.pageLeaving.stay();
    const failed = await reportedError(page.actor);
    expect(failed.context.error).toBe('Failed to generate speech');
    expect(page.storage.values.has(pendingGenerationKey)).toBe(false);
  });

  it("still shows the server's refusal on a leaving page: only a lost connection waits", async () => {
    const server = studioServer((call) =>
      call.url === '/api/tts/generate' ? { status: 500, body: { message: 'Speech engine failed' } } : null,
    );
    const pageLeaving = fakePageLeaving();
    pageLeaving.leave();
    const { actor, storage } = startPage(server, memoryStorage(), pageLeaving);
    await idle(actor);
    actor.send({ type: 'text.change', text: 'Hello there' });
    actor.send({ type: 'speech.generate' });
    const failed = await reportedError(actor);
    expect(failed.context.error).toBe('Speech engine failed');
    expect(storage.values.has(pendingGenerationKey)).toBe(false);
    expect(pageLeaving.stayingAsked).toBe(0);
  });
});

describe('pending generation on load', () => {
  const request = proVoiceRequest('Left mid-generation');
  const stored = (ageMs: number, owner = 'user-1') => ({
    [pendingGenerationKey]: { owner, request, timestamp: Date.now() - ageMs, status: 'pending' },
  });
  const generateCalls = (server: ReturnType<typeof fakeServer>) =>
    server.calls.filter((call) => call.url === '/api/tts/generate');

  it('resends one younger than 5 minutes, then clears it', async () => {
    const server = studioServer();
    const { actor, storage } = startPage(server, memoryStorage(stored(4 * 60_000)));
    const done = await waitFor(actor, (snapshot) => snapshot.context.generated !== null);
    expect(generateCalls(server).map((call) => call.body)).toEqual([request]);
    expect(done.context.notice).toBe('Speech generated successfully!');
    expect(storage.values.has(pendingGenerationKey)).toBe(false);
  });

  it.each([
    ['older than 5 minutes', stored(5 * 60_000 + 1)],
    ["another account's", stored(1000, 'user-2')],
  ])('drops one %s without resending it', async (_, initial) => {
    const server = studioServer();
    const { actor, storage } = startPage(server, memoryStorage(initial));
    expect(storage.values.has(pendingGenerationKey)).toBe(false);
    await idle(actor);
    expect(generateCalls(server)).toEqual([]);
  });
});

describe('translate', () => {
  it('posts the text and the chosen language, replaces and saves the text', async () => {
    const server = studioServer();
    const { actor, storage } = startPage(server);
    await idle(actor);
    actor.send({ type: 'text.change', text: 'Hello everyone' });
    actor.send({ type: 'language.change', language: 'es' });
    actor.send({ type: 'text.translate' });
    const translated = await waitFor(actor, (snapshot) => snapshot.context.text === 'Hola a todos');
    expect(translated.context.notice).toBe('Text translated to Spanish');
    expect(server.calls.find((call) => call.url === '/api/translate/translate')?.body).toEqual({
      text: 'Hello everyone',
      targetLanguage: 'es',
    });
    expect(storage.json(speechPageStateKey)).toMatchObject({ text: 'Hola a todos', language: 'es' });
    actor.stop();
  });
});

describe('upload audio', () => {
  const uploaded = (id: string, name: string) => ({
    status: 201,
    body: {
      success: true,
      clip: { ...clip, id, type: 'upload', url: `/api/audio/${id}`, name, duration: 4 },
    },
  });

  it('posts each file as `audio`, reports progress over all files and answers tokened clips', async () => {
    const answers = [uploaded('up-1', 'music.wav'), uploaded('up-2', 'intro.mp3')];
    const server = fakeServer(() => answers.shift()!);
    const progress: number[] = [];
    const result = await uploadTimelineAudio(
      [
        new File(['a'], 'music.wav', { type: 'audio/wav' }),
        new File(['b'], 'intro.mp3', { type: 'audio/mpeg' }),
      ],
      {
        uploadingApi: (report) =>
          createApiClient({
            baseUrl: '',
            getToken: () => 'token-1',
            fetch: (url, init) => {
              report(50);
              report(100);
              return server.fetch(url, init);
            },
          }),
      },
      (percent) => progress.push(percent),
    );
    expect(progress).toEqual([25, 50, 75, 100]);
    expect(result).toEqual({
      error: null,
      added: [
        { id: 'up-1', type: 'upload', url: '/api/audio/up-1', name: 'music.wav', duration: 4 },
        { id: 'up-2', type: 'upload', url: '/api/audio/up-2', name: 'intro.mp3', duration: 4 },
      ],
    });
    expect(server.calls.map((call) => [call.url, call.method, call.authorization])).toEqual([
      ['/api/audio/upload', 'POST', 'Bearer token-1'],
      ['/api/audio/upload', 'POST', 'Bearer token-1'],
    ]);
    expect(((server.calls[0]?.body as FormData).get('audio') as File).name).toBe('music.wav');
  });

  it("stops at a refused file with the server's message, keeping the files already stored", async () => {
    const answers = [
      uploaded('up-1', 'music.wav'),
      { status: 415, body: { message: 'Please select an audio file.' } },
      uploaded('up-3', 'never.wav'),
    ];
    const server = fakeServer(() => answers.shift()!);
    const files = ['music.wav', 'notes.txt', 'never.wav'].map((name) => new File(['x'], name));
    const result = await uploadTimelineAudio(files, { uploadingApi: () => server.api }, () => {});
    expect(result.error).toBe('Please select an audio file.');
    expect(result.added.map((added) => added.id)).toEqual(['up-1']);
    expect(server.calls).toHaveLength(2);
  });

  it("falls back to 'Failed to upload audio' when the server says nothing", async () => {
    const server = fakeServer(() => ({ status: 500, body: {} }));
    const result = await uploadTimelineAudio(
      [new File(['x'], 'a.wav')],
      { uploadingApi: () => server.api },
      () => {},
    );
    expect(result).toEqual({ added: [], error: 'Failed to upload audio' });
  });
});
