// What the speech-test service refuses, against a real server: a text file as audio (415), an over-size or
// over-long reference (413, 400), bad JSON and out-of-range sliders (400), a ref_url that is not a reference this
// service stored (400, and nothing is fetched), an unknown job (404), download names that try to leave the results
// (404), the per-IP rate limits (429) and the per-IP cap on jobs waiting or running (429, on an HTTP engine stand-in
// that can be made to hang or fail), IPv6 callers counted by their /64 and IPv4-mapped ones by their IPv4 address,
// and the hourly budgets of generated seconds and stored reference bytes for everyone together (503, busy).
// Refusals leave no files behind.
import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/audio-fixtures';
import {
  startFakeChatterbox,
  type FakeSpeechServer,
} from '../engines/speech/http/test-support/fake-speech-servers';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { MAX_JOBS_PER_ADDRESS } from './speech-test-jobs';
import { speechTestMessages } from './speech-test-messages';
import {
  base,
  defaultSliders,
  serviceFiles,
  submitJob,
  uploadReference,
  waitForJob,
} from './test-support/speech-test-client';

const KILOBYTE = 1024;

describe('speech-test refusals', () => {
  let server: TestServer;
  let refUrl: string;
  let fetched = 0;
  let bait: Server;
  let baitUrl: string;

  beforeAll(async () => {
    bait = createServer((_request, response) => {
      fetched += 1;
      response.end('RIFF');
    });
    await new Promise<void>((resolve) => bait.listen(0, '127.0.0.1', resolve));
    baitUrl = `http://127.0.0.1:${(bait.address() as AddressInfo).port}/ref.wav`;
    server = await startTestServer({
      speechTest: {
        referenceMaxBytes: 600 * KILOBYTE,
        referenceMaxSeconds: 5,
        textMaxCharacters: 100,
        uploadRateLimit: { limit: 100, windowMs: 60_000 },
      },
    });
    const uploaded = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-3s.wav'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    refUrl = (uploaded.json() as { url: string }).url;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => bait?.close(resolve));
  });

  /** The service's files and the server's temp files (uploads are streamed there first). */
  const filesNow = () =>
    [
      ...serviceFiles(server.config.dataDir),
      ...readdirSync(join(server.config.dataDir, 'tmp')).map((name) => `tmp/${name}`),
    ].sort();

  it('refuses a text file sent as audio with 415 and the spec’s words, keeping nothing', async () => {
    const before = filesNow();
    const response = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('text.mp3'),
      type: 'audio/mpeg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      error: speechTestMessages.notAudio,
      message: speechTestMessages.notAudio,
    });
    expect(filesNow()).toEqual(before);
  });

  it('refuses a reference over the size budget (413) or over the length limit (400), keeping nothing', async () => {
    const before = filesNow();
    const large = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-40s.wav'),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ error: speechTestMessages.referenceTooLarge(600 * KILOBYTE) });
    // A declared length over the budget is refused before the body is read.
    const form = new FormData();
    form.append('audio', new Blob([new Uint8Array(2 * 1024 * KILOBYTE)]), 'big.wav');
    const body = new Response(form);
    const declared = await server.app.inject({
      method: 'POST',
      url: `${base}/upload-reference`,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type')! },
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.headers.connection).toBe('close');
    expect(declared.json()).toMatchObject({ error: speechTestMessages.referenceTooLarge(600 * KILOBYTE) });
    const long = await uploadReference(server.app, { field: 'audio', path: await fixture('speech-10s.wav') });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: speechTestMessages.referenceTooLong(5) });
    const missing = await server.app.inject({
      method: 'POST',
      url: `${base}/upload-reference`,
      payload: 'not a form',
      headers: { 'content-type': 'text/plain' },
    });
    expect(missing.statusCode).toBe(415);
    expect(filesNow()).toEqual(before);
  });

  it('refuses bad JSON, out-of-range sliders, a missing reference and a text over the budget with 400', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: `${base}/submit`,
      payload: '{"text": "hi", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: 'The request body is not valid JSON.' });
    const body = { text: 'Hello.', ref_url: refUrl, ...defaultSliders };
    for (const wrong of [
      { cfg_scale: 2.1 },
      { cfg_scale: 0.9 },
      { inference_steps: 4 },
      { inference_steps: 51 },
      { seed: -2 },
      { seed: 1001 },
      { speed: 0.4 },
      { speed: 2.1 },
      { text: '   ' },
    ]) {
      const response = await submitJob(server.app, { ...body, ...wrong });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    const noReference = await submitJob(server.app, { ...body, ref_url: '' });
    expect(noReference.json()).toMatchObject({ error: speechTestMessages.missingAudio });
    const long = await submitJob(server.app, { ...body, text: 'a'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: speechTestMessages.textTooLong(100) });
    expect(filesNow().filter((file) => file.startsWith('jobs/'))).toEqual([]);
  });

  it('takes only references it stored: anything else is 400 and never fetched', async () => {
    const id = refUrl.slice('reference:'.length);
    for (const ref_url of [
      baitUrl,
      `reference:${randomUUID()}`,
      `/api/speech-test/references/${id}`,
      `${id}.wav`,
      `reference:../references/${id}.wav`,
      '/etc/passwd',
      `file:///etc/passwd`,
    ]) {
      const response = await submitJob(server.app, { text: 'Hello.', ref_url, ...defaultSliders });
      expect(response.statusCode, ref_url).toBe(400);
      expect(response.json()).toMatchObject({ error: speechTestMessages.unknownReference });
    }
    expect(fetched).toBe(0);
    expect(filesNow().filter((file) => file.startsWith('jobs/'))).toEqual([]);
  });

  it('answers 404 for an unknown job and for download names that are not a live result', async () => {
    // Any id that is not a live job, a uuid or not, is the same 404 (past 100 characters the server answers 414).
    for (const jobId of [
      randomUUID(),
      'not-a-uuid',
      '%20%20',
      '%00',
      'x'.repeat(100),
      `${'a'.repeat(97)}%20`,
    ]) {
      const unknown = await server.app.inject({ method: 'GET', url: `${base}/status/${jobId}` });
      expect(unknown.statusCode, jobId).toBe(404);
      expect(unknown.json(), jobId).toEqual({
        success: false,
        error: speechTestMessages.jobNotFound,
        message: speechTestMessages.jobNotFound,
      });
    }
    const id = refUrl.slice('reference:'.length);
    for (const name of [
      `speech-test-${randomUUID()}.wav`,
      `..%2Freferences%2F${id}.wav`,
      `..%2F..%2Fjwt-secret`,
      '%2e%2e%2f%2e%2e%2fjwt-secret',
      `${id}.json`,
      '..%5C..%5Cjwt-secret',
      `..%2Fjobs`,
      'not-a-file',
      '%20%20',
      '%00',
      'x'.repeat(100),
    ]) {
      const response = await server.app.inject({ method: 'GET', url: `${base}/download/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toMatchObject({ success: false, error: speechTestMessages.fileNotFound });
    }
    for (const path of [`${base}/download/../references/${id}.wav`, `${base}/download/../jobs`]) {
      const response = await server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('RIFF');
    }
  });
});

describe('speech-test rate limits per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      speechTest: {
        uploadRateLimit: { limit: 2, windowMs: 60_000 },
        submitRateLimit: { limit: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After past the limit, counting refused attempts too, per IP', async () => {
    const text = await fixture('text.mp3');
    for (let i = 0; i < 2; i++) {
      const response = await uploadReference(server.app, { field: 'audio', path: text }, '10.0.0.1');
      expect(response.statusCode).toBe(415);
    }
    const limited = await uploadReference(server.app, { field: 'audio', path: text }, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false });
    const other = await uploadReference(server.app, { field: 'audio', path: text }, '10.0.0.2');
    expect(other.statusCode).toBe(415);

    for (let i = 0; i < 2; i++) {
      expect((await submitJob(server.app, { text: '' }, '10.0.0.1')).statusCode).toBe(400);
    }
    expect((await submitJob(server.app, { text: '' }, '10.0.0.1')).statusCode).toBe(429);
    expect((await submitJob(server.app, { text: '' }, '10.0.0.3')).statusCode).toBe(400);
  });
});

describe('speech-test jobs waiting or running per address', () => {
  let fake: FakeSpeechServer;
  /**
   * Generations stopped after 6 s: a hanging engine makes jobs wait, then time out. Long enough for the four submits
   * to arrive first on a busy machine (at 1 s the first job could time out before the 4th submit and free its place).
   */
  let hanging: TestServer;
  /** The default time limit: jobs fail or complete. */
  let patient: TestServer;
  beforeAll(async () => {
    fake = await startFakeChatterbox();
    const speech = { ttsUrl: fake.url, protocol: 'chatterbox' as const };
    hanging = await startTestServer({ speech, speechTest: { generationTimeoutMs: 6_000 } });
    patient = await startTestServer({ speech });
  });
  afterAll(async () => {
    await hanging?.close();
    await patient?.close();
    await fake?.close();
  });

  async function submitter(server: TestServer) {
    const uploaded = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-3s.wav'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json() as { url: string };
    const submitFrom = (ip: string) =>
      submitJob(server.app, { text: 'Hello there.', ref_url: url, ...defaultSliders }, ip);
    const accepted = async (ip: string) => {
      const response = await submitFrom(ip);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { job_id: string }).job_id;
    };
    const ended = async (id: string) => (await waitForJob(server.app, id)).job.status;
    return { submitFrom, accepted, ended };
  }

  it('refuses the 4th from one address with 429 while 3 wait or run; others get in; a timeout frees a place', async () => {
    expect(MAX_JOBS_PER_ADDRESS).toBe(3);
    fake.mode = 'slow'; // the engine never answers: the first job runs until its time limit, the others wait
    const { submitFrom, accepted, ended } = await submitter(hanging);
    const first = [await accepted('10.0.0.1'), await accepted('10.0.0.1'), await accepted('10.0.0.1')];
    const refused = await submitFrom('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const message = speechTestMessages.tooManyJobs(MAX_JOBS_PER_ADDRESS);
    expect(refused.json()).toEqual({ success: false, error: message, message });
    expect(serviceFiles(hanging.config.dataDir).filter((file) => file.startsWith('jobs/'))).toHaveLength(3);
    // Another address still gets in (the queue holds 20).
    await accepted('10.0.0.2');

    // The first times out: its address may submit one more, and no more than that.
    expect(await ended(first[0]!)).toBe('timeout');
    // The place is given back as the job ends: wait for that state (its status can be read a moment before).
    await expect.poll(async () => (await submitFrom('10.0.0.1')).statusCode, { timeout: 5_000 }).toBe(200);
    expect((await submitFrom('10.0.0.1')).statusCode).toBe(429);
  });

  it('gives the places back when jobs fail or complete', async () => {
    const { accepted, ended } = await submitter(patient);
    fake.mode = 'error';
    const failing = [await accepted('10.0.0.1'), await accepted('10.0.0.1'), await accepted('10.0.0.1')];
    for (const id of failing) expect(await ended(id)).toBe('failed');
    fake.mode = 'ok';
    const completing = [await accepted('10.0.0.1'), await accepted('10.0.0.1'), await accepted('10.0.0.1')];
    for (const id of completing) expect(await ended(id)).toBe('completed');
    for (let i = 0; i < MAX_JOBS_PER_ADDRESS; i++) await accepted('10.0.0.1');
  });
});

describe('speech-test addresses: IPv6 by its /64, IPv4-mapped by its IPv4 address', () => {
  let fake: FakeSpeechServer;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeChatterbox();
    fake.mode = 'slow'; // the engine never answers: the first job runs (for its 120 s), the others wait
    server = await startTestServer({ speech: { ttsUrl: fake.url, protocol: 'chatterbox' } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('4 jobs from 4 addresses of one /64 count as one address; 4 IPv4-mapped addresses as 4', async () => {
    const uploaded = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-3s.wav'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json() as { url: string };
    const submitFrom = async (ip: string) =>
      (await submitJob(server.app, { text: 'Hello there.', ref_url: url, ...defaultSliders }, ip)).statusCode;

    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff:ffff:ffff:3']) {
      expect(await submitFrom(ip), ip).toBe(200);
    }
    expect(await submitFrom('2001:db8:1:2::4')).toBe(429);
    expect(await submitFrom('2001:db8:1:3::1')).toBe(200); // the next /64 is someone else

    for (const ip of ['::ffff:10.9.0.1', '::ffff:10.9.0.2', '::ffff:10.9.0.3', '::ffff:10.9.0.4']) {
      expect(await submitFrom(ip), ip).toBe(200);
    }
    // One IPv4 address, arriving mapped and plain, is one caller.
    for (let i = 0; i < MAX_JOBS_PER_ADDRESS; i++) expect(await submitFrom('::ffff:10.9.0.5')).toBe(200);
    expect(await submitFrom('10.9.0.5')).toBe(429);
  });
});

describe('speech-test hourly budgets for every caller together', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The embedded engine; 1 second of speech and 300 KB of references an hour.
    server = await startTestServer({
      speechTest: { generatedSecondsPerHour: 1, referenceBytesPerHour: 300 * KILOBYTE },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('past the hour’s generated seconds, a submit is 503 busy and a job waiting for its turn fails busy', async () => {
    const uploaded = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-3s.wav'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json() as { url: string };
    const body = { text: 'Hello there, this is the speech test.', ref_url: url, ...defaultSliders };
    // Two from two addresses while nothing is spent yet: the first runs, the second waits.
    const first = await submitJob(server.app, body, '10.8.0.1');
    const second = await submitJob(server.app, body, '10.8.0.2');
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const done = await waitForJob(server.app, (first.json() as { job_id: string }).job_id);
    expect(done.job.status, done.job.error ?? '').toBe('completed');
    expect(done.job.result!.duration).toBeGreaterThan(1);
    const waited = await waitForJob(server.app, (second.json() as { job_id: string }).job_id);
    expect(waited.job).toMatchObject({ status: 'failed', error: speechTestMessages.busy });

    const refused = await submitJob(server.app, body, '10.8.0.3');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      success: false,
      error: speechTestMessages.busy,
      message: speechTestMessages.busy,
    });
  });

  it('past the hour’s reference bytes, an upload is 503 busy and nothing is kept', async () => {
    // speech-3s.wav (about 140 KB) was stored once above: one more fits in 300 KB, the next does not.
    const again = await uploadReference(server.app, { field: 'audio', path: await fixture('speech-3s.wav') });
    expect(again.statusCode, again.body).toBe(200);
    const before = serviceFiles(server.config.dataDir);
    const refused = await uploadReference(server.app, {
      field: 'audio',
      path: await fixture('speech-3s.wav'),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, error: speechTestMessages.busy });
    expect(serviceFiles(server.config.dataDir)).toEqual(before);
  });
});
