// The HTTP speech engines against fakes that speak each protocol as documented: the exact requests (multipart
// names, JSON fields, controls in the engine's ranges), long scripts split and joined, a lost reference uploaded
// again, and each failure a user must be told about — no answer (503), an error (502), audio that is not audio.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../../media/analysis/pcm-wav';
import { readMonoWav } from '../wav-reader';
import { speechEngineLabels, type ProfileReferenceClip, type VoiceProfile } from '../speech-engine';
import { ChatterboxSpeechEngine, cleanestClip, referenceFileName } from './chatterbox-engine';
import {
  EngineFailedError,
  EngineUnavailableError,
  engineFailedMessage,
  engineUnavailableMessage,
  engineUrl,
  reachabilityProbe,
} from '../../http/engine-request';
import { OpenAiSpeechEngine } from './openai-speech-engine';
import { splitIntoChunks } from './speech-chunks';
import {
  startFakeChatterbox,
  startFakeOpenAiSpeech,
  type FakeSpeechServer,
} from './test-support/fake-speech-servers';

const scratch = mkdtempSync(join(tmpdir(), 'twin-http-engines-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const statistics = (durationSeconds: number, energyDb: number) => ({
  durationSeconds,
  speakingRate: 4,
  pitchMedianHz: 180,
  pitchMeanHz: 185,
  pitchVariationHz: 30,
  energyDb,
});

function clip(clipId: string, durationSeconds: number, energyDb: number): ProfileReferenceClip {
  const path = join(scratch, `${clipId}.wav`);
  writeFileSync(path, encodeWav(new Int16Array(Math.round(durationSeconds * 24_000)).fill(300), 24_000));
  return { clipId, path, statistics: statistics(durationSeconds, energyDb) };
}

const modelId = '7d3f0c2e-5b1a-4c8e-9f00-0123456789ab';
const clips = [
  clip('c-short', 3, -18),
  clip('c-clean', 9, -20),
  clip('c-hot', 8, -2),
  clip('c-long', 20, -19),
];
const speaker = {
  durationSeconds: 40,
  speakingRate: 4,
  pitchMedianHz: 180,
  pitchMeanHz: 185,
  pitchVariationHz: 30,
  energyDb: -20,
};
const durationOf = async (path: string) => {
  const { samples, sampleRate } = readMonoWav(await readFile(path));
  return samples.length / sampleRate;
};

describe('Chatterbox-TTS-Server', () => {
  let fake: FakeSpeechServer;
  let engine: ChatterboxSpeechEngine;
  let profile: VoiceProfile;

  beforeAll(async () => {
    fake = await startFakeChatterbox();
    engine = new ChatterboxSpeechEngine({ baseUrl: fake.url, tmpRoot: scratch });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.mode = 'ok';
  });

  it('reads the languages its model speaks from /api/model-info', async () => {
    expect(engine.capabilities.languages).toContain('ja');
    await engine.prepare();
    expect(engine.capabilities.languages).toEqual(['de', 'en', 'fr']);
    expect(engine.capabilities).toMatchObject({
      clonesTimbre: true,
      label: speechEngineLabels.clone,
    });
  });

  it('builds a voice: every clip uploaded as multipart `files`, then a test synthesis from the cleanest clip', async () => {
    expect(cleanestClip(clips)?.clipId).toBe('c-clean');
    fake.requests.length = 0;
    profile = await engine.createVoiceProfile({ modelId, language: 'en', speaker, clips });
    const [upload, test] = fake.requests;
    expect(upload).toMatchObject({ method: 'POST', path: '/upload_reference' });
    expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.files).toEqual(
      clips.map((c) => ({
        field: 'files',
        name: `twin-${modelId}-${c.clipId}.wav`,
        bytes: expect.any(Number),
      })),
    );
    expect(test).toMatchObject({ method: 'POST', path: '/tts' });
    expect(test!.json).toEqual({
      text: 'This is a short test of my new voice.',
      voice_mode: 'clone',
      reference_audio_filename: referenceFileName(modelId, 'c-clean'),
      output_format: 'wav',
      split_text: false,
      speed_factor: 1,
      language: 'en',
    });
    expect(profile).toMatchObject({
      engine: 'chatterbox',
      settings: { modelId, referenceClipId: 'c-clean' },
    });
  });

  it('speaks a long script in sentence pieces with the controls in its ranges, joined into one WAV', async () => {
    const text = Array.from(
      { length: 12 },
      (_, i) => `Sentence number ${i + 1} is here to make the script long enough.`,
    ).join(' ');
    const pieces = splitIntoChunks(text);
    expect(pieces.length).toBeGreaterThan(2);
    fake.requests.length = 0;
    const outputPath = join(scratch, 'long.wav');
    const result = await engine.synthesize({
      profile,
      text,
      language: 'de',
      outputPath,
      referenceClip: clips[1],
      controls: { exaggeration: 0.7, temperature: 3, cfgWeight: 0, seed: 0, resemblance: 1.8 },
    });
    expect(fake.requests.map((request) => request.json?.text)).toEqual(pieces);
    expect(fake.requests[0]!.json).toEqual({
      text: pieces[0],
      voice_mode: 'clone',
      reference_audio_filename: referenceFileName(modelId, 'c-clean'),
      output_format: 'wav',
      split_text: false,
      speed_factor: 1,
      language: 'de',
      exaggeration: 0.7,
      temperature: 1.5,
      cfg_weight: 0.2,
      seed: 1,
    });
    const words = pieces.reduce((sum, piece) => sum + piece.split(/\s+/).length, 0);
    const crossfades = (pieces.length - 1) * 0.04;
    expect(result.durationSeconds).toBeCloseTo(words * 0.3 - crossfades, 2);
    expect(await durationOf(outputPath)).toBeCloseTo(result.durationSeconds, 3);
  });

  it('uploads a reference the engine lost once more, and goes on', async () => {
    fake.references.clear();
    fake.requests.length = 0;
    await engine.synthesize({
      profile,
      text: 'Hello again.',
      language: 'en',
      outputPath: join(scratch, 'again.wav'),
      referenceClip: clips[1],
    });
    expect(fake.requests.map((request) => request.path)).toEqual(['/tts', '/upload_reference', '/tts']);
    expect(fake.requests[1]!.files).toEqual([
      { field: 'files', name: referenceFileName(modelId, 'c-clean'), bytes: expect.any(Number) },
    ]);
  });

  it('refuses a language its model does not speak, naming it', async () => {
    await expect(
      engine.synthesize({
        profile,
        text: 'Hola.',
        language: 'es',
        outputPath: join(scratch, 'es.wav'),
        referenceClip: clips[1],
      }),
    ).rejects.toThrow('This voice cannot speak Spanish yet. Please choose another language.');
  });

  it('stops speech that runs past the most the caller will take', async () => {
    const text = Array.from({ length: 30 }, () => 'Many words make long audio here.').join(' ');
    await expect(
      engine.synthesize({
        profile,
        text,
        language: 'en',
        outputPath: join(scratch, 'over.wav'),
        referenceClip: clips[1],
        maxSeconds: 5,
      }),
    ).rejects.toMatchObject({ name: 'SpeechOverrunError' });
  });

  it('tells an error answer (502) and audio that is not audio (502) apart from no answer (503)', async () => {
    const speak = (engineUnderTest = engine) =>
      engineUnderTest.synthesize({
        profile,
        text: 'Hello.',
        language: 'en',
        outputPath: join(scratch, 'x.wav'),
        referenceClip: clips[1],
      });
    fake.mode = 'error';
    const failed = await speak().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(EngineFailedError);
    expect((failed as EngineFailedError).message).toBe(engineFailedMessage);
    expect((failed as EngineFailedError).detail).toBe('/tts answered 500: CUDA out of memory');
    fake.mode = 'not-audio';
    const notAudio = await speak().catch((error: unknown) => error);
    expect(notAudio).toBeInstanceOf(EngineFailedError);
    expect((notAudio as EngineFailedError).detail).toMatch(/not audio/);
    fake.mode = 'slow';
    const impatient = new ChatterboxSpeechEngine({
      baseUrl: fake.url,
      tmpRoot: scratch,
      answerTimeoutMs: 300,
    });
    const started = Date.now();
    const timedOut = await speak(impatient).catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(EngineUnavailableError);
    expect((timedOut as Error).message).toBe(engineUnavailableMessage);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says the engine is not answering when nothing listens, after one retry', async () => {
    const closed = await startFakeChatterbox();
    const url = closed.url;
    await closed.close();
    const down = new ChatterboxSpeechEngine({ baseUrl: url, tmpRoot: scratch });
    const started = Date.now();
    const error = await down
      .synthesize({
        profile,
        text: 'Hello.',
        language: 'en',
        outputPath: join(scratch, 'down.wav'),
        referenceClip: clips[1],
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineUnavailableError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900); // the pause before the retry
  });
});

describe('engine addresses and reachability', () => {
  it('puts paths under the base URL, with or without its trailing slash', () => {
    expect(engineUrl('http://gpu.local:8004', '/tts').href).toBe('http://gpu.local:8004/tts');
    expect(engineUrl('http://gpu.local/speech', 'v1/audio/speech').href).toBe(
      'http://gpu.local/speech/v1/audio/speech',
    );
    expect(engineUrl('http://gpu.local/speech//', '/tts').href).toBe('http://gpu.local/speech/tts');
  });

  it('asks at most once per 5 s (the public health check must not open a connection per call)', async () => {
    const fake = await startFakeChatterbox();
    let clock = 0;
    const reachable = reachabilityProbe(fake.url, () => clock);
    expect(await Promise.all([reachable(), reachable()])).toEqual([true, true]);
    await fake.close();
    clock = 4_999;
    expect(await reachable()).toBe(true); // the answer of a moment ago
    clock = 5_000;
    expect(await reachable()).toBe(false); // asked again: nothing listens now
  });
});

describe('OpenAI-style /v1/audio/speech', () => {
  let fake: FakeSpeechServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiSpeech();
  });
  afterAll(() => fake.close());

  it('sends model, input, voice, wav and the bearer key, and says it is not a clone', async () => {
    const engine = new OpenAiSpeechEngine({
      baseUrl: fake.url,
      tmpRoot: scratch,
      apiKey: 'sk-test',
      voice: 'nova',
      model: 'kokoro',
    });
    expect(engine.capabilities).toMatchObject({
      clonesTimbre: false,
      label: speechEngineLabels.stockVoice,
    });
    const profile = await engine.createVoiceProfile({ modelId, language: 'en', speaker, clips });
    fake.requests.length = 0;
    const result = await engine.synthesize({
      profile,
      text: 'Two sentences. Spoken by a stock voice.',
      language: 'en',
      outputPath: join(scratch, 'openai.wav'),
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(fake.requests[0]!.json).toEqual({
      model: 'kokoro',
      input: 'Two sentences. Spoken by a stock voice.',
      voice: 'nova',
      response_format: 'wav',
      speed: 1,
    });
    expect(result.durationSeconds).toBeCloseTo(7 * 0.3, 2);
  });

  it('turns an error and a non-audio answer into the engine-failed message', async () => {
    const engine = new OpenAiSpeechEngine({ baseUrl: fake.url, tmpRoot: scratch });
    const profile = {
      engine: 'openai-speech',
      formatVersion: 1,
      language: 'en',
      speaker: { pitchMedianHz: null, pitchVariationHz: null, speakingRate: null },
      referenceClipIds: [],
      settings: {},
    } as const;
    for (const mode of ['error', 'not-audio'] as const) {
      fake.mode = mode;
      await expect(
        engine.synthesize({
          profile: { ...profile, referenceClipIds: [] },
          text: 'Hi.',
          language: 'en',
          outputPath: join(scratch, 'o.wav'),
        }),
      ).rejects.toBeInstanceOf(EngineFailedError);
    }
    fake.mode = 'ok';
  });
});
