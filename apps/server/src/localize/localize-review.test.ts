// Issue 25, part B, against a real server (PGlite, pg-boss, ffmpeg, the embedded pocketsphinx, apertium and espeak-ng):
// the rows a creator edited on Edit & Localize and 'Review translation'. The review translates each row of the
// caller's transcribed video and spends the hourly translation allowance the speech page's translation spends too;
// a job sent the edited rows keeps their times and speaks their edited translations as they are (the stored segments
// and the result's subtitle track hold them); rows out of order, overlapping, empty, past the video's end, too many
// or half translated are refused (400), and another user's video is 404 for both calls.
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUsageLimits } from '../config';
import { localizationJobs } from '../db/schema';
import { embeddedCues } from '../media/subtitles/test-support/subtitle-probe';
import { tokenUsage } from '../test-support/speech-client';
import { translationQuotaMessage } from '../engines/translation/hourly-quota';
import {
  messageOf,
  postJson,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import type { LocalizedSegment } from './localize-segments';
import { createJob, transcribe, waitForJob } from './test-support/localize-test-client';
import { lessonSentences, talkingVideo, type TalkingVideo } from './test-support/talking-video';

/** The hourly translation allowance of this file's server: one review fits, the quota check below reaches it. */
const ALLOWANCE = 1_000;

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let lesson: TalkingVideo;
let videoFile: string;
let text: string;
const scratch = tempDir('twin-localize-review-');

beforeAll(async () => {
  server = await startTestServer({
    usageLimits: { ...defaultUsageLimits, translationCharactersPerHour: ALLOWANCE },
  });
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
  lesson = await talkingVideo();
  const transcribed = await transcribe(server.app, owner.token, { path: lesson.path, filename: 'Sun.mp4' });
  expect(transcribed.statusCode, transcribed.body).toBe(200);
  ({ video_file: videoFile, text } = transcribed.json() as { video_file: string; text: string });
}, 180_000);

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * The lesson as a creator would leave it after correcting, merging and splitting: its first two sentences as rows
 * of their own, the last two merged into one row, each from just before its speech to just before the next one.
 */
function editedRows(): { start: number; end: number; text: string }[] {
  const [first, second, third] = lesson.starts.map((start) => Math.max(0, start - 0.1));
  return [
    { start: first!, end: second! - 0.2, text: lessonSentences[0]! },
    { start: second!, end: third! - 0.2, text: lessonSentences[1]! },
    { start: third!, end: lesson.seconds, text: `${lessonSentences[2]} ${lessonSentences[3]}` },
  ];
}

const review = (token: string, body: Record<string, unknown>) =>
  postJson(server.app, '/api/localization/translate-segments', body, token);

const reviewBody = (segments: unknown) => ({
  video_file: videoFile,
  source_language: 'auto',
  target_language: 'es',
  segments,
});

describe('Review translation', () => {
  it('translates each row and spends the hourly translation allowance the speech page spends', async () => {
    const rows = editedRows();
    const answer = await review(owner.token, reviewBody(rows));
    expect(answer.statusCode, answer.body).toBe(200);
    const { translations } = answer.json() as { translations: string[] };
    expect(translations).toHaveLength(rows.length);
    expect(translations[1]).toMatch(/sol/i);
    for (const translation of translations) expect(translation.trim()).not.toBe('');

    // What is left of the hour is the allowance less the review's characters, to the character.
    const spent = rows.reduce((sum, row) => sum + row.text.length, 0);
    const translate = (characters: number) =>
      postJson(
        server.app,
        '/api/translate/translate',
        { text: 'a'.repeat(characters), targetLanguage: 'es', sourceLanguage: 'en' },
        owner.token,
      );
    const over = await translate(ALLOWANCE - spent + 1);
    expect(over.statusCode, over.body).toBe(429);
    expect(messageOf(over)).toBe(translationQuotaMessage(ALLOWANCE, 60));
    expect((await translate(ALLOWANCE - spent)).statusCode).toBe(200);
    // The hour is spent: the next review is refused with the same words, before anything is translated.
    const refused = await review(owner.token, reviewBody(rows));
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe(translationQuotaMessage(ALLOWANCE, 60));
  });

  it("is 404 for another user's video", async () => {
    const answer = await review(stranger.token, reviewBody(editedRows()));
    expect(answer.statusCode).toBe(404);
  });
});

describe('rows the server refuses', () => {
  const rows = () => editedRows();
  const cases: [string, () => unknown][] = [
    ['out of order', () => [rows()[1], rows()[0], rows()[2]]],
    ['overlapping', () => [rows()[0], { ...rows()[1]!, start: rows()[0]!.end - 0.5 }, rows()[2]]],
    ['ending before they start', () => [{ ...rows()[0]!, end: rows()[0]!.start }]],
    ['with an empty text', () => [rows()[0], { ...rows()[1]!, text: '   ' }, rows()[2]]],
    ['past the end of the video', () => [rows()[0], rows()[1], { ...rows()[2]!, end: lesson.seconds + 5 }]],
    [
      'too many',
      () =>
        Array.from({ length: 1_001 }, (_, index) => ({
          start: index * 0.01,
          end: index * 0.01 + 0.005,
          text: 'a',
        })),
    ],
    ['too long', () => [{ ...rows()[0]!, text: 'a'.repeat(2_001) }]],
    ['half translated', () => [{ ...rows()[0]!, translation: 'Hola.' }, rows()[1], rows()[2]]],
    ['none', () => []],
  ];
  it.each(cases)('refuses rows %s (400), taking no credits', async (_, segments) => {
    const before = await credits(owner.token);
    const answer = await createJob(server.app, owner.token, {
      video_file: videoFile,
      source_language: 'auto',
      target_language: 'es',
      source_text: text,
      segments: segments(),
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(await credits(owner.token)).toBe(before);
  });

  it("is 404 for another user's video with rows", async () => {
    const answer = await createJob(server.app, stranger.token, {
      video_file: videoFile,
      source_language: 'auto',
      target_language: 'es',
      source_text: text,
      segments: editedRows(),
    });
    expect(answer.statusCode).toBe(404);
  });
});

async function credits(token: string): Promise<number> {
  return (await tokenUsage(server.app, token)).plan_tokens_used;
}

describe('a job sent the edited rows and their reviewed translations', () => {
  it("keeps the rows' times and speaks the edited translations as they are", async () => {
    const rows = editedRows();
    const translations = [
      'Bienvenidos a la lección sobre el sol.',
      'El sol es una estrella muy grande.',
      'Nos da luz y calor cada día. Gracias por ver este vídeo.',
    ];
    const segments = rows.map((row, index) => ({ ...row, translation: translations[index]! }));
    const created = await createJob(server.app, owner.token, {
      video_file: videoFile,
      source_language: 'auto',
      target_language: 'es',
      source_text: text,
      segments,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { job } = await waitForJob(
      server.app,
      owner.token,
      (created.json() as { jobId: string }).jobId,
      240_000,
    );
    expect(job.status, job.error_message ?? '').toBe('completed');

    const [row] = await server.app.database.db
      .select()
      .from(localizationJobs)
      .where(eq(localizationJobs.id, job.id));
    const stored = row!.timing as LocalizedSegment[];
    expect(stored.map((segment) => segment.text)).toEqual(rows.map((r) => r.text));
    expect(stored.map((segment) => segment.translation)).toEqual(translations);
    stored.forEach((segment, index) => {
      expect(segment.sourceStart).toBeCloseTo(rows[index]!.start, 2);
      expect(segment.sourceEnd).toBeCloseTo(rows[index]!.end, 2);
    });
    expect(row!.sourceText).toBe(rows.map((r) => r.text).join('\n'));

    const video = await server.app.inject({ method: 'GET', url: job.result_video_path! });
    expect(video.statusCode).toBe(200);
    const path = join(scratch, 'result.mp4');
    await writeFile(path, video.rawPayload);
    expect((await embeddedCues(path)).map((cue) => cue.text)).toEqual(translations);
  }, 300_000);
});
