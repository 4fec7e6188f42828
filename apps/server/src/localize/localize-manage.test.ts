// Renaming and deleting a localization of the library against a real server (PGlite, pg-boss, ffmpeg and the
// embedded engines), issue 26: a rename shows in the job list; deleting a finished job removes its row and its
// localized video from DATA_DIR and lowers the user's stored bytes; a job still running, or one with a sentence
// being spoken again, is refused with the reason.
// Its credits history entries (and its sentences spoken again) stay after the delete.
// Another user gets 404 for every call, and a malformed id 404 as GET /api/localization/jobs/{id} answers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizationJobs, localizationRegenerations } from '../db/schema';
import { creditsHistoryOf } from '../test-support/credits-history';
import { deleteWithToken, storageFigureOf, storedPathsOf } from '../test-support/owned-storage';
import { storedFiles } from '../test-support/stored-files';
import {
  getWithToken,
  messageOf,
  putJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { localizeManageMessages } from './localize-manage.routes';
import { createJob, transcribe, waitForJob } from './test-support/localize-test-client';
import { talkingVideo } from './test-support/talking-video';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let jobId: string;
let regenerationId: string;

interface ListedJob {
  id: string;
  title?: string | null;
}

async function jobsOf(token: string): Promise<ListedJob[]> {
  return ((await getWithToken(server.app, '/api/localization/jobs', token)).json() as { jobs: ListedJob[] })
    .jobs;
}

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
  const { text, video_file } = transcribed.json() as { text: string; video_file: string };
  const created = await createJob(server.app, owner.token, {
    video_file,
    source_language: 'en',
    target_language: 'es',
    source_text: text,
  });
  expect(created.statusCode, created.body).toBe(200);
  jobId = (created.json() as { jobId: string }).jobId;
  const { job } = await waitForJob(server.app, owner.token, jobId);
  expect(job.status, job.error_message ?? '').toBe('completed');
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('another user, and malformed ids', () => {
  it('gets 404 for every new call, and changes nothing', async () => {
    const renamed = await putJson(
      server.app,
      `/api/localization/jobs/${jobId}`,
      { name: 'Theirs' },
      stranger.token,
    );
    expect(renamed.statusCode).toBe(404);
    const deleted = await deleteWithToken(server.app, `/api/localization/jobs/${jobId}`, stranger.token);
    expect(deleted.statusCode).toBe(404);
    expect((await jobsOf(owner.token)).find((job) => job.id === jobId)?.title ?? null).toBeNull();
  });

  it('answers a malformed id as the job call does (404)', async () => {
    expect(
      (await getWithToken(server.app, '/api/localization/jobs/not-a-uuid', owner.token)).statusCode,
    ).toBe(404);
    const renamed = await putJson(
      server.app,
      '/api/localization/jobs/not-a-uuid',
      { name: 'x' },
      owner.token,
    );
    expect(renamed.statusCode).toBe(404);
    expect(
      (await deleteWithToken(server.app, '/api/localization/jobs/not-a-uuid', owner.token)).statusCode,
    ).toBe(404);
  });
});

describe('a localization of the library', () => {
  it('is renamed: the job list carries the new title', async () => {
    const renamed = await putJson(
      server.app,
      `/api/localization/jobs/${jobId}`,
      { name: 'Sun lesson (ES)' },
      owner.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ success: true, name: 'Sun lesson (ES)' });
    expect((await jobsOf(owner.token)).find((job) => job.id === jobId)?.title).toBe('Sun lesson (ES)');
  });

  it('is refused deletion, with the reason, while it runs', async () => {
    const { db } = server.app.services;
    const [row] = await db.select().from(localizationJobs).where(eq(localizationJobs.id, jobId));
    const [running] = await db
      .insert(localizationJobs)
      .values({
        userId: owner.userId,
        sourceId: row!.sourceId,
        status: 'processing',
        sourceLanguage: 'en',
        targetLanguage: 'fr',
        sourceText: row!.sourceText,
        durationSeconds: row!.durationSeconds,
      })
      .returning();
    const refused = await deleteWithToken(server.app, `/api/localization/jobs/${running!.id}`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(localizeManageMessages.stillRunning);
    await db.delete(localizationJobs).where(eq(localizationJobs.id, running!.id));
  });

  it('is refused deletion, with the reason, while a sentence of it is spoken again', async () => {
    const { db } = server.app.services;
    const [regeneration] = await db
      .insert(localizationRegenerations)
      .values({
        userId: owner.userId,
        jobId,
        segmentIndex: 0,
        translation: 'Hola.',
        status: 'processing',
        seconds: 1,
        reservedTokens: 1,
      })
      .returning();
    regenerationId = regeneration!.id;
    const refused = await deleteWithToken(server.app, `/api/localization/jobs/${jobId}`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(localizeManageMessages.sentenceBeingRedone);
    expect((await jobsOf(owner.token)).map((job) => job.id)).toContain(jobId);
    // Once it has ended (here: failed), the job can go.
    await db
      .update(localizationRegenerations)
      .set({ status: 'failed' })
      .where(eq(localizationRegenerations.id, regeneration!.id));
  });

  it('is deleted for good: its localized video gone from DATA_DIR, fewer bytes stored', async () => {
    const { db } = server.app.services;
    const history = await creditsHistoryOf(server.app, owner.token);
    const [row] = await db.select().from(localizationJobs).where(eq(localizationJobs.id, jobId));
    const files = await storedPathsOf(server.app, [row!.resultFileId]);
    expect(files.length).toBe(1);
    expect(storedFiles(server.config.dataDir)).toContain(files[0]);
    const before = await storageFigureOf(server.app, owner.token, 'localizations');
    expect(before.kind).toBeGreaterThan(0);
    const deleted = await deleteWithToken(server.app, `/api/localization/jobs/${jobId}`, owner.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(storedFiles(server.config.dataDir)).not.toContain(files[0]);
    const after = await storageFigureOf(server.app, owner.token, 'localizations');
    expect(after.total).toBeLessThan(before.total);
    expect(after.kind).toBeLessThan(before.kind);
    expect((await jobsOf(owner.token)).map((job) => job.id)).not.toContain(jobId);
    expect((await getWithToken(server.app, `/api/localization/jobs/${jobId}`, owner.token)).statusCode).toBe(
      404,
    );
    // What it and its sentence spoken again took and gave back stays in the credits history, as it read.
    expect(history.map((entry) => entry.id)).toEqual(expect.arrayContaining([jobId, regenerationId]));
    expect(await creditsHistoryOf(server.app, owner.token)).toEqual(history);
  });
});
