// The work a video upload may cause is bounded, against a real server (PGlite, pg-boss, ffmpeg): a WebM of three
// frames whose last one is stamped at 7200 s and which states no duration (as browser recordings never do) is
// refused as damaged by both the upload and the recording call, costing the tools a fraction of a second of CPU
// instead of hours of repeated frames; a WebM whose few frames are spread over 40 s becomes a 40 s video of those
// frames, not a thousand copies; and a user with 3 videos waiting or in processing gets 429 for a 4th before its
// body is read, with nothing written to tmp.
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../db/schema';
import { mediaTools } from '../media/media-tools';
import { runProcess } from '../media/run-process';
import { childCpuSeconds } from '../test-support/child-cpu';
import { waitFor } from '../test-support/restart-harness';
import { storedFiles } from '../test-support/stored-files';
import {
  getWithToken,
  messageOf,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { probeVideo } from '../media/probe-video';
import { videoFixture } from '../test-support/video-fixtures';
import { uploadVideos, type VideoAnswer } from '../test-support/video-test-client';
import { MAX_QUEUED_VIDEOS_PER_USER, videoMessages } from './video-messages';

const scratch = tempDir('twin-video-limits-');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A VP8 WebM of `frames` frames of a 1280x720 test picture, frame N stamped at `timestamp` (an ffmpeg expression in
 * seconds), written to a pipe as a browser's recorder writes it: the header states no duration.
 */
async function webmWithTimestamps(name: string, frames: number, timestamp: string): Promise<string> {
  const result = await runProcess(mediaTools.ffmpeg, [
    ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
    ...['-frames:v', String(frames), '-vf', `setpts='(${timestamp})/TB'`],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k', '-f', 'webm', 'pipe:1'],
  ]);
  if (result.exitCode !== 0) throw new Error(result.stderr);
  const path = join(scratch, name);
  await writeFile(path, result.stdout);
  return path;
}

/** The packets ffprobe reads from the first video stream of a file. */
async function videoPackets(path: string): Promise<number> {
  const result = await runProcess(mediaTools.ffprobe, [
    ...['-v', 'error', '-select_streams', 'v:0', '-count_packets'],
    ...['-show_entries', 'stream=nb_read_packets', '-of', 'csv=p=0', path],
  ]);
  return Number(result.stdout.toString().trim());
}

describe('videos whose timestamps claim more than they hold', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await registerAccount(server.app);
  });
  afterAll(() => server?.close());

  /** Ready or failed, or null while it is processed. */
  async function ended(id: string): Promise<VideoAnswer | null> {
    const answer = (
      await getWithToken(server.app, `/api/videos/${id}/status`, owner.token)
    ).json() as VideoAnswer;
    return answer.status === 'ready' || answer.status === 'failed' ? answer : null;
  }

  it('a WebM of 3 frames, the last at 7200 s, with no stated duration: upload and recording are refused as damaged, under 10 s of CPU', async () => {
    // Frames at 0 s, 0.04 s and 7200 s: a 25 fps start, so a constant-rate transcode would make 180,001 frames.
    const sparse = await webmWithTimestamps('sparse.webm', 3, 'if(eq(N,2),7200,N/25)');
    const stated = await probeVideo(sparse);
    expect(stated.durationSeconds).toBeNull();
    expect(stated.video?.durationSeconds).toBeNull();

    const cpuBefore = childCpuSeconds();
    const cpuSpent = () => childCpuSeconds() - cpuBefore;
    for (const [url, filename] of [
      ['/api/videos/upload', 'sparse.webm'],
      ['/api/videos/record', 'recording_1732500000000.webm'],
    ] as const) {
      const response = await uploadVideos(server.app, url, owner.token, [
        { path: sparse, filename, type: 'video/webm' },
      ]);
      if (response.statusCode >= 400) {
        // A clear refusal.
        expect(response.statusCode, url).toBe(422);
        expect(messageOf(response)).toBe(videoMessages.unreadable);
        continue;
      }
      // Taken: it must end as a video as long as its real content (a fraction of a second), within the budget.
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { videos?: VideoAnswer[]; video?: VideoAnswer };
      const id = (body.video ?? body.videos![0]!).id;
      const answer = await waitFor(
        'the video to end, or its CPU to pass 10 s',
        async () => (cpuSpent() >= 10 ? { status: 'still processing past 10 s of CPU' } : await ended(id)),
        240_000,
        { intervalMs: 250 },
      );
      expect(cpuSpent(), `${url}: ${answer.status}`).toBeLessThan(10);
      if (answer.status === 'ready') expect((answer as VideoAnswer).duration).toBeLessThan(1);
    }
    expect(cpuSpent()).toBeLessThan(10);
    console.log(`sparse WebM: ${cpuSpent().toFixed(2)} s of CPU in ffmpeg/ffprobe for both calls`);
  }, 300_000);

  it('a WebM whose 4 frames are spread over 40 s becomes a 40 s video of 4 frames, not a thousand copies', async () => {
    // Frames at 0 s, 0.04 s, 20 s and 40 s (no gap over a minute: real, if sparse, content).
    const spread = await webmWithTimestamps('spread.webm', 4, 'if(lt(N,2),N/25,(N-1)*20)');
    const uploaded = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
      { path: spread, filename: 'slides.webm', type: 'video/webm' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [video] = (uploaded.json() as { videos: VideoAnswer[] }).videos as [VideoAnswer];
    const answer = await waitFor('the video to end', () => ended(video.id), 120_000);
    expect(answer.status, answer.error_message ?? '').toBe('ready');
    expect(answer.duration).toBeGreaterThan(39.9);
    expect(answer.duration).toBeLessThan(41);
    const stream = await getWithToken(server.app, `/api/videos/${video.id}/stream`, owner.token);
    const playable = join(scratch, 'spread.mp4');
    await writeFile(playable, stream.rawPayload);
    expect(await videoPackets(playable)).toBe(4);
  }, 180_000);
});

describe('videos waiting or in processing per user', () => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    // No queue worker: uploads stay waiting, as behind a long queue.
    server = await startTestServer({ jobs: { run: false } });
    owner = await registerAccount(server.app);
  });
  afterAll(() => server?.close());

  const tmpFiles = () => storedFiles(server.config.dataDir).filter((path) => path.startsWith('tmp'));
  const rowCount = async () =>
    (await server.app.database.db.select().from(videos).where(eq(videos.userId, owner.userId))).length;

  it("refuses a user's 4th queued video with 429 before its body is read, writing nothing to tmp", async () => {
    expect(MAX_QUEUED_VIDEOS_PER_USER).toBe(3);
    const web = await videoFixture('web.mp4');
    // Two in one request, then one more: 3 waiting.
    for (const count of [2, 1]) {
      const files = Array.from({ length: count }, (_, index) => ({ path: web, filename: `v${index}.mp4` }));
      const response = await uploadVideos(server.app, '/api/videos/upload', owner.token, files);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await rowCount()).toBe(3);

    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const before = tmpFiles();
    // Headers declaring 20 MB and the start of a file; the rest is never sent.
    const boundary = '----twin-video-cap';
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.write(
      'POST /api/videos/upload HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: Bearer ${owner.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="fourth.mp4"\r\n\r\n` +
        'x'.repeat(64 * 1024),
    );
    const [head, body] = await waitFor(
      'the answer to the unfinished upload',
      () => {
        const split = answer.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(answer)?.[1];
        return split >= 0 && length && answer.length >= split + 4 + Number(length)
          ? [answer.slice(0, split), answer.slice(split + 4)]
          : null;
      },
      20_000,
    );
    socket.destroy();
    expect(head).toMatch(/^HTTP\/1\.1 429/);
    expect(JSON.parse(body!)).toEqual({ message: videoMessages.tooManyQueued });
    expect(tmpFiles()).toEqual(before);
    expect(await rowCount()).toBe(3);

    // The recording call is bounded the same way.
    const recorded = await uploadVideos(server.app, '/api/videos/record', owner.token, [
      { path: await videoFixture('recording.webm'), filename: 'recording_1.webm', type: 'video/webm' },
    ]);
    expect(recorded.statusCode).toBe(429);
    expect(tmpFiles()).toEqual(before);
  });

  it('refuses an upload whose files would pass the cap, keeping none of them', async () => {
    const other = await registerAccount(server.app);
    const web = await videoFixture('web.mp4');
    const files = Array.from({ length: 4 }, (_, index) => ({ path: web, filename: `v${index}.mp4` }));
    const response = await uploadVideos(server.app, '/api/videos/upload', other.token, files);
    expect(response.statusCode).toBe(429);
    expect(messageOf(response)).toBe(videoMessages.tooManyQueued);
    expect(tmpFiles()).toEqual([]);
    const media = storedFiles(server.config.dataDir).filter((path) => path.includes(other.userId));
    expect(media).toEqual([]);
  });
});
