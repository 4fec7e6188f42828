// Timeline audio on a real server (PGlite, ffprobe, ffmpeg): an upload becomes a clip of type 'upload' with its
// URL and decoded duration; it streams with Range and the bearer header to its owner only; refusals (not audio 415,
// too big 413, unreadable 422) answer with a message and leave no file and no row behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../db/schema';
import { runFfmpeg } from '../media/run-ffmpeg';
import { messageOf, registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import { fixture, sparseWav } from '../test-support/audio-fixtures';
import type { FilePart } from '../test-support/multipart';
import { storedFiles, upload } from '../test-support/voice-test-client';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
const scratch = mkdtempSync(join(tmpdir(), 'twin-audio-upload-'));

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
});
afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const send = (files: FilePart[], token: string | null = owner.token) =>
  upload(server.app, '/api/audio/upload', token, {}, files);
const stream = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const streamAs = (url: string, token: string, headers: Record<string, string> = {}) =>
  stream(url, { authorization: `Bearer ${token}`, ...headers });

async function mediaRows(): Promise<number> {
  const [row] = await server.app.database.db.select({ rows: count() }).from(mediaFiles);
  return row!.rows;
}

describe('POST /api/audio/upload', () => {
  let clip: { id: string; url: string; duration: number };

  it('stores an audio file and answers with an upload clip: its URL and decoded duration', async () => {
    const response = await send([
      { field: 'audio', path: await fixture('speech-10s.wav'), filename: 'C:\\takes\\intro take.wav' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    clip = body.clip;
    expect(body).toMatchObject({
      success: true,
      clip: { type: 'upload', name: 'intro take.wav', startTime: 0, originalStartOffset: 0 },
    });
    expect(clip.url).toBe(`/api/audio/${clip.id}`);
    expect(clip.duration).toBeCloseTo(10, 0);
    expect(body.clip.originalDuration).toBe(clip.duration);
    const files = storedFiles(server.config.dataDir);
    expect(files).toEqual([`media/${owner.userId}/audio/${clip.id}.wav`]);
  });

  it('streams it to its owner with the bearer header or a media link, with Range and download', async () => {
    const whole = await streamAs(clip.url, owner.token);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const part = await streamAs(clip.url, owner.token, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    const link = await server.app.services.mediaLinks.link({ id: owner.userId, tokenVersion: 0 }, clip.url);
    expect((await stream(link)).rawPayload).toEqual(whole.rawPayload);
    const download = await stream(`${link}&download=true`);
    expect(download.headers['content-disposition']).toContain('intro take.wav');
  });

  it('is not found for anyone else, and needs a token', async () => {
    const other = await streamAs(clip.url, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(messageOf(other)).toBe('Audio not found.');
    expect((await streamAs('/api/audio/not-a-uuid', owner.token)).statusCode).toBe(404);
    expect((await stream(clip.url)).statusCode).toBe(401);
    expect((await stream(`${clip.url}?token=${owner.token}`)).statusCode).toBe(401);
    expect((await stream(`${clip.url}?token=forged`)).statusCode).toBe(401);
  });

  it('keeps browser-friendly containers and rewrites AIFF as WAV', async () => {
    const mp3 = await send([{ field: 'audio', path: await fixture('speech-60s.mp3'), filename: 'talk.mp3' }]);
    expect(mp3.statusCode, mp3.body).toBe(201);
    const mp3Stream = await streamAs(mp3.json().clip.url, owner.token);
    expect(mp3Stream.headers['content-type']).toBe('audio/mpeg');
    const aiff = join(scratch, 'take.aiff');
    await runFfmpeg(['-i', await fixture('speech-3s.wav'), aiff]);
    const response = await send([{ field: 'audio', path: aiff }]);
    expect(response.statusCode, response.body).toBe(201);
    const { clip: aiffClip } = response.json();
    expect(aiffClip.name).toBe('take.aiff');
    expect(aiffClip.duration).toBeCloseTo(3, 0);
    const played = await streamAs(aiffClip.url, owner.token);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(storedFiles(server.config.dataDir).filter((path) => path.startsWith('tmp'))).toEqual([]);
  });
});

describe('refused uploads leave nothing behind', () => {
  const only = (name: Parameters<typeof fixture>[0]) => async (): Promise<FilePart[]> => [
    { field: 'audio', path: await fixture(name) },
  ];
  const notAudio = 'Please select an audio file.';
  const unreadable = 'Could not read audio file. Please try a different file.';
  const cases: [string, () => Promise<FilePart[]>, number, string][] = [
    ['a text file named .mp3', only('text.mp3'), 415, notAudio],
    ['a video', only('video.mp3'), 415, notAudio],
    ['a truncated M4A', only('truncated-150s.m4a'), 422, unreadable],
    ['a truncated WAV', only('truncated-150s.wav'), 422, unreadable],
    [
      'a file over 100MB',
      async () => [{ field: 'audio', path: await sparseWav(scratch, 100 * 1024 * 1024 + 4096) }],
      413,
      'File too large. Maximum size is 100MB.',
    ],
    ['no file', async () => [], 400, notAudio],
  ];
  for (const [label, files, status, message] of cases) {
    it(`${label} → ${status}`, async () => {
      const before = storedFiles(server.config.dataDir);
      const rows = await mediaRows();
      const response = await send(await files());
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ message });
      expect(storedFiles(server.config.dataDir)).toEqual(before);
      expect(await mediaRows()).toBe(rows);
    });
  }

  it('refuses a request without a token before storing anything', async () => {
    const response = await send([{ field: 'audio', path: await fixture('speech-3s.wav') }], null);
    expect(response.statusCode).toBe(401);
    expect(storedFiles(server.config.dataDir).filter((path) => path.startsWith('tmp'))).toEqual([]);
  });
});
