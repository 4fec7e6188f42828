// The speech-test service against a real server (PGlite, ffmpeg, espeak-ng), called as /test-vibe calls it — no
// authorization, under the api client's default base: health, a WAV reference uploaded under a misleading name,
// submit, polling to completed, and the download the client derives from download_url (a WAV as long as the
// answer says, Range, attachment); speed and seed honoured; the queue and the generation timeout.
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { speechTestDownloadUrl } from '@twin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffprobeJson } from '../media/run-ffmpeg';
import { fixture } from '../test-support/audio-fixtures';
import { startTestServer, tempDir, type TestServer } from '../test-support/test-server';
import { speechTestMessages } from './speech-test-messages';
import {
  base,
  defaultSliders,
  serviceFiles,
  submitJob,
  uploadReference,
  waitForJob,
} from './test-support/speech-test-client';

const text = 'Hello there. This is a short test of the speech service. It should sound like the reference.';

async function probeSeconds(path: string): Promise<{ duration: number; sampleRate: number }> {
  const parsed = await ffprobeJson<{ streams: { sample_rate: string }[]; format: { duration: string } }>([
    ...['-select_streams', 'a:0', '-show_entries', 'stream=sample_rate:format=duration', path],
  ]);
  return { duration: Number(parsed.format.duration), sampleRate: Number(parsed.streams[0]!.sample_rate) };
}

describe('the speech-test service', () => {
  let server: TestServer;
  let refUrl: string;
  const scratch = tempDir('twin-speech-test-');

  beforeAll(async () => {
    server = await startTestServer({ speechTest: { generationsAtOnce: 1, queueLength: 1 } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('says it is available, without authorization', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${base}/health` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const docs = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        `${base}/health`,
        `${base}/upload-reference`,
        `${base}/submit`,
        `${base}/status/{job_id}`,
      ]),
    );
    expect(docs.paths[`${base}/submit`]!.post!.security).toBeUndefined();
  });

  it('stores a WAV reference found by probing (named .mp3) and answers a reference, not a path', async () => {
    const response = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-10s.wav'),
      filename: 'my voice.mp3',
      type: 'audio/mpeg',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { success: boolean; url: string };
    expect(answer.success).toBe(true);
    expect(answer.url).toMatch(/^reference:[0-9a-f-]{36}$/);
    refUrl = answer.url;
    const id = refUrl.slice('reference:'.length);
    const stored = join(server.config.dataDir, 'speech-test', 'references', `${id}.wav`);
    expect(statSync(stored).mode & 0o777).toBe(0o600);
    expect(serviceFiles(server.config.dataDir).sort()).toEqual(
      [`references/${id}.json`, `references/${id}.wav`].sort(),
    );
  });

  it('generates from the reference: queued/processing → completed, and the download is the WAV it describes', async () => {
    const submitted = await submitJob(server.app, { text, ref_url: refUrl, ...defaultSliders });
    expect(submitted.statusCode).toBe(200);
    const { success, job_id } = submitted.json() as { success: boolean; job_id: string };
    expect(success).toBe(true);
    const { job, seen } = await waitForJob(server.app, job_id);
    expect(job.status, job.error ?? '').toBe('completed');
    expect(seen[seen.length - 1]).toBe('completed');
    expect(['queued', 'processing'].some((status) => seen.includes(status))).toBe(true);
    const result = job.result!;
    expect(result.audio_file).toMatch(/^speech-test-[0-9a-f-]{36}\.wav$/);
    expect(result.download_url).toBe(`/api/download/${result.audio_file}`);
    expect(result.generation_time).toBeGreaterThan(0);

    // The client's rule: /api/download/ → /download/ under the same base.
    const url = speechTestDownloadUrl(base, result.download_url);
    expect(url).toBe(`${base}/download/${result.audio_file}`);
    const download = await server.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('audio/wav');
    expect(download.headers['content-disposition']).toContain(`attachment; filename="${result.audio_file}"`);
    expect(download.rawPayload.length).toBe(result.file_size_bytes);
    const saved = join(scratch, 'result.wav');
    writeFileSync(saved, download.rawPayload);
    const probed = await probeSeconds(saved);
    expect(Math.abs(probed.duration - result.duration)).toBeLessThan(0.02);
    expect(probed.sampleRate).toBe(result.sample_rate);
    expect(result.duration).toBeGreaterThan(2);
    expect(
      statSync(join(server.config.dataDir, 'speech-test', 'results', result.audio_file)).mode & 0o777,
    ).toBe(0o600);

    const range = await server.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${result.file_size_bytes}`);
  });

  it('honours speed (2.0 is half as long as 1.0) and the seed (the same seed gives the same speech)', async () => {
    const run = async (sliders: Partial<typeof defaultSliders>) => {
      const submitted = await submitJob(server.app, { text, ref_url: refUrl, ...defaultSliders, ...sliders });
      const { job } = await waitForJob(server.app, (submitted.json() as { job_id: string }).job_id);
      expect(job.status, job.error ?? '').toBe('completed');
      return job.result!.duration;
    };
    const normal = await run({ seed: 7 });
    const again = await run({ seed: 7 });
    const fast = await run({ seed: 7, speed: 2 });
    expect(again).toBe(normal);
    expect(fast / normal).toBeGreaterThan(0.45);
    expect(fast / normal).toBeLessThan(0.55);
  });

  it('queues behind the running generation and refuses past the queue (503, busy)', async () => {
    const long = `${text} `.repeat(8);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await submitJob(server.app, { text: long, ref_url: refUrl, ...defaultSliders });
      expect(response.statusCode).toBe(200);
      ids.push((response.json() as { job_id: string }).job_id);
    }
    const waiting = await server.app.inject({ method: 'GET', url: `${base}/status/${ids[1]}` });
    expect((waiting.json() as { job: { status: string } }).job.status).toBe('queued');
    const refused = await submitJob(server.app, { text, ref_url: refUrl, ...defaultSliders });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, error: speechTestMessages.busy });
    for (const id of ids) expect((await waitForJob(server.app, id)).job.status).toBe('completed');
  });
});

describe('a generation past its time limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ speechTest: { generationTimeoutMs: 300 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ends as timeout with a message, and leaves no result behind', async () => {
    const uploaded = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-10s.wav'),
    });
    const { url } = uploaded.json() as { url: string };
    const submitted = await submitJob(server.app, {
      text: `${text} `.repeat(20),
      ref_url: url,
      ...defaultSliders,
    });
    const { job } = await waitForJob(server.app, (submitted.json() as { job_id: string }).job_id);
    expect(job).toMatchObject({ status: 'timeout', error: speechTestMessages.timedOut(0.3) });
    expect(job.result ?? null).toBeNull();
    expect(serviceFiles(server.config.dataDir).filter((file) => file.startsWith('results/'))).toEqual([]);
  });
});
