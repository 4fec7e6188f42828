// Issue 25, part A, against a real server (PGlite, pg-boss, ffmpeg, the embedded pocketsphinx, apertium and espeak-ng):
// a talking video made in the test (espeak-ng sentences with 2 s pauses over an ffmpeg picture) is transcribed into
// timed segments that start where the sentences were put; localized en → es, the result carries a mov_text subtitle
// track tagged 'spa' holding the translated sentences; the job's SRT and WebVTT downloads (original and translated)
// parse and their cues match the job's stored segments within 0.05 s. Another user gets 404 for the subtitles
// (bearer and media link). One server and one made video for the whole file.
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizationJobs } from '../db/schema';
import {
  embeddedCues,
  parseSrt,
  parseVtt,
  subtitleStream,
} from '../media/subtitles/test-support/subtitle-probe';
import {
  getWithToken,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { segmentCues, type LocalizedSegment } from './localize-segments';
import { createJob, transcribe, waitForJob, type JobAnswer } from './test-support/localize-test-client';
import { talkingVideo, type TalkingVideo } from './test-support/talking-video';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let lesson: TalkingVideo;
let segments: { start: number; end: number; text: string }[];
let job: JobAnswer & { subtitles_url?: string | null };
let stored: LocalizedSegment[];
const scratch = tempDir('twin-localize-subtitles-');

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
  lesson = await talkingVideo();
  const transcribed = await transcribe(server.app, owner.token, {
    path: lesson.path,
    filename: 'Sun Lesson.mp4',
  });
  expect(transcribed.statusCode, transcribed.body).toBe(200);
  const answer = transcribed.json() as { text: string; video_file: string; segments: typeof segments };
  segments = answer.segments;
  const created = await createJob(server.app, owner.token, {
    video_file: answer.video_file,
    source_language: 'auto',
    target_language: 'es',
    source_text: answer.text,
  });
  expect(created.statusCode, created.body).toBe(200);
  job = (await waitForJob(server.app, owner.token, (created.json() as { jobId: string }).jobId)).job;
  expect(job.status, job.error_message ?? '').toBe('completed');
  const [row] = await server.app.database.db
    .select()
    .from(localizationJobs)
    .where(eq(localizationJobs.id, job.id));
  stored = row!.timing as LocalizedSegment[];
}, 300_000);

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const subtitlesPath = () => `/api/localization/jobs/${job.id}/subtitles`;

function expectCuesMatch(cues: { start: number; end: number; text: string }[], expected: typeof cues) {
  expect(cues.map((cue) => cue.text)).toEqual(expected.map((cue) => cue.text));
  cues.forEach((cue, index) => {
    expect(Math.abs(cue.start - expected[index]!.start)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(cue.end - expected[index]!.end)).toBeLessThanOrEqual(0.05);
  });
}

describe('transcription', () => {
  it('answers at least 3 timed segments starting within 0.3 s of the spoken sentences', () => {
    expect(segments.length).toBeGreaterThanOrEqual(3);
    for (const segment of segments) {
      expect(segment.end).toBeGreaterThan(segment.start);
      expect(segment.text.trim()).not.toBe('');
    }
    // Each spoken sentence has a segment starting within 0.3 s of it.
    const misses = lesson.starts.filter(
      (start) => !segments.some((segment) => Math.abs(segment.start - start) <= 0.3),
    );
    expect(misses).toEqual([]);
  });
});

describe('the localized video', () => {
  it('keeps the segments it used: times, texts, translations and the timing fit', () => {
    expect(stored.length).toBeGreaterThanOrEqual(3);
    for (const segment of stored) {
      expect(segment.sourceEnd).toBeGreaterThan(segment.sourceStart);
      expect(segment.outputEnd).toBeGreaterThan(segment.outputStart);
      expect(segment.translation.trim()).not.toBe('');
      expect(segment.tempo).toBeGreaterThanOrEqual(1);
      expect(segment.videoStretch).toBeGreaterThanOrEqual(1);
    }
  });

  it('carries a mov_text subtitle track in Spanish holding the translated sentences', async () => {
    const response = await server.app.inject({ method: 'GET', url: job.result_video_path! });
    expect(response.statusCode).toBe(200);
    const path = join(scratch, 'result.mp4');
    await writeFile(path, response.rawPayload);
    expect(await subtitleStream(path)).toEqual({ codec: 'mov_text', language: 'spa' });
    expectCuesMatch(await embeddedCues(path), segmentCues(stored, 'translated'));
  });
});

describe('subtitle downloads', () => {
  it('answers SRT and WebVTT of both tracks that parse and match the segments within 0.05 s', async () => {
    expect(job.subtitles_url).toMatch(new RegExp(`^${subtitlesPath()}\\?token=`));
    for (const track of ['original', 'translated'] as const) {
      const expected = segmentCues(stored, track);
      const srt = await getWithToken(server.app, `${subtitlesPath()}?format=srt&track=${track}`, owner.token);
      expect(srt.statusCode, srt.body).toBe(200);
      expectCuesMatch(parseSrt(srt.body), expected);
      // The media link the job answers works too (as the library's download link).
      const vtt = await server.app.inject({
        method: 'GET',
        url: `${job.subtitles_url}&format=vtt&track=${track}`,
      });
      expect(vtt.statusCode, vtt.body).toBe(200);
      expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
      expectCuesMatch(parseVtt(vtt.body), expected);
    }
    // The original cues are the transcript's segments as the job used them.
    expect(segmentCues(stored, 'original').map((cue) => cue.start)).toEqual(
      segments.map((segment) => segment.start),
    );
  });

  it('names them as the video download, by track', async () => {
    const translated = await getWithToken(server.app, `${subtitlesPath()}?format=srt`, owner.token);
    expect(translated.headers['content-disposition']).toMatch(
      /^attachment; filename="localized_Sun Lesson_es\.srt"/,
    );
    const original = await getWithToken(
      server.app,
      `${subtitlesPath()}?format=vtt&track=original`,
      owner.token,
    );
    expect(original.headers['content-disposition']).toMatch(/^attachment; filename="Sun Lesson_en\.vtt"/);
  });

  it('refuses an unknown format with a clear message', async () => {
    const response = await getWithToken(server.app, `${subtitlesPath()}?format=ass`, owner.token);
    expect(response.statusCode).toBe(400);
  });
});

describe("another user's subtitles are not found", () => {
  it('is 404 with a bearer token', async () => {
    const response = await getWithToken(server.app, `${subtitlesPath()}?format=srt`, stranger.token);
    expect(response.statusCode).toBe(404);
  });

  it("is 404 with the stranger's own media link for that path", async () => {
    const link = await server.app.services.mediaLinks.link(
      { id: stranger.userId, tokenVersion: 0 },
      subtitlesPath(),
    );
    const response = await server.app.inject({ method: 'GET', url: `${link}&format=srt` });
    expect(response.statusCode).toBe(404);
  });

  it("the owner's subtitles link does not open the video stream", async () => {
    const token = new URL(job.subtitles_url!, 'http://x').searchParams.get('token');
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/localization/jobs/${job.id}/stream?token=${token}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
