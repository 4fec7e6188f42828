// Transcribed videos do not pile up (source-expiry.ts), against a real server (PGlite, pg-boss, ffmpeg, pocketsphinx,
// apertium, espeak-ng): 24 hours after its transcription an unused source's video is removed from disk while its row
// keeps the name and transcript; a source a job is still reading keeps it until the job ended; the completed job
// still lists with its download name and streams; starting a job from an expired video is 410 and costs nothing
// (another user's stays 404); a 6th transcription drops the oldest unused video, and with 5 in use it is refused.
// The sweep is called with a `now` a day later rather than waited for; that the server runs it at start and then
// periodically is shown with sources made a day old in the database.
import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { localizationJobs, localizationSources, mediaFiles } from '../db/schema';
import {
  getWithToken,
  messageOf,
  registerAccount,
  removeTestDirs,
  startTestServer,
  testConfig,
  type TestServer,
} from '../test-support/test-server';
import { tokenUsage } from '../test-support/speech-client';
import { SOURCE_VIDEO_LIFETIME_MS } from './localize-messages';
import { startSourceVideoSweep, sweepSourceVideos } from './source-expiry';
import { createJob, transcribe, waitForJob, type JobAnswer } from './test-support/localize-test-client';
import { lessonSentences, talkingVideo, type TalkingVideo } from './test-support/talking-video';

const HOUR_MS = 60 * 60_000;
let server: TestServer;
let short: TalkingVideo;

beforeAll(async () => {
  server = await startTestServer();
  short = await talkingVideo(lessonSentences.slice(0, 2), { pauseSeconds: 1 });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

type Account = Awaited<ReturnType<typeof registerAccount>>;

async function transcribed(account: Account, filename: string, app = server.app): Promise<string> {
  const response = await transcribe(app, account.token, { path: short.path, filename });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { video_file: string }).video_file;
}

async function sourceRow(id: string, app = server.app) {
  const [row] = await app.database.db
    .select()
    .from(localizationSources)
    .where(eq(localizationSources.id, id));
  return row!;
}

/** Where the source's video is stored (while it is). */
async function videoPathOf(id: string, app = server.app): Promise<string> {
  const source = await sourceRow(id, app);
  const [file] = await app.database.db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.id, source.mediaFileId!));
  const path = app.services.media.absolutePath(file!.relativePath);
  expect(existsSync(path)).toBe(true);
  return path;
}

const sweepAt = (offsetMs: number) =>
  sweepSourceVideos(server.app.database.db, server.app.services.media, new Date(Date.now() + offsetMs));

async function jobStatus(id: string): Promise<string> {
  const [row] = await server.app.database.db
    .select({ status: localizationJobs.status })
    .from(localizationJobs)
    .where(eq(localizationJobs.id, id));
  return row!.status;
}

function startJob(account: Account, videoFile: string) {
  return createJob(server.app, account.token, {
    video_file: videoFile,
    source_language: 'auto',
    target_language: 'es',
    source_text: lessonSentences.slice(0, 2).join(' '),
  });
}

describe('24 hours after the transcription', () => {
  let idleOwner: Account;
  let busyOwner: Account;
  let stranger: Account;
  let busySource: string;
  let busyPath: string;
  let job: JobAnswer;

  beforeAll(async () => {
    [idleOwner, busyOwner, stranger] = await Promise.all([
      registerAccount(server.app),
      registerAccount(server.app),
      registerAccount(server.app),
    ]);
  });

  it('an unused source loses its video from disk, and its row keeps the name and transcript', async () => {
    const id = await transcribed(idleOwner, 'Idle Lesson.mp4');
    const path = await videoPathOf(id);
    const before = await sourceRow(id);
    await sweepAt(SOURCE_VIDEO_LIFETIME_MS - HOUR_MS);
    expect(existsSync(path)).toBe(true);
    await sweepAt(SOURCE_VIDEO_LIFETIME_MS + HOUR_MS);
    expect(existsSync(path)).toBe(false);
    const after = await sourceRow(id);
    expect(after.mediaFileId).toBeNull();
    expect(after.originalFilename).toBe('Idle Lesson.mp4');
    expect(after.transcriptText).toBe(before.transcriptText);
    const [left] = await server.app.database.db
      .select({ n: count() })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, before.mediaFileId!));
    expect(left!.n).toBe(0);
  }, 60_000);

  it('a source whose job is pending or processing keeps its video', async () => {
    busySource = await transcribed(busyOwner, 'Busy Lesson.mp4');
    busyPath = await videoPathOf(busySource);
    const created = await startJob(busyOwner, busySource);
    expect(created.statusCode, created.body).toBe(200);
    const jobId = (created.json() as { jobId: string }).jobId;
    await sweepAt(SOURCE_VIDEO_LIFETIME_MS + HOUR_MS);
    // The sweep ran while the job was still unfinished (the pipeline takes seconds).
    expect(['pending', 'processing']).toContain(await jobStatus(jobId));
    expect(existsSync(busyPath)).toBe(true);
    expect((await sourceRow(busySource)).mediaFileId).not.toBeNull();
    job = (await waitForJob(server.app, busyOwner.token, jobId, 180_000)).job;
    expect(job.status, job.error_message ?? '').toBe('completed');
  }, 240_000);

  it('once the job ended the video goes, and the completed job still lists and streams under its name', async () => {
    await sweepAt(SOURCE_VIDEO_LIFETIME_MS + HOUR_MS);
    expect(existsSync(busyPath)).toBe(false);
    const listed = (await getWithToken(server.app, '/api/localization/jobs', busyOwner.token)).json() as {
      jobs: JobAnswer[];
    };
    const entry = listed.jobs.find((item) => item.id === job.id)!;
    expect(entry.status).toBe('completed');
    expect(entry.original_filename).toBe('Busy Lesson.mp4');
    const played = await server.app.inject({ method: 'GET', url: entry.result_video_path! });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.length).toBeGreaterThan(1000);
    const downloaded = await getWithToken(
      server.app,
      `/api/localization/jobs/${job.id}/stream?download=true`,
      busyOwner.token,
    );
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toContain('localized_Busy Lesson_es.mp4');
  });

  it('starting a job from the expired video is 410 and takes no tokens', async () => {
    const used = (await tokenUsage(server.app, busyOwner.token)).plan_tokens_used;
    const response = await startJob(busyOwner, busySource);
    expect(response.statusCode).toBe(410);
    expect(messageOf(response)).toBe('This video has expired. Please upload it again.');
    expect((await tokenUsage(server.app, busyOwner.token)).plan_tokens_used).toBe(used);
    const [jobs] = await server.app.database.db
      .select({ n: count() })
      .from(localizationJobs)
      .where(eq(localizationJobs.sourceId, busySource));
    expect(jobs!.n).toBe(1);
  });

  it("another user's expired video is still 404", async () => {
    const response = await startJob(stranger, busySource);
    expect(response.statusCode).toBe(404);
  });
});

describe('at most 5 kept videos per user', () => {
  let owner: Account;
  const sources: string[] = [];
  const paths: string[] = [];

  beforeAll(async () => {
    owner = await registerAccount(server.app);
  });

  it('a 6th transcription removes the video of the oldest', async () => {
    for (let index = 1; index <= 5; index++) {
      const id = await transcribed(owner, `Lesson ${index}.mp4`);
      sources.push(id);
      paths.push(await videoPathOf(id));
    }
    sources.push(await transcribed(owner, 'Lesson 6.mp4'));
    expect(existsSync(paths[0]!)).toBe(false);
    expect((await sourceRow(sources[0]!)).mediaFileId).toBeNull();
    expect((await sourceRow(sources[0]!)).originalFilename).toBe('Lesson 1.mp4');
    for (const path of paths.slice(1)) expect(existsSync(path)).toBe(true);
    expect((await sourceRow(sources[5]!)).mediaFileId).not.toBeNull();
  }, 120_000);

  it('with all 5 kept videos being localized a new transcription is refused with 429, keeping nothing', async () => {
    const jobIds: string[] = [];
    for (const id of sources.slice(1)) {
      const created = await startJob(owner, id);
      expect(created.statusCode, created.body).toBe(200);
      jobIds.push((created.json() as { jobId: string }).jobId);
    }
    // One job runs at a time; the others are still pending.
    const statuses = await Promise.all(jobIds.map(jobStatus));
    expect(statuses.every((status) => status === 'pending' || status === 'processing')).toBe(true);
    const response = await transcribe(server.app, owner.token, {
      path: short.path,
      filename: 'Lesson 7.mp4',
    });
    expect(response.statusCode).toBe(429);
    expect(messageOf(response)).toBe('You have 5 videos being localized. Please wait for one to finish.');
    const [kept] = await server.app.database.db
      .select({ n: count() })
      .from(localizationSources)
      .where(eq(localizationSources.userId, owner.userId));
    expect(kept!.n).toBe(6);
  }, 60_000);
});

describe('the sweep runs in the process working the jobs', () => {
  const config = testConfig();
  afterAll(() => removeTestDirs(config));

  /** Makes the source look transcribed 25 hours ago. */
  async function age(app: FastifyInstance, id: string): Promise<void> {
    await app.database.db
      .update(localizationSources)
      .set({ createdAt: new Date(Date.now() - SOURCE_VIDEO_LIFETIME_MS - HOUR_MS) })
      .where(eq(localizationSources.id, id));
  }

  async function gone(path: string): Promise<boolean> {
    const deadline = Date.now() + 10_000;
    while (existsSync(path) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    return !existsSync(path);
  }

  it('at server start, and then on a timer (stopped on close)', async () => {
    let old: { id: string; path: string };
    let young: { id: string; path: string };
    const first = await buildServer(config);
    try {
      const account = await registerAccount(first);
      const ids = [
        await transcribed(account, 'Old.mp4', first),
        await transcribed(account, 'Young.mp4', first),
      ];
      old = { id: ids[0]!, path: await videoPathOf(ids[0]!, first) };
      young = { id: ids[1]!, path: await videoPathOf(ids[1]!, first) };
      await age(first, old.id);
    } finally {
      await first.close();
    }
    expect(existsSync(old.path)).toBe(true);
    const second = await buildServer(config);
    try {
      expect(await gone(old.path)).toBe(true);
      expect((await sourceRow(old.id, second)).originalFilename).toBe('Old.mp4');
      expect(existsSync(young.path)).toBe(true);
      const sweep = startSourceVideoSweep(second.database.db, second.services.media, second.log, 50);
      try {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await age(second, young.id);
        expect(await gone(young.path)).toBe(true);
      } finally {
        await sweep.stop();
      }
    } finally {
      await second.close();
    }
  }, 120_000);
});
