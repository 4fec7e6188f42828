// The speech-test service on an HTTP speech engine (TTS_URL), contract-tested against a stand-in that speaks
// Chatterbox-TTS-Server's protocol: the reference's clips go to the engine as the clone's audio (POST
// /upload_reference), speech comes from POST /tts in clone mode naming one of them, with the seed and CFG scale
// mapped to the engine's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/audio-fixtures';
import {
  startFakeChatterbox,
  type FakeSpeechServer,
} from '../engines/speech/http/test-support/fake-speech-servers';
import { startTestServer, type TestServer } from '../test-support/test-server';
import {
  base,
  defaultSliders,
  submitJob,
  uploadReference,
  waitForJob,
} from './test-support/speech-test-client';

describe('the speech test on Chatterbox (TTS_URL)', () => {
  let fake: FakeSpeechServer;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeChatterbox();
    server = await startTestServer({ speech: { ttsUrl: fake.url, protocol: 'chatterbox' } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('clones from the uploaded reference: its clips uploaded, /tts in clone mode with the seed and guidance', async () => {
    expect((await server.app.inject({ method: 'GET', url: `${base}/health` })).json()).toEqual({
      success: true,
    });
    const uploaded = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-10s.wav'),
    });
    const { url } = uploaded.json() as { url: string };
    const text = 'One two three four five six seven eight nine ten.';
    const submitted = await submitJob(server.app, {
      text,
      ref_url: url,
      ...defaultSliders,
      seed: 5,
      speed: 1,
    });
    const jobId = (submitted.json() as { job_id: string }).job_id;
    const { job } = await waitForJob(server.app, jobId);
    expect(job.status, job.error ?? '').toBe('completed');

    const uploads = fake.requests.filter((request) => request.path === '/upload_reference');
    expect(uploads).toHaveLength(1);
    const names = uploads[0]!.files!.map((file) => file.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith(`twin-speech-test-${jobId}-`))).toBe(true);

    const spoken = fake.requests.filter((request) => request.path === '/tts').at(-1)!.json!;
    expect(spoken).toMatchObject({ text, voice_mode: 'clone', seed: 6, cfg_weight: 0.5, language: 'en' });
    expect(names).toContain(spoken.reference_audio_filename);
    // The stand-in answers 0.3 s per word.
    expect(job.result!.duration).toBeCloseTo(10 * 0.3, 1);
  });
});
