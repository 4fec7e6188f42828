// The server with TTS_URL pointing at a fake Chatterbox-TTS-Server: a pro voice made by the real voice flow uploads
// its reference clips once, speech is generated through the engine from the cleanest clip with the page's controls,
// and when the engine stops answering the user gets the clear 503 message and keeps every credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechEngineLabels } from '../engines/speech/speech-engine';
import { referenceFileName } from '../engines/speech/http/chatterbox-engine';
import { engineUnavailableMessage } from '../engines/http/engine-request';
import {
  startFakeChatterbox,
  type FakeSpeechServer,
} from '../engines/speech/http/test-support/fake-speech-servers';
import {
  getWithToken,
  messageOf,
  postJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { createVoice, speechRequest, tokenUsage, type TestVoice } from '../test-support/speech-client';

let fake: FakeSpeechServer;
let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let pro: TestVoice;

beforeAll(async () => {
  fake = await startFakeChatterbox();
  server = await startTestServer({
    speech: { ttsUrl: fake.url, protocol: 'chatterbox' },
    jobs: { pollingIntervalSeconds: 1 },
  });
  owner = await registerAccount(server.app, { plan: 'Pro', planTokens: 3600, voiceClones: 3 });
  pro = await createVoice(server.app, owner.token, 'pro');
}, 180_000);
afterAll(async () => {
  await server.close();
  await fake.close();
});

describe('speech through Chatterbox-TTS-Server', () => {
  it("uploads the pro voice's reference clips to the engine once, while the voice is made", () => {
    const uploads = fake.requests.filter((request) => request.path === '/upload_reference');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.files!.map((file) => file.name).sort()).toEqual(
      pro.clipIds.map((clipId) => referenceFileName(pro.id, clipId)).sort(),
    );
  });

  it('generates from the cleanest clip with the controls, charges what came back, and plays it', async () => {
    const models = (await getWithToken(server.app, '/api/voice/models', owner.token)).json().models;
    expect(models[0]).toMatchObject({ id: pro.id, status: 'ready' });
    fake.requests.length = 0;
    const before = await tokenUsage(server.app, owner.token);
    const { referenceClipId: _unused, ...request } = speechRequest(
      pro,
      'Hello from my real voice. It runs on the GPU.',
    );
    const response = await postJson(
      server.app,
      '/api/tts/generate',
      { ...request, seed: 7, resemblance: 1.8 },
      owner.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests.map((request) => request.path)).toEqual(['/tts']);
    const sent = fake.requests[0]!.json!;
    expect(sent).toMatchObject({
      text: 'Hello from my real voice. It runs on the GPU.',
      voice_mode: 'clone',
      output_format: 'wav',
      language: 'en',
      exaggeration: 0.5,
      temperature: 0.8,
      cfg_weight: 0.5,
      seed: 8,
    });
    expect(pro.clipIds.map((clipId) => referenceFileName(pro.id, clipId))).toContain(
      sent.reference_audio_filename,
    );
    const { clip } = response.json();
    expect(clip.duration).toBeCloseTo(10 * 0.3, 1); // the fake speaks 0.3 s per word
    const after = await tokenUsage(server.app, owner.token);
    expect(after.plan_tokens_used - before.plan_tokens_used).toBe(Math.ceil(clip.duration));
    expect((await getWithToken(server.app, clip.url, owner.token)).statusCode).toBe(200);
  });

  it('names the engine for the label by the voice picker, and reports it reachable', async () => {
    const engine = await getWithToken(server.app, '/api/tts/engine', owner.token);
    expect(engine.json()).toEqual({
      engine: 'chatterbox',
      label: speechEngineLabels.clone,
      clones_voice: true,
    });
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      ok: true,
      speech: 'reachable',
      transcription: 'embedded',
      translation: 'embedded',
      lipsync: 'embedded',
      lipsyncEngine: 'face',
    });
  });

  it('answers 503 with the clear message when the engine is down, and charges nothing', async () => {
    fake.mode = 'slow';
    await fake.close();
    // The health check reuses its answer for a few seconds (it is public), then sees the engine gone.
    await expect
      .poll(async () => (await server.app.inject({ method: 'GET', url: '/api/health' })).json(), {
        timeout: 10_000,
        interval: 500,
      })
      .toMatchObject({ ok: true, speech: 'unreachable' });
    const before = await tokenUsage(server.app, owner.token);
    const response = await postJson(
      server.app,
      '/api/tts/generate',
      speechRequest(pro, 'Nobody is listening.'),
      owner.token,
    );
    expect(response.statusCode).toBe(503);
    expect(messageOf(response)).toBe(engineUnavailableMessage);
    expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(before.plan_tokens_used);
  });
});
