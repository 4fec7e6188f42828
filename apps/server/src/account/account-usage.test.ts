// Storage used by kind and the credits history on a real server (PGlite, ffprobe): the figures follow what is
// stored, a failed job shows its cost and the same refund, and another user sees none of it.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/audio-fixtures';
import { upload } from '../test-support/voice-test-client';
import { keepCreditsOfDeletedLipsyncJob } from '../credits/credits-history.repository';
import { deletedJobCredits, lipsyncJobs, localizationSources, mediaFiles, videos } from '../db/schema';
import { creditsHistoryOf } from '../test-support/credits-history';
import { createLipsyncJob, failLipsyncJob } from '../test-support/lipsync-job-rows';
import { deleteWithToken } from '../test-support/owned-storage';
import { videoFixture } from '../test-support/video-fixtures';
import { uploadVideos, waitForVideo } from '../test-support/video-test-client';
import { createVoice, speechRequest } from '../test-support/speech-client';
import {
  getWithToken,
  postJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const storage = async (token: string) => {
  const response = await getWithToken(server.app, '/api/user/storage', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { kinds: { kind: string; files: number; bytes: number }[]; total_bytes: number };
};
const history = (token: string) => creditsHistoryOf(server.app, token);

describe('GET /api/user/storage', () => {
  it('starts at zero for every kind, in a fixed order', async () => {
    const account = await registerAccount(server.app);
    expect(await storage(account.token)).toEqual({
      kinds: ['voices', 'videos', 'speech', 'audio', 'lipsync', 'localizations'].map((kind) => ({
        kind,
        files: 0,
        bytes: 0,
      })),
      total_bytes: 0,
    });
  });

  it('counts timeline audio and videos under their kinds, the bytes as stored, and only the caller’s', async () => {
    const owner = await registerAccount(server.app);
    const stranger = await registerAccount(server.app);
    const audio = await upload(server.app, '/api/audio/upload', owner.token, {}, [
      { field: 'audio', path: await fixture('speech-3s.wav'), filename: 'take.wav' },
    ]);
    expect(audio.statusCode, audio.body).toBe(201);
    const video = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
      { path: await videoFixture('web.mp4'), filename: 'talk.mp4' },
    ]);
    expect(video.statusCode, video.body).toBe(201);

    const audioBytes = statSync(
      join(server.config.dataDir, 'media', owner.userId, 'audio', `${audio.json().clip.id}.wav`),
    ).size;
    const usage = await storage(owner.token);
    const byKind = Object.fromEntries(usage.kinds.map((entry) => [entry.kind, entry]));
    expect(byKind.audio).toEqual({ kind: 'audio', files: 1, bytes: audioBytes });
    expect(byKind.videos!.files).toBeGreaterThanOrEqual(1);
    expect(byKind.videos!.bytes).toBeGreaterThan(0);
    expect(byKind.speech!.files).toBe(0);
    expect(usage.total_bytes).toBe(usage.kinds.reduce((sum, entry) => sum + entry.bytes, 0));
    expect((await storage(stranger.token)).total_bytes).toBe(0);
  });

  it("counts a lip-sync job's audio and a lip-sync result video under lip-sync, not under audio or videos", async () => {
    const owner = await registerAccount(server.app, { planTokens: 1000 });
    const audio = await upload(server.app, '/api/audio/upload', owner.token, {}, [
      { field: 'audio', path: await fixture('speech-3s.wav'), filename: 'take.wav' },
    ]);
    expect(audio.statusCode, audio.body).toBe(201);
    const video = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
      { path: await videoFixture('web.mp4'), filename: 'result.mp4' },
    ]);
    expect(video.statusCode, video.body).toBe(201);
    const videoId = video.json().videos[0].id as string;
    // A lip-sync result is a finished video: wait for processing to settle its files.
    expect((await waitForVideo(server.app, owner.token, videoId, 120_000)).status).toBe('ready');
    const db = server.app.database.db;
    const [audioFile] = await db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.userId, owner.userId), eq(mediaFiles.kind, 'audio')));
    const job = await createLipsyncJob(db, {
      userId: owner.userId,
      videoId,
      clips: [],
      useCodeformer: false,
      durationSeconds: 3,
    });
    await db.update(lipsyncJobs).set({ audioFileId: audioFile!.id }).where(eq(lipsyncJobs.id, job.id));
    await db.update(videos).set({ uploadMethod: 'lipsync' }).where(eq(videos.id, videoId));

    const byKind = Object.fromEntries((await storage(owner.token)).kinds.map((entry) => [entry.kind, entry]));
    expect(byKind.audio!.files).toBe(0);
    expect(byKind.videos!.files).toBe(0);
    expect(byKind.lipsync!.files).toBeGreaterThanOrEqual(2);
  });

  it('counts a localization source under localizations', async () => {
    const owner = await registerAccount(server.app);
    const audio = await upload(server.app, '/api/audio/upload', owner.token, {}, [
      { field: 'audio', path: await fixture('speech-3s.wav'), filename: 'lesson.wav' },
    ]);
    expect(audio.statusCode, audio.body).toBe(201);
    const db = server.app.database.db;
    const [file] = await db
      .select({ id: mediaFiles.id, bytes: mediaFiles.sizeBytes })
      .from(mediaFiles)
      .where(eq(mediaFiles.userId, owner.userId));
    await db.insert(localizationSources).values({
      userId: owner.userId,
      mediaFileId: file!.id,
      originalFilename: 'lesson.wav',
      durationSeconds: 3,
      language: 'en',
      transcriptText: 'Hello.',
    });
    const byKind = Object.fromEntries((await storage(owner.token)).kinds.map((entry) => [entry.kind, entry]));
    expect(byKind.audio!.files).toBe(0);
    expect(byKind.localizations).toEqual({ kind: 'localizations', files: 1, bytes: file!.bytes });
  });

  it('needs a token', async () => {
    expect((await getWithToken(server.app, '/api/user/storage')).statusCode).toBe(401);
  });
});

describe('GET /api/user/credits-history', () => {
  it('lists a job with its cost, and a failed one with the same refund; the balance agrees', async () => {
    const owner = await registerAccount(server.app, { planTokens: 1000 });
    const stranger = await registerAccount(server.app);
    expect(await history(owner.token)).toEqual([]);
    const video = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
      { path: await videoFixture('web.mp4'), filename: 'My Talk.mp4' },
    ]);
    expect(video.statusCode, video.body).toBe(201);
    const videoId = video.json().videos[0].id as string;
    const db = server.app.database.db;
    const job = { userId: owner.userId, videoId, clips: [], useCodeformer: false };
    const kept = await createLipsyncJob(db, { ...job, durationSeconds: 12.2 });
    const failed = await createLipsyncJob(db, { ...job, durationSeconds: 7.5 });
    expect(await failLipsyncJob(db, failed.id, 'The engine did not answer.')).not.toBeNull();

    const entries = await history(owner.token);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: kept.id, kind: 'lipsync', title: 'My Talk', cost: 13, refund: 0 }),
        expect.objectContaining({ id: failed.id, kind: 'lipsync', status: 'failed', cost: 8, refund: 8 }),
      ]),
    );
    const usage = (await getWithToken(server.app, '/api/user/token-usage', owner.token)).json();
    const spent = entries.reduce((sum, entry) => sum + entry.cost - entry.refund, 0);
    expect(usage.plan_tokens_used).toBe(spent);
    expect(await history(stranger.token)).toEqual([]);
  });

  it('keeps a job whose video was deleted, and titles an item by the name the creator gave it', async () => {
    const owner = await registerAccount(server.app, { planTokens: 1000 });
    const video = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
      { path: await videoFixture('web.mp4'), filename: 'Gone.mp4' },
    ]);
    expect(video.statusCode, video.body).toBe(201);
    const videoId = video.json().videos[0].id as string;
    const db = server.app.database.db;
    const job = { userId: owner.userId, videoId, clips: [], useCodeformer: false, durationSeconds: 4 };
    const orphan = await createLipsyncJob(db, job);
    const named = await createLipsyncJob(db, job);
    await db.update(lipsyncJobs).set({ videoId: null }).where(eq(lipsyncJobs.id, orphan.id));
    await db.update(lipsyncJobs).set({ title: 'Welcome video' }).where(eq(lipsyncJobs.id, named.id));
    const entries = await history(owner.token);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: orphan.id, title: 'Lip-sync video', cost: 4 }),
        expect.objectContaining({ id: named.id, title: 'Welcome video', cost: 4 }),
      ]),
    );
  });

  it('keeps the entries of deleted lip-sync videos as they read, so the history still adds up to what was spent', async () => {
    const owner = await registerAccount(server.app, { planTokens: 1000 });
    const video = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
      { path: await videoFixture('web.mp4'), filename: 'Spring Intro.mp4' },
    ]);
    expect(video.statusCode, video.body).toBe(201);
    const videoId = video.json().videos[0].id as string;
    const db = server.app.database.db;
    const job = { userId: owner.userId, videoId, clips: [], useCodeformer: false };
    const finished = await createLipsyncJob(db, { ...job, durationSeconds: 9.4 });
    await db.update(lipsyncJobs).set({ status: 'completed' }).where(eq(lipsyncJobs.id, finished.id));
    const failed = await createLipsyncJob(db, { ...job, durationSeconds: 3 });
    expect(await failLipsyncJob(db, failed.id, 'The engine did not answer.')).not.toBeNull();
    const before = await history(owner.token);
    expect(before).toHaveLength(2);

    for (const { id } of [finished, failed]) {
      const deleted = await deleteWithToken(server.app, `/api/videos/lipsync/${id}`, owner.token);
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    expect(await db.select().from(lipsyncJobs).where(eq(lipsyncJobs.userId, owner.userId))).toEqual([]);
    const after = await history(owner.token);
    expect(after).toEqual(before);
    expect(after).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: finished.id,
          title: 'Spring Intro',
          status: 'completed',
          cost: 10,
          refund: 0,
        }),
        expect.objectContaining({ id: failed.id, status: 'failed', cost: 3, refund: 3 }),
      ]),
    );
    const usage = (await getWithToken(server.app, '/api/user/token-usage', owner.token)).json();
    expect(usage.plan_tokens_used).toBe(after.reduce((sum, entry) => sum + entry.cost - entry.refund, 0));
  });

  it("keeps nothing when asked for another user's job", async () => {
    const owner = await registerAccount(server.app, { planTokens: 1000 });
    const stranger = await registerAccount(server.app);
    const db = server.app.database.db;
    const video = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
      { path: await videoFixture('web.mp4'), filename: 'Mine.mp4' },
    ]);
    expect(video.statusCode, video.body).toBe(201);
    const job = await createLipsyncJob(db, {
      userId: owner.userId,
      videoId: video.json().videos[0].id as string,
      clips: [],
      useCodeformer: false,
      durationSeconds: 2,
    });
    await keepCreditsOfDeletedLipsyncJob(db, stranger.userId, job.id);
    expect(await db.select().from(deletedJobCredits).where(eq(deletedJobCredits.id, job.id))).toEqual([]);
    expect(await history(stranger.token)).toEqual([]);
  });

  it('lists a speech take with what it was charged, and counts its audio under speech takes', async () => {
    const owner = await registerAccount(server.app, { planTokens: 1000 });
    const voice = await createVoice(server.app, owner.token, 'quick');
    const generated = await postJson(
      server.app,
      '/api/tts/generate',
      speechRequest(voice, 'Welcome to the spring course on digital twins.'),
      owner.token,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const [take] = await history(owner.token);
    const usage = (await getWithToken(server.app, '/api/user/token-usage', owner.token)).json();
    expect(take).toMatchObject({
      kind: 'speech',
      title: 'Welcome to the spring course…',
      status: 'completed',
      refund: 0,
    });
    expect(take!.cost).toBeGreaterThan(0);
    expect(take!.cost).toBe(usage.plan_tokens_used);
    const byKind = Object.fromEntries((await storage(owner.token)).kinds.map((entry) => [entry.kind, entry]));
    expect(byKind.speech!.files).toBe(1);
    expect(byKind.voices!.files).toBeGreaterThan(0);
  });

  it('needs a token', async () => {
    expect((await getWithToken(server.app, '/api/user/credits-history')).statusCode).toBe(401);
  });
});
