// POST /api/tts/generate on a real server with voices made by the real voice flow (PGlite, pg-boss, ffmpeg,
// espeak-ng): the answer and its clip, the watermark tag read back with ffprobe, credits (1 per second, checked
// before and charged after, never overspent by parallel requests), every refusal, and ownership.
import { generationsAtOnceMessage } from '../credits/credit-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechEngineLabels } from '../engines/speech/speech-engine';
import { textTooLongMessage, TTS_TEXT_MAX_LENGTH } from '@twin/api-client';
import { speechGenerations } from '../db/schema';
import { EspeakSpeechEngine } from '../engines/speech/espeak-engine';
import { MediaStore } from '../files/media-store';
import { HttpError } from '../http/http-error';
import {
  getWithToken,
  messageOf,
  postJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { updateVoiceModel } from '../voices/voice-models.repository';
import { storedFiles } from '../test-support/voice-test-client';
import { chargeSpeechTokens } from '../credits/speech-credits';
import { chooseVoice } from './speech-voice';
import {
  createVoice,
  probeTags,
  expectSharedBalance,
  raceGenerations,
  setBalance,
  tokenUsage,
  type TestVoice,
} from '../test-support/speech-client';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let pro: TestVoice;
let quick: TestVoice;
let unfinished: TestVoice;
let strangerVoice: TestVoice;

beforeAll(async () => {
  server = await startTestServer({ jobs: { pollingIntervalSeconds: 1 } });
  owner = await registerAccount(server.app, { plan: 'Pro', planTokens: 3600, voiceClones: 10 });
  stranger = await registerAccount(server.app, { plan: 'Pro', planTokens: 3600, voiceClones: 10 });
  [pro, quick, unfinished, strangerVoice] = await Promise.all([
    createVoice(server.app, owner.token, 'pro'),
    createVoice(server.app, owner.token, 'quick'),
    createVoice(server.app, owner.token, 'quick', { name: 'Unfinished', complete: false }),
    createVoice(server.app, stranger.token, 'quick'),
  ]);
}, 240_000);
afterAll(() => server.close());

const sliders = { exaggeration: 0.5, temperature: 0.8, cfg_weight: 0.5 };
const proRequest = (overrides: Record<string, unknown> = {}) => ({
  modelId: pro.id,
  text: 'Hello and welcome. This is my digital twin speaking.',
  ...sliders,
  language: 'en',
  model_type: 'chatterbox_base',
  seed: 42,
  resemblance: 1.8,
  ...overrides,
});
const quickRequest = (overrides: Record<string, unknown> = {}) => ({
  modelId: quick.id,
  text: 'A short line from the quick voice.',
  ...sliders,
  language: 'en',
  model_type: 'chatterbox_base',
  referenceClipId: quick.clipIds[0],
  ...overrides,
});
const generate = (body: unknown, token: string | undefined = owner.token) =>
  postJson(server.app, '/api/tts/generate', body, token);

describe('the speech engine', () => {
  it('is named honestly for the label by the voice picker: embedded, not a clone', async () => {
    const response = await getWithToken(server.app, '/api/tts/engine', owner.token);
    expect(response.json()).toEqual({
      engine: 'espeak-ng',
      label: speechEngineLabels.builtIn,
      clones_voice: false,
    });
    expect((await server.app.inject({ method: 'GET', url: '/api/tts/engine' })).statusCode).toBe(401);
  });
});

describe('generating speech', () => {
  it('answers with a media link to the audio and a tts clip, and charges 1 credit per second (rounded up)', async () => {
    const before = await tokenUsage(server.app, owner.token);
    const response = await generate(proRequest());
    expect(response.statusCode, response.body).toBe(200);
    const { success, audioUrl, clip } = response.json();
    expect(success).toBe(true);
    expect(audioUrl).toMatch(new RegExp(`^/api/audio/${clip.id}\\?token=[\\w.-]+$`));
    expect((await server.app.inject({ method: 'GET', url: audioUrl })).statusCode).toBe(200);
    expect(clip).toMatchObject({
      type: 'tts',
      url: `/api/audio/${clip.id}`,
      name: 'Hello and welcome. This is my digital t…',
      startTime: 0,
      originalStartOffset: 0,
    });
    expect(clip.duration).toBeGreaterThan(1.5);
    expect(clip.originalDuration).toBe(clip.duration);
    const after = await tokenUsage(server.app, owner.token);
    expect(after.plan_tokens_used - before.plan_tokens_used).toBe(Math.ceil(clip.duration));
    const [row] = await server.app.database.db
      .select()
      .from(speechGenerations)
      .where(eq(speechGenerations.id, clip.id));
    expect(row).toMatchObject({
      status: 'completed',
      tokensCharged: Math.ceil(clip.duration),
      language: 'en',
    });
    expect(row!.settings).toMatchObject({ seed: 42, resemblance: 1.8, model_type: 'chatterbox_base' });
  });

  it('stores a WAV whose metadata names the product and the clip, and streams it to its owner', async () => {
    const { clip } = (await generate(proRequest({ text: 'Watermarked words.' }))).json();
    const path = `${server.config.dataDir}/media/${owner.userId}/speech/${clip.id}.wav`;
    const probed = await probeTags(path);
    expect(probed.tags.comment).toBe(`Generated by Twin Studio · clip ${clip.id}`);
    expect(probed.duration).toBeCloseTo(clip.duration, 2);
    const played = await getWithToken(server.app, clip.url, owner.token);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.rawPayload.includes(Buffer.from(`clip ${clip.id}`))).toBe(true);
    const part = await server.app.inject({
      method: 'GET',
      url: clip.url,
      headers: { authorization: `Bearer ${owner.token}`, range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe('RIFF');
    const foreign = await getWithToken(server.app, clip.url, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(storedFiles(server.config.dataDir).filter((file) => file.startsWith('tmp'))).toEqual([]);
  });

  it('speaks a pro voice in another language, and the sliders change the audio', async () => {
    const german = await generate(proRequest({ text: 'Guten Tag, wie geht es dir?', language: 'de' }));
    expect(german.statusCode, german.body).toBe(200);
    const low = (await generate(proRequest({ text: 'The same words.', seed: 0 }))).json().clip;
    const high = (await generate(proRequest({ text: 'The same words.', seed: 1000 }))).json().clip;
    const bytes = async (id: string) =>
      (await getWithToken(server.app, `/api/audio/${id}`, owner.token)).rawPayload;
    expect((await bytes(low.id)).subarray(200).equals((await bytes(high.id)).subarray(200))).toBe(false);
  });

  it('needs a reference clip of that voice for a non-pro voice', async () => {
    const ok = await generate(quickRequest());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().clip.type).toBe('tts');
    const none = await generate(quickRequest({ referenceClipId: undefined, seed: 42, resemblance: 1.8 }));
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toBe('Please select a reference sample.');
    const otherVoicesClip = await generate(quickRequest({ referenceClipId: pro.clipIds[0] }));
    expect(otherVoicesClip.statusCode).toBe(404);
    expect(messageOf(otherVoicesClip)).toBe('Reference clip not found.');
    const strangersClip = await generate(quickRequest({ referenceClipId: strangerVoice.clipIds[0] }));
    expect(strangersClip.statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('404 for a voice that is not the caller’s (or no voice at all)', async () => {
    const foreign = await generate(
      quickRequest({ modelId: strangerVoice.id, referenceClipId: strangerVoice.clipIds[0] }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe('Voice model not found.');
    const theirs = await generate(proRequest(), stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect((await generate(proRequest({ modelId: 'not-a-uuid' }))).statusCode).toBe(404);
  });

  it('409 for a voice that is not set up or not ready', async () => {
    const request = quickRequest({ modelId: unfinished.id, referenceClipId: unfinished.clipIds[0] });
    const notSetUp = await generate(request);
    expect(notSetUp.statusCode).toBe(409);
    expect(messageOf(notSetUp)).toBe('Complete your voice setup to use this model.');
    await updateVoiceModel(server.app.database.db, unfinished.id, { status: 'training' });
    const training = await generate(request);
    expect(training.statusCode).toBe(409);
    expect(messageOf(training)).toMatch(/still being prepared/);
    await updateVoiceModel(server.app.database.db, unfinished.id, { status: 'ready' });
  });

  it('422 naming the language when the engine has no voice for it', async () => {
    const espeak = new EspeakSpeechEngine();
    // A stand-in for an engine that speaks English only: a boundary we do not own.
    const englishOnly = Object.assign(Object.create(espeak) as EspeakSpeechEngine, {
      capabilities: { ...espeak.capabilities, languages: ['en'] },
    });
    const attempt = chooseVoice(
      { db: server.app.database.db, store: new MediaStore(server.config.dataDir), speech: englishOnly },
      owner.userId,
      proRequest({ language: 'de' }) as never,
    );
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(
        /^This voice cannot speak German yet\. Please choose another language\.$/,
      ),
    });
  });

  it('400 with a message for bad input, 401 without a token', async () => {
    const cases: [unknown, RegExp | string][] = [
      [proRequest({ text: 'x'.repeat(TTS_TEXT_MAX_LENGTH + 1) }), textTooLongMessage],
      [proRequest({ text: '   ' }), 'Please enter some text.'],
      [proRequest({ exaggeration: 'high' }), 'Exaggeration must be a number.'],
      [proRequest({ exaggeration: 2.5 }), 'Emotion Intensity must be between 0.25 and 2.'],
      [proRequest({ seed: 1001 }), 'Tonality must be between 0 and 1000.'],
      [proRequest({ language: 'xx' }), /Language/],
      [proRequest({ model_type: 'best' }), /Model type/],
      [{ ...proRequest(), seed: undefined, resemblance: undefined }, 'Please select a reference sample.'],
      [[1, 2], 'The request body must be a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const response = await generate(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
      if (typeof message === 'string') expect(messageOf(response)).toBe(message);
      else expect(messageOf(response)).toMatch(message);
    }
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/tts/generate',
      payload: '{"modelId": ',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    });
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed)).toBe('The request body is not valid JSON.');
    expect((await postJson(server.app, '/api/tts/generate', proRequest())).statusCode).toBe(401);
  });
});

describe('credits', () => {
  it('refuses with 403 before synthesis when the estimate exceeds the balance, storing nothing', async () => {
    const usage = await tokenUsage(server.app, owner.token);
    await setBalance(server.app, owner.userId, {
      total: usage.plan_tokens_used + 3,
      used: usage.plan_tokens_used,
    });
    const files = storedFiles(server.config.dataDir);
    const long = 'This sentence is long enough to need far more than three seconds of audio. '.repeat(4);
    const response = await generate(proRequest({ text: long }));
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toMatch(
      /^This speech needs about \d+ credits \(1 credit per second of audio\), but you have 3 credits left\. Please shorten the text or upgrade your plan on the Account page\.$/,
    );
    expect(storedFiles(server.config.dataDir)).toEqual(files);
    expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(usage.plan_tokens_used);
    const rows = await server.app.database.db
      .select()
      .from(speechGenerations)
      .where(eq(speechGenerations.status, 'generating'));
    expect(rows).toEqual([]);
    await setBalance(server.app, owner.userId, { total: 3600, used: usage.plan_tokens_used });
  });

  it('never lets parallel requests spend more than the balance', async () => {
    const race = await raceGenerations(
      server.app,
      owner,
      proRequest({ text: 'Parallel requests must share one balance fairly.' }),
    );
    expectSharedBalance(race);
    // Refused before synthesis (the reservations of the running requests count), not after it in vain.
    for (const response of race.refused)
      expect(messageOf(response)).toMatch(/^This speech needs about \d+ credits/);
  });

  it('runs at most 2 generations of one user at once: the others get 429, and nothing is overspent', async () => {
    const race = await raceGenerations(
      server.app,
      owner,
      proRequest({ text: 'Six at once, but only two may run together.' }),
      { credits: 1000 },
    );
    expect(race.ok.length + race.busy.length).toBe(6);
    expect(race.busy.length).toBeGreaterThanOrEqual(1);
    expect(race.ok.length).toBeGreaterThanOrEqual(2);
    for (const response of race.busy) expect(messageOf(response)).toBe(generationsAtOnceMessage(2));
    expect(race.spent).toBe(race.cost);
  });

  it('charges the real length atomically after synthesis, refusing what no longer fits', async () => {
    const usage = await tokenUsage(server.app, owner.token);
    await setBalance(server.app, owner.userId, {
      total: usage.plan_tokens_used + 2,
      used: usage.plan_tokens_used,
    });
    await expect(chargeSpeechTokens(server.app.database.db, owner.userId, 4.2)).rejects.toMatchObject({
      statusCode: 403,
      message:
        'This speech came out 4.2 seconds long and needs 5 credits, but you have 2 credits left. Please shorten the text or upgrade your plan on the Account page.',
    });
    expect(await chargeSpeechTokens(server.app.database.db, owner.userId, 1.01)).toBe(2);
    expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(usage.plan_tokens_used + 2);
    await setBalance(server.app, owner.userId, { total: 3600, used: usage.plan_tokens_used });
  });

  it('reserves what symbols read aloud cost: 5,000 × "© " (once 1 credit) is refused to a balance of 100', async () => {
    const usage = await tokenUsage(server.app, owner.token);
    await setBalance(server.app, owner.userId, {
      total: usage.plan_tokens_used + 100,
      used: usage.plan_tokens_used,
    });
    const files = storedFiles(server.config.dataDir);
    const response = await generate(proRequest({ text: '© '.repeat(5000) }));
    expect(response.statusCode).toBe(403);
    expect(Number(/needs about (\d+) credits/.exec(messageOf(response))?.[1])).toBeGreaterThan(1000);
    expect(storedFiles(server.config.dataDir)).toEqual(files);
    expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(usage.plan_tokens_used);
    await setBalance(server.app, owner.userId, { total: 3600, used: usage.plan_tokens_used });
  });

  it('counts usage but never refuses an unlimited plan (-1)', async () => {
    const usage = await tokenUsage(server.app, owner.token);
    await setBalance(server.app, owner.userId, { total: -1, used: usage.plan_tokens_used });
    const response = await generate(proRequest({ text: 'Unlimited.' }));
    expect(response.statusCode).toBe(200);
    expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(
      usage.plan_tokens_used + Math.ceil(response.json().clip.duration),
    );
    await setBalance(server.app, owner.userId, { total: 3600, used: usage.plan_tokens_used });
  });
});

describe('the OpenAPI document', () => {
  it('lists the speech, translation and audio calls', async () => {
    const paths = (await getWithToken(server.app, '/api/docs')).json().paths;
    for (const path of [
      '/api/tts/generate',
      '/api/translate/translate',
      '/api/audio/upload',
      '/api/audio/{id}',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
