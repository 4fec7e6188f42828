// The lip-sync calls against a real server (PGlite, pg-boss, ffmpeg, the embedded engine, which keeps the "mux" result
// for these face-less test patterns): a job made from a ready video and the caller's own audio on a timeline
// completes with a video whose audio is as long as the timeline and whose picture is as long as its audio, charged
// 1 token per second; it streams with Range and downloads under its name; a damaged video fails the job with a message and gives the tokens back. Refused: an
// empty timeline, a clip URL that is not the caller's audio (never fetched), another user's video, a timeline the
// credits do not cover. Another user gets 404 for the job's stream (bearer and media link) and sees no jobs.
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/audio-fixtures';
import { upload } from '../test-support/voice-test-client';
import { mediaTools } from '../media/media-tools';
import { runProcess } from '../media/run-process';
import {
  getWithToken,
  messageOf,
  postJson,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { tokenUsage } from '../test-support/speech-client';
import { eq } from 'drizzle-orm';
import { mediaFiles, videos } from '../db/schema';
import { lipsyncMessages } from './lipsync-messages';
import { uploadReadyVideo, webMp4 } from '../test-support/video-test-client';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let videoId: string;
let brokenVideoId: string;
/** Clip URLs of the owner's uploaded audio (3 s each) and of the stranger's. */
let ownAudio: string[];
let strangersAudio: string;
const scratch = tempDir('twin-lipsync-calls-');

interface JobAnswer {
  id: string;
  status: string;
  result_video_path: string | null;
  error_message?: string | null;
  video_id: string;
}

async function uploadAudio(token: string, name: string): Promise<string> {
  const uploaded = await upload(server.app, '/api/audio/upload', token, {}, [
    { field: 'audio', path: await fixture('speech-3s.wav'), filename: name },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return (uploaded.json() as { clip: { url: string } }).clip.url;
}

const clip = (url: string, startTime: number, duration: number, originalStartOffset = 0) => ({
  type: 'upload' as const,
  url,
  name: 'take',
  startTime,
  duration,
  originalStartOffset,
  originalDuration: 3,
});

function startJob(token: string, body: Record<string, unknown>) {
  return postJson(server.app, '/api/videos/lipsync-timeline', { useCodeformer: true, ...body }, token);
}

const streamPath = (job: JobAnswer) => `/api/videos/lipsync/${job.id}/stream`;

async function jobsOf(token: string): Promise<JobAnswer[]> {
  const response = await getWithToken(server.app, '/api/videos/lipsync', token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { jobs: JobAnswer[] }).jobs;
}

async function waitForJob(token: string, id: string, timeoutMs = 60_000): Promise<JobAnswer> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = (await jobsOf(token)).find((candidate) => candidate.id === id);
    if (job && (job.status === 'completed' || job.status === 'failed')) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`lip-sync job ${id} did not finish within ${timeoutMs} ms`);
}

async function tokensUsed(token: string): Promise<number> {
  return (await tokenUsage(server.app, token)).plan_tokens_used;
}

async function streamDurations(path: string): Promise<{ audio: number; video: number }> {
  const result = await runProcess(
    mediaTools.ffprobe,
    ['-v', 'error', '-show_entries', 'stream=codec_type,duration', '-of', 'json', path],
    { timeoutMs: 30_000 },
  );
  const streams = (
    JSON.parse(result.stdout.toString()) as { streams: { codec_type: string; duration: string }[] }
  ).streams;
  const of = (type: string) => Number(streams.find((stream) => stream.codec_type === type)?.duration);
  return { audio: of('audio'), video: of('video') };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app, { planTokens: 60 });
  stranger = await registerAccount(server.app, { planTokens: 60 });
  videoId = await uploadReadyVideo(server.app, owner.token, await webMp4());
  brokenVideoId = await uploadReadyVideo(server.app, owner.token, await webMp4());
  ownAudio = [await uploadAudio(owner.token, 'one.wav'), await uploadAudio(owner.token, 'two.wav')];
  strangersAudio = await uploadAudio(stranger.token, 'theirs.wav');
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('a lip-sync job', () => {
  let job: JobAnswer;

  it('starts from a ready video and the caller’s clips, taking 1 token per second of the timeline', async () => {
    const before = await tokensUsed(owner.token);
    // 0–2 s: the first take from 0.5 s; a gap; 2.5–4.5 s: the second take.
    const response = await startJob(owner.token, {
      videoId,
      timelineClips: [clip(ownAudio[0]!, 0, 2, 0.5), clip(ownAudio[1]!, 2.5, 2)],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { success: boolean; job: JobAnswer };
    expect(answer.success).toBe(true);
    expect(answer.job).toMatchObject({ status: 'pending', video_id: videoId, result_video_path: null });
    expect((await tokensUsed(owner.token)) - before).toBe(5);
    job = await waitForJob(owner.token, answer.job.id);
    expect(job.status, job.error_message ?? '').toBe('completed');
    // A media link: the stream's path with a token for it alone (a <video> sends no header).
    expect(job.result_video_path).toMatch(new RegExp(`^/api/videos/lipsync/${job.id}/stream\\?token=`));
    const played = await server.app.inject({ method: 'GET', url: job.result_video_path! });
    expect(played.statusCode).toBe(200);
  }, 90_000);

  it('gives a video with the timeline’s length of audio and a picture as long as its audio', async () => {
    const response = await getWithToken(server.app, streamPath(job), owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    const path = join(scratch, 'result.mp4');
    await writeFile(path, response.rawPayload);
    const durations = await streamDurations(path);
    expect(Math.abs(durations.audio - 4.5)).toBeLessThanOrEqual(0.05);
    // One frame of the fixture (25 fps) either way.
    expect(Math.abs(durations.video - durations.audio)).toBeLessThanOrEqual(0.04);
  });

  it('streams with Range, downloads under its name, and is not listed among the /video videos', async () => {
    const ranged = await server.app.inject({
      method: 'GET',
      url: streamPath(job),
      headers: { authorization: `Bearer ${owner.token}`, range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    const download = await getWithToken(server.app, `${streamPath(job)}?download=true`, owner.token);
    expect(download.headers['content-disposition']).toMatch(
      // As the card reads: the video's name (uploaded audio has no script to add).
      /^attachment; filename="talk\.mp4"/,
    );
    const listed = (await getWithToken(server.app, '/api/videos', owner.token)).json() as {
      videos: { upload_method: string }[];
    };
    expect(listed.videos.map((video) => video.upload_method)).not.toContain('lipsync');
  });

  it('fails with a message and gives the tokens back when the video cannot be read', async () => {
    const { db } = server.app.services;
    const [row] = await db.select().from(videos).where(eq(videos.id, brokenVideoId));
    const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, row!.videoFileId!));
    await writeFile(server.app.services.media.absolutePath(file!.relativePath), 'not a video any more');
    const before = await tokensUsed(owner.token);
    const response = await startJob(owner.token, {
      videoId: brokenVideoId,
      timelineClips: [clip(ownAudio[0]!, 0, 3)],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await tokensUsed(owner.token)) - before).toBe(3);
    const failed = await waitForJob(owner.token, (response.json() as { job: JobAnswer }).job.id);
    expect(failed.status).toBe('failed');
    expect(failed.error_message).toBeTruthy();
    expect(failed.result_video_path).toBeNull();
    expect(await tokensUsed(owner.token)).toBe(before);
  }, 90_000);
});

describe('a lip-sync start that is refused', () => {
  it('needs clips on the timeline', async () => {
    const response = await startJob(owner.token, { videoId, timelineClips: [] });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(lipsyncMessages.emptyTimeline);
  });

  it('refuses another user’s audio, another path and another host, fetching nothing', async () => {
    let requests = 0;
    const bait: Server = createServer((_, res) => {
      requests += 1;
      res.end('RIFF');
    });
    bait.listen(0, '127.0.0.1');
    await once(bait, 'listening');
    const { port } = bait.address() as AddressInfo;
    try {
      for (const url of [
        strangersAudio,
        `http://127.0.0.1:${port}/api/audio/00000000-0000-4000-8000-000000000000`,
        `http://127.0.0.1:${port}/take.wav`,
        '/api/videos/upload',
        `${ownAudio[0]!}/../../videos`,
      ]) {
        const before = await tokensUsed(owner.token);
        const response = await startJob(owner.token, { videoId, timelineClips: [clip(url, 0, 1)] });
        expect(response.statusCode, url).toBe(400);
        expect(messageOf(response)).toBe(lipsyncMessages.clipNotYours);
        expect(await tokensUsed(owner.token)).toBe(before);
      }
      expect(requests).toBe(0);
    } finally {
      bait.close();
    }
  });

  it('is 404 for another user’s video', async () => {
    const response = await startJob(stranger.token, {
      videoId,
      timelineClips: [clip(strangersAudio, 0, 1)],
    });
    expect(response.statusCode).toBe(404);
  });

  it('says what the timeline needs when the credits do not cover it, and takes nothing', async () => {
    const poor = await registerAccount(server.app, { planTokens: 2 });
    const poorVideo = await uploadReadyVideo(server.app, poor.token, await webMp4());
    const audio = await uploadAudio(poor.token, 'mine.wav');
    const response = await startJob(poor.token, {
      videoId: poorVideo,
      timelineClips: [clip(audio, 0, 3)],
    });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe(
      'This video needs 3 credits (1 credit per second of video), but you have 2 credits left. ' +
        'Please shorten the timeline or upgrade your plan on the Account page.',
    );
    expect(await jobsOf(poor.token)).toEqual([]);
    expect(await tokensUsed(poor.token)).toBe(0);
  }, 60_000);
});

describe('another user', () => {
  it('sees none of the owner’s jobs', async () => {
    expect(await jobsOf(stranger.token)).toEqual([]);
  });

  it('gets 404 for the owner’s result with the bearer header and with a media link of their own', async () => {
    const [job] = await jobsOf(owner.token);
    const path = `/api/videos/lipsync/${job!.id}/stream`;
    expect((await getWithToken(server.app, path, stranger.token)).statusCode).toBe(404);
    const link = await server.app.services.mediaLinks.link({ id: stranger.userId, tokenVersion: 0 }, path);
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });
});
