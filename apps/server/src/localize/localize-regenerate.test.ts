// Issue 25's dubbing editor against a real server (PGlite, pg-boss, ffmpeg, the embedded pocketsphinx, apertium and
// espeak-ng): a talking video localized en → es, then one segment spoken again with a new translation. Only that
// segment's seconds are charged; the new result differs from the previous one only within the segment widened to
// whole AAC frames plus one frame each side (decoded PCM compared sample by sample), its picture is frame-identical
// (framemd5), and its subtitle track holds the new sentence. A sentence too long for its place fails in plain words
// with the credits back; another user, and a malformed id, get 404; a second regeneration while one runs is 409.
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedCues } from '../media/subtitles/test-support/subtitle-probe';
import { creditsHistoryOf } from '../test-support/credits-history';
import { tokenUsage } from '../test-support/speech-client';
import {
  getWithToken,
  messageOf,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { tokensForSeconds } from '../credits/speech-credits';
import { regenerateMessages } from './regenerate-messages';
import { AAC_FRAME_SAMPLES } from './splice-dub-audio';
import { createJob, transcribe, waitForJob, type JobAnswer } from './test-support/localize-test-client';
import { decodedSound, differingSamples, frameHashes } from '../media/test-support/media-compare';
import { regenerate, waitForRegeneration } from './test-support/regenerate-test-client';
import { talkingVideo } from './test-support/talking-video';

interface Segment {
  index: number;
  text: string;
  source_start: number;
  source_end: number;
  translation: string;
  output_start: number;
  output_end: number;
  tempo: number;
  video_stretch: number;
}

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let job: JobAnswer;
const scratch = tempDir('twin-localize-regenerate-');

async function segmentsOf(token: string, jobId = job.id) {
  return getWithToken(server.app, `/api/localization/jobs/${jobId}/segments`, token);
}

async function download(name: string): Promise<string> {
  const response = await getWithToken(server.app, `/api/localization/jobs/${job.id}/stream`, owner.token);
  expect(response.statusCode).toBe(200);
  const path = join(scratch, `${name}.mp4`);
  await writeFile(path, response.rawPayload);
  return path;
}

const used = async () => (await tokenUsage(server.app, owner.token)).plan_tokens_used;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
  const lesson = await talkingVideo();
  const transcribed = await transcribe(server.app, owner.token, {
    path: lesson.path,
    filename: 'Sun Lesson.mp4',
  });
  expect(transcribed.statusCode, transcribed.body).toBe(200);
  const answer = transcribed.json() as { text: string; video_file: string };
  const created = await createJob(server.app, owner.token, {
    video_file: answer.video_file,
    source_language: 'auto',
    target_language: 'es',
    source_text: answer.text,
  });
  expect(created.statusCode, created.body).toBe(200);
  job = (await waitForJob(server.app, owner.token, (created.json() as { jobId: string }).jobId)).job;
  expect(job.status, job.error_message ?? '').toBe('completed');
}, 300_000);

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the segments of a finished localization', () => {
  it('answers each segment with its original text, translation and timing fit', async () => {
    const response = await segmentsOf(owner.token);
    expect(response.statusCode, response.body).toBe(200);
    const { segments, regeneration } = response.json() as { segments: Segment[]; regeneration: unknown };
    expect(segments.length).toBeGreaterThanOrEqual(3);
    expect(regeneration).toBeNull();
    for (const [index, segment] of segments.entries()) {
      expect(segment.index).toBe(index);
      expect(segment.text.trim()).not.toBe('');
      expect(segment.translation.trim()).not.toBe('');
      expect(segment.source_end).toBeGreaterThan(segment.source_start);
      expect(segment.output_end).toBeGreaterThan(segment.output_start);
      expect(segment.tempo).toBeGreaterThanOrEqual(1);
      expect(segment.video_stretch).toBeGreaterThanOrEqual(1);
    }
  });

  it('is 404 for another user, a malformed id and a job that does not exist', async () => {
    for (const [token, id] of [
      [stranger.token, job.id],
      [owner.token, 'not-a-job'],
      [owner.token, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const listed = await segmentsOf(token, id);
      expect(listed.statusCode).toBe(404);
      const asked = await regenerate(server.app, token, id, 0, 'Hola.');
      expect(asked.statusCode).toBe(404);
      expect(messageOf(asked)).toBe(regenerateMessages.jobNotFound);
    }
  });

  it('refuses an empty translation and a segment that is not there (400)', async () => {
    expect((await regenerate(server.app, owner.token, job.id, 0, '   ')).statusCode).toBe(400);
    const missing = await regenerate(server.app, owner.token, job.id, 99, 'Hola.');
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe(regenerateMessages.noSuchSegment);
  });
});

describe('regenerating one segment', () => {
  it('charges its seconds, changes only its time range, and keeps the picture', async () => {
    const { segments } = (await segmentsOf(owner.token)).json() as { segments: Segment[] };
    const index = 1;
    const segment = segments[index]!;
    const before = await download('before');
    const usedBefore = await used();
    const asked = await regenerate(server.app, owner.token, job.id, index, 'El sol es grande.');
    expect(asked.statusCode, asked.body).toBe(200);
    const { regenerationId } = asked.json() as { regenerationId: string };
    // One at a time per job.
    const second = await regenerate(server.app, owner.token, job.id, 0, 'Hola.');
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(regenerateMessages.alreadyRunning);
    // The stranger cannot read it either.
    const peeked = await getWithToken(
      server.app,
      `/api/localization/jobs/${job.id}/regenerations/${regenerationId}`,
      stranger.token,
    );
    expect(peeked.statusCode).toBe(404);

    const ended = await waitForRegeneration(server.app, owner.token, job.id, regenerationId);
    expect(ended.status, ended.error_message ?? '').toBe('completed');
    const charged = tokensForSeconds(segment.source_end - segment.source_start);
    expect(await used()).toBe(usedBefore + charged);
    expect(charged).toBeLessThan(Math.ceil(segments.at(-1)!.source_end));

    const after = await download('after');
    const { segments: now, regeneration } = (await segmentsOf(owner.token)).json() as {
      segments: Segment[];
      regeneration: { status: string; segment_index: number };
    };
    expect(regeneration).toMatchObject({ status: 'completed', segment_index: index });
    expect(now[index]!.translation).toBe('El sol es grande.');
    expect(now.filter((_, at) => at !== index)).toEqual(segments.filter((_, at) => at !== index));

    // The sound: identical outside the segment widened to whole AAC frames, plus one frame each side.
    const [old, fresh] = await Promise.all([decodedSound(before), decodedSound(after)]);
    expect(fresh.length).toBe(old.length);
    const changed = differingSamples(old, fresh);
    expect(changed).not.toBeNull();
    const end = Math.max(segment.output_end, now[index]!.output_end);
    const from = (Math.floor((segment.output_start * 48_000) / AAC_FRAME_SAMPLES) - 1) * AAC_FRAME_SAMPLES;
    const to = (Math.ceil((end * 48_000) / AAC_FRAME_SAMPLES) + 3) * AAC_FRAME_SAMPLES;
    expect(changed!.first).toBeGreaterThanOrEqual(from);
    expect(changed!.last).toBeLessThan(to);
    // … and inside the next segment's place nothing changed.
    expect(changed!.last).toBeLessThan(segments[index + 1]!.output_start * 48_000);

    // The picture: every frame the same.
    const picture = await frameHashes(before);
    expect(picture.length).toBeGreaterThan(0);
    expect(await frameHashes(after)).toEqual(picture);
    // The subtitle track: the new sentence where the segment plays.
    const cues = await embeddedCues(after);
    expect(cues.map((cue) => cue.text)).toContain('El sol es grande.');
  }, 240_000);

  it('fails a sentence too long for its place in plain words, with the credits back', async () => {
    const usedBefore = await used();
    const long = Array.from({ length: 12 }, () => 'El sol es una estrella muy grande y caliente.').join(' ');
    const asked = await regenerate(server.app, owner.token, job.id, 0, long);
    expect(asked.statusCode, asked.body).toBe(200);
    const { regenerationId } = asked.json() as { regenerationId: string };
    const ended = await waitForRegeneration(server.app, owner.token, job.id, regenerationId);
    expect(ended.status).toBe('failed');
    expect(ended.error_message).toBe(regenerateMessages.doesNotFit);
    expect(await used()).toBe(usedBefore);
  }, 240_000);

  it('lists each regeneration in the credits history: the one done at its cost, the failed one given back', async () => {
    const entries = (await creditsHistoryOf(server.app, owner.token)).filter((entry) =>
      entry.title.includes('spoken again'),
    );
    expect(entries.map((entry) => [entry.title, entry.status])).toEqual([
      ['Sun Lesson in Spanish: sentence 1 spoken again', 'failed'],
      ['Sun Lesson in Spanish: sentence 2 spoken again', 'completed'],
    ]);
    expect(entries[0]!.refund).toBe(entries[0]!.cost);
    expect(entries[1]).toMatchObject({ refund: 0 });
    expect(entries[1]!.cost).toBeGreaterThan(0);
  });
});
