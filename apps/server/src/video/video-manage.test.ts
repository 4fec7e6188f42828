// Renaming and deleting videos and lip-sync results against a real server (PGlite, pg-boss, ffmpeg, the embedded
// lip-sync engine), issue 26: a rename shows in the lists and the download name; a video a lip-sync job waits for is
// refused with the reason; deleting a video or a lip-sync result removes its rows and files from DATA_DIR and
// lowers the user's stored bytes, while the results made from a deleted video stay in the library under their title. Another user
// gets 404 for every call, and a malformed id gets 404 as the other video calls answer. A recording is listed under
// the name its recorder sends, 'Recording <date, time>'.
import { eq } from 'drizzle-orm';
import { recordingName } from '@twin/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/audio-fixtures';
import { upload } from '../test-support/voice-test-client';
import { lipsyncJobs, videos } from '../db/schema';
import { deleteWithToken, storageFigureOf, storedPathsOf } from '../test-support/owned-storage';
import { storedFiles } from '../test-support/stored-files';
import {
  getWithToken,
  messageOf,
  postJson,
  putJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { videoManageMessages } from './video-manage.routes';
import { videoFixture } from '../test-support/video-fixtures';
import { uploadReadyVideo, uploadVideos, waitForVideo, webMp4 } from '../test-support/video-test-client';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let audioUrl: string;

interface ListedVideo {
  id: string;
  original_filename: string;
}
interface ListedJob {
  id: string;
  status: string;
  title?: string | null;
  video_id: string | null;
  video_name?: string;
  error_message?: string | null;
}

async function videosOf(token: string): Promise<ListedVideo[]> {
  return ((await getWithToken(server.app, '/api/videos', token)).json() as { videos: ListedVideo[] }).videos;
}

async function jobsOf(token: string): Promise<ListedJob[]> {
  return ((await getWithToken(server.app, '/api/videos/lipsync', token)).json() as { jobs: ListedJob[] })
    .jobs;
}

async function finishedJob(token: string, id: string): Promise<ListedJob> {
  for (let tries = 0; tries < 600; tries += 1) {
    const job = (await jobsOf(token)).find((candidate) => candidate.id === id);
    if (job && (job.status === 'completed' || job.status === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`lip-sync job ${id} did not finish`);
}

async function completedLipsyncJob(videoId: string): Promise<ListedJob> {
  const started = await postJson(
    server.app,
    '/api/videos/lipsync-timeline',
    {
      videoId,
      useCodeformer: true,
      timelineClips: [
        {
          type: 'upload',
          url: audioUrl,
          name: 'take',
          startTime: 0,
          duration: 2,
          originalStartOffset: 0,
          originalDuration: 3,
        },
      ],
    },
    owner.token,
  );
  expect(started.statusCode, started.body).toBe(200);
  const job = await finishedJob(owner.token, (started.json() as { job: { id: string } }).job.id);
  expect(job.status, job.error_message ?? '').toBe('completed');
  return job;
}

async function filesOfVideo(id: string) {
  const [row] = await server.app.services.db.select().from(videos).where(eq(videos.id, id));
  return storedPathsOf(server.app, [row!.sourceFileId, row!.videoFileId, row!.posterFileId]);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app, { planTokens: 60 });
  stranger = await registerAccount(server.app, { planTokens: 60 });
  const uploaded = await upload(server.app, '/api/audio/upload', owner.token, {}, [
    { field: 'audio', path: await fixture('speech-3s.wav'), filename: 'take.wav' },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  audioUrl = (uploaded.json() as { clip: { url: string } }).clip.url;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a video of the /video library', () => {
  let videoId: string;

  beforeAll(async () => {
    videoId = await uploadReadyVideo(server.app, owner.token, await webMp4());
  }, 120_000);

  it('is renamed: the list and the download carry the new name', async () => {
    const renamed = await putJson(
      server.app,
      `/api/videos/${videoId}`,
      { name: '  Spring   lecture ' },
      owner.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ success: true, name: 'Spring lecture' });
    expect((await videosOf(owner.token)).find((video) => video.id === videoId)?.original_filename).toBe(
      'Spring lecture.mp4',
    );
    const download = await getWithToken(
      server.app,
      `/api/videos/${videoId}/stream?download=true`,
      owner.token,
    );
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Spring lecture\.mp4"/);
  });

  it('refuses an empty name with the reason', async () => {
    const refused = await putJson(server.app, `/api/videos/${videoId}`, { name: '   ' }, owner.token);
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('Please enter a name.');
  });

  it('is refused deletion, with the reason, while a lip-sync job waits for it', async () => {
    // A queued job of the video (its row as lipsync.create writes it; no worker takes it up).
    const [queued] = await server.app.services.db
      .insert(lipsyncJobs)
      .values({ userId: owner.userId, videoId, status: 'pending', reservedTokens: 0 })
      .returning();
    const refused = await deleteWithToken(server.app, `/api/videos/${videoId}`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(videoManageMessages.usedByLipsync);
    expect((await videosOf(owner.token)).map((video) => video.id)).toContain(videoId);
    await server.app.services.db.delete(lipsyncJobs).where(eq(lipsyncJobs.id, queued!.id));
  });

  it('is deleted for good: rows and files gone, fewer bytes stored, its lip-sync result kept', async () => {
    const result = await completedLipsyncJob(videoId);
    const files = await filesOfVideo(videoId);
    expect(files.length).toBe(2);
    for (const file of files) expect(storedFiles(server.config.dataDir)).toContain(file);
    const before = await storageFigureOf(server.app, owner.token, 'videos');
    expect(before.kind).toBeGreaterThan(0);

    const deleted = await deleteWithToken(server.app, `/api/videos/${videoId}`, owner.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true });

    const left = storedFiles(server.config.dataDir);
    for (const file of files) expect(left).not.toContain(file);
    const after = await storageFigureOf(server.app, owner.token, 'videos');
    expect(after.total).toBeLessThan(before.total);
    expect(after.kind).toBeLessThan(before.kind);
    expect((await videosOf(owner.token)).map((video) => video.id)).not.toContain(videoId);
    expect((await getWithToken(server.app, `/api/videos/${videoId}/status`, owner.token)).statusCode).toBe(
      404,
    );
    const kept = (await jobsOf(owner.token)).find((job) => job.id === result.id);
    // Its card keeps the title it had (the video's name; uploaded audio has no script).
    expect(kept).toMatchObject({ status: 'completed', video_id: null, title: 'Spring lecture' });
    expect((await deleteWithToken(server.app, `/api/videos/${videoId}`, owner.token)).statusCode).toBe(404);
  }, 120_000);
});

describe('a recording', () => {
  it('is listed under the name the recorder gave it, Recording <date, time>, with its extension', async () => {
    const name = recordingName(new Date(2026, 10, 27, 14, 5));
    expect(name).toBe('Recording Nov 27, 2026, 14:05');
    const recorded = await uploadVideos(
      server.app,
      '/api/videos/record',
      owner.token,
      [
        {
          path: await videoFixture('recording.webm'),
          filename: 'recording_1795792317073.webm',
          type: 'video/webm',
        },
      ],
      { name },
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { video } = recorded.json() as { video: ListedVideo };
    expect(video.original_filename).toBe('Recording Nov 27, 2026, 14:05.webm');
    await waitForVideo(server.app, owner.token, video.id);
    expect((await videosOf(owner.token)).find((listed) => listed.id === video.id)?.original_filename).toBe(
      'Recording Nov 27, 2026, 14:05.webm',
    );
  }, 120_000);
});

describe('a lip-sync result of the library', () => {
  let job: ListedJob;

  beforeAll(async () => {
    job = await completedLipsyncJob(
      await uploadReadyVideo(server.app, owner.token, await webMp4('interview.mp4')),
    );
  }, 120_000);

  it('is renamed: the library lists it under the new title', async () => {
    const renamed = await putJson(
      server.app,
      `/api/videos/lipsync/${job.id}`,
      { name: 'Welcome video' },
      owner.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await jobsOf(owner.token)).find((candidate) => candidate.id === job.id)?.title).toBe(
      'Welcome video',
    );
  });

  it('is deleted for good with its result video: files gone, fewer bytes stored', async () => {
    const [row] = await server.app.services.db.select().from(lipsyncJobs).where(eq(lipsyncJobs.id, job.id));
    const files = await filesOfVideo(row!.resultVideoId!);
    expect(files.length).toBe(2);
    const before = await storageFigureOf(server.app, owner.token, 'lipsync');
    expect(before.kind).toBeGreaterThan(0);
    const deleted = await deleteWithToken(server.app, `/api/videos/lipsync/${job.id}`, owner.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = storedFiles(server.config.dataDir);
    for (const file of files) expect(left).not.toContain(file);
    const after = await storageFigureOf(server.app, owner.token, 'lipsync');
    expect(after.total).toBeLessThan(before.total);
    expect(after.kind).toBeLessThan(before.kind);
    expect((await jobsOf(owner.token)).map((candidate) => candidate.id)).not.toContain(job.id);
    const [result] = await server.app.services.db
      .select()
      .from(videos)
      .where(eq(videos.id, row!.resultVideoId!));
    expect(result).toBeUndefined();
    expect(
      (await getWithToken(server.app, `/api/videos/lipsync/${job.id}/stream`, owner.token)).statusCode,
    ).toBe(404);
  });

  it('is refused deletion, with the reason, while it runs', async () => {
    const [running] = await server.app.services.db
      .insert(lipsyncJobs)
      .values({ userId: owner.userId, videoId: null, status: 'processing', reservedTokens: 0 })
      .returning();
    const refused = await deleteWithToken(server.app, `/api/videos/lipsync/${running!.id}`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(videoManageMessages.lipsyncRunning);
    await server.app.services.db.delete(lipsyncJobs).where(eq(lipsyncJobs.id, running!.id));
  });
});

describe('another user, and malformed ids', () => {
  let videoId: string;
  let jobId: string;

  beforeAll(async () => {
    videoId = await uploadReadyVideo(server.app, owner.token, await webMp4('mine.mp4'));
    jobId = (await completedLipsyncJob(videoId)).id;
  }, 120_000);

  it('gets 404 for every new call, and changes nothing', async () => {
    const calls = [
      putJson(server.app, `/api/videos/${videoId}`, { name: 'Theirs' }, stranger.token),
      deleteWithToken(server.app, `/api/videos/${videoId}`, stranger.token),
      putJson(server.app, `/api/videos/lipsync/${jobId}`, { name: 'Theirs' }, stranger.token),
      deleteWithToken(server.app, `/api/videos/lipsync/${jobId}`, stranger.token),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await videosOf(owner.token)).find((video) => video.id === videoId)?.original_filename).toBe(
      'mine.mp4',
    );
    const job = (await jobsOf(owner.token)).find((candidate) => candidate.id === jobId);
    expect(job?.title ?? null).toBeNull();
  });

  it('answers a malformed id as the other video calls do (404), and a lip-sync result is not a /video video', async () => {
    expect((await getWithToken(server.app, '/api/videos/not-a-uuid/status', owner.token)).statusCode).toBe(
      404,
    );
    expect((await putJson(server.app, '/api/videos/not-a-uuid', { name: 'x' }, owner.token)).statusCode).toBe(
      404,
    );
    expect((await deleteWithToken(server.app, '/api/videos/not-a-uuid', owner.token)).statusCode).toBe(404);
    expect(
      (await deleteWithToken(server.app, '/api/videos/lipsync/not-a-uuid', owner.token)).statusCode,
    ).toBe(404);
    const [row] = await server.app.services.db.select().from(lipsyncJobs).where(eq(lipsyncJobs.id, jobId));
    expect(
      (await deleteWithToken(server.app, `/api/videos/${row!.resultVideoId}`, owner.token)).statusCode,
    ).toBe(404);
  });
});
