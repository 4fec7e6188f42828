// The speech-test service over time, against a real server: turned off by its setting (health says so, every
// other call 503, nothing stored); references, jobs and results expire an hour after they were made or finished
// (a moved clock; then 404 and the sweep deletes the files); a restart keeps finished results and fails the job
// that was running with a clear message.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { fixture } from '../test-support/audio-fixtures';
import { removeTestDirs, startTestServer, testConfig, type TestServer } from '../test-support/test-server';
import { speechTestMessages } from './speech-test-messages';
import {
  base,
  defaultSliders,
  serviceFiles,
  submitJob,
  uploadReference,
  waitForJob,
  type JobAnswer,
} from './test-support/speech-test-client';

const MINUTE = 60_000;
const text = 'Good morning. This is the speech test.';

describe('turned off (SPEECH_TEST_ENABLED=false)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ speechTest: { enabled: false } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('health says so and names the setting; every other call is refused with 503', async () => {
    const health = await server.app.inject({ method: 'GET', url: `${base}/health` });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ success: false, error: speechTestMessages.turnedOff });
    expect(speechTestMessages.turnedOff).toContain('SPEECH_TEST_ENABLED=false');
    const upload = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-3s.wav'),
    });
    const submit = await submitJob(server.app, { text, ref_url: 'reference:x', ...defaultSliders });
    const status = await server.app.inject({ method: 'GET', url: `${base}/status/some-job` });
    const download = await server.app.inject({ method: 'GET', url: `${base}/download/a.wav` });
    for (const response of [upload, submit, status, download]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, error: speechTestMessages.turnedOff });
    }
    expect(existsSync(join(server.config.dataDir, 'speech-test'))).toBe(false);
  });
});

describe('expiry after an hour', () => {
  let server: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ speechTest: { now: () => now, sweepIntervalMs: 50 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps a result for an hour after it finished, then answers 404 and the sweep deletes every file', async () => {
    const uploaded = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-3s.wav'),
    });
    const { url } = uploaded.json() as { url: string };
    const submitted = await submitJob(server.app, { text, ref_url: url, ...defaultSliders });
    const jobId = (submitted.json() as { job_id: string }).job_id;
    const { job } = await waitForJob(server.app, jobId);
    expect(job.status, job.error ?? '').toBe('completed');
    const download = `${base}/download/${job.result!.audio_file}`;

    now += 59 * MINUTE;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await server.app.inject({ method: 'GET', url: `${base}/status/${jobId}` })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: download })).statusCode).toBe(200);
    expect(serviceFiles(server.config.dataDir)).toHaveLength(4);

    now += 2 * MINUTE;
    const status = await server.app.inject({ method: 'GET', url: `${base}/status/${jobId}` });
    expect(status.statusCode).toBe(404);
    expect(status.json()).toMatchObject({ error: speechTestMessages.jobNotFound });
    expect((await server.app.inject({ method: 'GET', url: download })).statusCode).toBe(404);
    const again = await submitJob(server.app, { text, ref_url: url, ...defaultSliders });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: speechTestMessages.unknownReference });

    const deadline = Date.now() + 5_000;
    while (serviceFiles(server.config.dataDir).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(serviceFiles(server.config.dataDir)).toEqual([]);
  });
});

describe('a restart', () => {
  const config = testConfig({ speechTest: { generationTimeoutMs: 10 * MINUTE } });
  afterAll(() => removeTestDirs(config));

  it('keeps finished results and fails the job that was running, with a clear message', async () => {
    const first = await buildServer(config);
    let finished: { id: string; job: JobAnswer };
    let interrupted: string;
    try {
      const uploaded = await uploadReference(first, { field: 'audio', path: await fixture('speech-3s.wav') });
      const { url } = uploaded.json() as { url: string };
      const done = await submitJob(first, { text, ref_url: url, ...defaultSliders });
      const doneId = (done.json() as { job_id: string }).job_id;
      finished = { id: doneId, job: (await waitForJob(first, doneId)).job };
      expect(finished.job.status).toBe('completed');
      const running = await submitJob(first, {
        text: `${text} `.repeat(40),
        ref_url: url,
        ...defaultSliders,
      });
      interrupted = (running.json() as { job_id: string }).job_id;
      const deadline = Date.now() + 10_000;
      for (;;) {
        const answer = await first.inject({ method: 'GET', url: `${base}/status/${interrupted}` });
        if ((answer.json() as { job: JobAnswer }).job.status === 'processing') break;
        if (Date.now() > deadline) throw new Error('the second job never started');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await first.close();
    }

    const second = await buildServer(config);
    try {
      const failed = await second.inject({ method: 'GET', url: `${base}/status/${interrupted}` });
      expect(failed.json()).toEqual({
        success: true,
        job: { status: 'failed', error: speechTestMessages.interrupted, result: null },
      });
      const kept = await second.inject({ method: 'GET', url: `${base}/status/${finished.id}` });
      expect(kept.json()).toMatchObject({ job: { status: 'completed', result: finished.job.result } });
      const download = await second.inject({
        method: 'GET',
        url: `${base}/download/${finished.job.result!.audio_file}`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(finished.job.result!.file_size_bytes);
      // Nothing of the interrupted job was left in results or tmp.
      expect(serviceFiles(config.dataDir).filter((file) => file.startsWith('results/'))).toEqual([
        `results/${finished.job.result!.audio_file}`,
      ]);
    } finally {
      await second.close();
    }
  });
});
