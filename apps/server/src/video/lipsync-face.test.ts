// The face check and what the embedded "face" lip-sync engine tells the creator, against a real server (PGlite,
// pg-boss, ffmpeg, the face model): a face-less video (ffmpeg's testsrc2) is checked 'no_face' and a portrait video
// 'ready' as processing ends; a lip-sync job of the face-less video completes with the "mux" result and the note on
// the job and a poster frame of its own; a job of the portrait (the owner's consent face, recorded with a camera)
// moves the lips (no note), its progress percentage stored as it rises to 100. Another user gets 404 for the owner's result poster and sees nothing of theirs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/audio-fixtures';
import { upload } from '../test-support/voice-test-client';
import { lipsyncJobs, videos } from '../db/schema';
import {
  hasAstronautPortrait,
  makeFacelessVideo,
  makeFaceVideo,
} from '../engines/lipsync/test-support/talking-face';
import {
  getWithToken,
  postJson,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { recordFaceConsent } from '../test-support/face-consent';
import { lipsyncMessages } from './lipsync-messages';
import { uploadReadyVideo, type VideoAnswer } from '../test-support/video-test-client';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let faceless: VideoAnswer;
let portrait: VideoAnswer;
let audio: string;
const scratch = tempDir('twin-lipsync-face-');

interface JobAnswer {
  id: string;
  status: string;
  result_video_path: string | null;
  error_message?: string | null;
  video_id: string;
  progress_percent?: number;
  face_note?: string | null;
  poster_url?: string | null;
}

async function uploadReady(token: string, path: string, filename: string): Promise<VideoAnswer> {
  const id = await uploadReadyVideo(server.app, token, { path, filename }, 60_000);
  const listed = (await getWithToken(server.app, '/api/videos', token)).json() as { videos: VideoAnswer[] };
  return listed.videos.find((video) => video.id === id)!;
}

async function uploadAudio(token: string): Promise<string> {
  const uploaded = await upload(server.app, '/api/audio/upload', token, {}, [
    { field: 'audio', path: await fixture('speech-3s.wav'), filename: 'take.wav' },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return (uploaded.json() as { clip: { url: string } }).clip.url;
}

/** Starts a job of `videoId` over a timeline of the 3 s take placed at each of `starts`. */
async function startJob(videoId: string, starts: number[]): Promise<JobAnswer> {
  const started = await postJson(
    server.app,
    '/api/videos/lipsync-timeline',
    {
      videoId,
      useCodeformer: true,
      timelineClips: starts.map((startTime) => ({
        type: 'upload',
        url: audio,
        name: 'take',
        startTime,
        duration: 3,
        originalStartOffset: 0,
        originalDuration: 3,
      })),
    },
    owner.token,
  );
  expect(started.statusCode, started.body).toBe(200);
  return (started.json() as { job: JobAnswer }).job;
}

async function jobsOf(token: string): Promise<JobAnswer[]> {
  const response = await getWithToken(server.app, '/api/videos/lipsync', token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { jobs: JobAnswer[] }).jobs;
}

/** The job's stored percentage at every change seen until it ends (read straight from its row). */
async function followProgress(id: string, timeoutMs = 120_000): Promise<{ seen: number[]; status: string }> {
  const { db } = server.app.services;
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await db
      .select({ status: lipsyncJobs.status, percent: lipsyncJobs.progressPercent })
      .from(lipsyncJobs)
      .where(eq(lipsyncJobs.id, id));
    if (row && seen.at(-1) !== row.percent) seen.push(row.percent);
    if (row && (row.status === 'completed' || row.status === 'failed')) return { seen, status: row.status };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`lip-sync job ${id} did not finish within ${timeoutMs} ms`);
}

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger] = await Promise.all([
    registerAccount(server.app, { planTokens: 60 }),
    registerAccount(server.app, { planTokens: 60 }),
  ]);
  audio = await uploadAudio(owner.token);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the face check as a video is processed', () => {
  it('finds no face in a test pattern and one face in a portrait', async () => {
    faceless = await uploadReady(owner.token, await makeFacelessVideo(scratch, 3), 'pattern.mp4');
    expect(faceless.face_check).toBe('no_face');
    if (!hasAstronautPortrait()) throw new Error('python3-skimage is needed (npm test installs it)');
    portrait = await uploadReady(owner.token, await makeFaceVideo(scratch, 3), 'portrait.mp4');
    expect(portrait.face_check).toBe('ready');
  }, 120_000);

  it('answers null for a video not checked (made before the check)', async () => {
    const { db } = server.app.services;
    const old = await uploadReady(owner.token, await makeFacelessVideo(scratch, 1, 'old.mp4'), 'old.mp4');
    await db.update(videos).set({ faceCheck: null }).where(eq(videos.id, old.id));
    const listed = (await getWithToken(server.app, '/api/videos', owner.token)).json() as {
      videos: VideoAnswer[];
    };
    expect(listed.videos.find((video) => video.id === old.id)?.face_check).toBeNull();
  }, 60_000);
});

describe('a lip-sync job of a video without a face', () => {
  let job: JobAnswer;

  it('completes with the mux result and says on the job why the lips could not follow', async () => {
    const created = await startJob(faceless.id, [0, 3]);
    // Before a result exists, the card's poster is the source video's.
    expect(created.poster_url).toMatch(new RegExp(`^/api/videos/${faceless.id}/poster\\?token=`));
    expect(created.face_note).toBeNull();
    expect((await followProgress(created.id)).status).toBe('completed');
    job = (await jobsOf(owner.token)).find((candidate) => candidate.id === created.id)!;
    expect(job).toMatchObject({
      status: 'completed',
      progress_percent: 100,
      face_note: lipsyncMessages.faceNotes.no_face,
    });
    const played = await server.app.inject({ method: 'GET', url: job.result_video_path! });
    expect(played.statusCode).toBe(200);
  }, 120_000);

  it('has a poster frame of its own result', async () => {
    const [result] = await server.app.services.db
      .select({ resultVideoId: lipsyncJobs.resultVideoId })
      .from(lipsyncJobs)
      .where(eq(lipsyncJobs.id, job.id));
    expect(job.poster_url).toMatch(new RegExp(`^/api/videos/${result!.resultVideoId}/poster\\?token=`));
    const poster = await server.app.inject({ method: 'GET', url: job.poster_url! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('is not another user’s: their jobs are empty and the result’s poster is 404 to them', async () => {
    expect(await jobsOf(stranger.token)).toEqual([]);
    const path = job.poster_url!.split('?')[0]!;
    expect((await getWithToken(server.app, path, stranger.token)).statusCode).toBe(404);
    const link = await server.app.services.mediaLinks.link({ id: stranger.userId, tokenVersion: 0 }, path);
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    const source = await getWithToken(server.app, `/api/videos/${faceless.id}/poster`, stranger.token);
    expect(source.statusCode).toBe(404);
  });
});

describe('a lip-sync job of a portrait', () => {
  it('moves the lips (no note) and stores its percentage as it rises to 100', async () => {
    await recordFaceConsent(server.app, owner.token, await makeFaceVideo(scratch, 3, 'consent-face.mp4'));
    const created = await startJob(portrait.id, [0]);
    const { seen, status } = await followProgress(created.id);
    expect(status).toBe('completed');
    // Stored as the engine went: several values between the mix and saving, each higher than the last, then 100.
    expect(seen.filter((percent) => percent > 5 && percent < 95).length).toBeGreaterThanOrEqual(3);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBe(100);
    const job = (await jobsOf(owner.token)).find((candidate) => candidate.id === created.id)!;
    expect(job).toMatchObject({ status: 'completed', progress_percent: 100, face_note: null });
  }, 300_000);
});
