// The video calls against a real server (PGlite, pg-boss, ffmpeg): uploads and recordings are processed into
// browser-playable MP4s (moov before mdat, H.264/AAC, a known duration even for a WebM recording that stated none)
// with a poster, or fail with a message; the list, status and streams (Range, download names, media links) answer
// the owner only: another user gets 404 for each call, with the bearer header and with a media link's token.
// Refused uploads (not a video, over 100 MB, cut off, damaged) keep no file and no row. One server for the whole
// file: starting one costs seconds.
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { VIDEO_MAX_FILE_BYTES } from '@twin/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../db/schema';
import { probeVideo } from '../media/probe-video';
import {
  bearerHeader,
  getWithToken,
  messageOf,
  registerAccount,
  startTestServer,
  tempDir,
  type TestServer,
} from '../test-support/test-server';
import { videoFixture } from '../test-support/video-fixtures';
import {
  storedFiles,
  topLevelBoxes,
  uploadVideos,
  waitForVideo,
  type VideoAnswer,
} from '../test-support/video-test-client';

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
/** Processed in beforeAll: the camera MP4 (remuxed), the AVI (transcoded), the web-ready MP4 (kept). */
let camera: VideoAnswer;
let avi: VideoAnswer;
let web: VideoAnswer;
const scratch = tempDir('twin-video-calls-');

async function probeBytes(bytes: Buffer, name: string) {
  const path = join(scratch, name);
  await writeFile(path, bytes);
  return probeVideo(path);
}

async function listVideos(token: string): Promise<VideoAnswer[]> {
  return ((await getWithToken(server.app, '/api/videos', token)).json() as { videos: VideoAnswer[] }).videos;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
  const uploaded = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
    { path: await videoFixture('camera.mp4'), filename: 'My Talk.mp4' },
    { path: await videoFixture('camera.avi'), filename: 'old-camera.avi', type: 'video/x-msvideo' },
  ]);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const answer = uploaded.json() as { success: boolean; videos: VideoAnswer[] };
  expect(answer.videos.map((video) => [video.upload_method, video.status, video.original_filename])).toEqual([
    ['upload', 'uploaded', 'My Talk.mp4'],
    ['upload', 'uploaded', 'old-camera.avi'],
  ]);
  const web1 = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
    { path: await videoFixture('web.mp4'), filename: 'web.mp4' },
  ]);
  expect(web1.statusCode, web1.body).toBe(201);
  const ids = [...answer.videos, ...(web1.json() as { videos: VideoAnswer[] }).videos].map((v) => v.id);
  for (const id of ids) expect((await waitForVideo(server.app, owner.token, id)).status).toBe('ready');
  const listed = await listVideos(owner.token);
  [camera, avi, web] = ids.map((id) => listed.find((video) => video.id === id)!) as [
    VideoAnswer,
    VideoAnswer,
    VideoAnswer,
  ];
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('uploads are processed into playable MP4s', () => {
  it('records duration, size and dimensions and hands out media links', () => {
    for (const video of [camera, avi, web]) {
      expect(video.status).toBe('ready');
      expect(video.duration).toBeGreaterThan(1.9);
      expect(video.duration).toBeLessThan(2.2);
      expect([video.width, video.height]).toEqual([320, 240]);
      expect(video.size_bytes).toBeGreaterThan(1000);
      expect(video.stream_url).toMatch(new RegExp(`^/api/videos/${video.id}/stream\\?token=`));
      expect(video.poster_url).toMatch(new RegExp(`^/api/videos/${video.id}/poster\\?token=`));
    }
  });

  it('streams H.264/AAC with the moov box before the media data; the poster is a JPEG', async () => {
    for (const video of [camera, avi]) {
      const response = await server.app.inject({ method: 'GET', url: video.stream_url! });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('video/mp4');
      const boxes = topLevelBoxes(response.rawPayload);
      expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      const probe = await probeBytes(response.rawPayload, `${video.id}.mp4`);
      expect(probe.video?.codec).toBe('h264');
      expect(probe.video?.pixelFormat).toBe('yuv420p');
      expect(probe.audio?.codec).toBe('aac');
      expect(response.rawPayload.length).toBe(video.size_bytes);

      const poster = await server.app.inject({ method: 'GET', url: video.poster_url! });
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
      expect(poster.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it('keeps an upload that already is a web-ready MP4 byte for byte, and stores only playable files', async () => {
    const response = await getWithToken(server.app, `/api/videos/${web.id}/stream`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await readFile(await videoFixture('web.mp4')))).toBe(true);
    const files = storedFiles(server.config.dataDir);
    expect(files.filter((path) => path.startsWith('tmp'))).toEqual([]);
    // Three playable MP4s and three posters: the replaced camera MP4 and AVI are gone.
    expect(files.filter((path) => path.endsWith('.mp4'))).toHaveLength(3);
    expect(files.filter((path) => path.endsWith('.jpg'))).toHaveLength(3);
    expect(files.filter((path) => path.endsWith('.avi'))).toEqual([]);
  });

  it('turns a recorded WebM without a stated duration into an MP4 that states it', async () => {
    const recorded = await uploadVideos(server.app, '/api/videos/record', owner.token, [
      {
        path: await videoFixture('recording.webm'),
        filename: 'recording_1732500000000.webm',
        type: 'video/webm',
      },
    ]);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { video } = recorded.json() as { success: true; video: VideoAnswer };
    expect(video.upload_method).toBe('record');
    const status = await waitForVideo(server.app, owner.token, video.id);
    expect(status.status, status.error_message ?? '').toBe('ready');
    expect(status.duration).toBeGreaterThan(1.9);

    const response = await getWithToken(server.app, `/api/videos/${video.id}/stream`, owner.token);
    const boxes = topLevelBoxes(response.rawPayload);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const probe = await probeBytes(response.rawPayload, 'recording.mp4');
    expect(probe.durationSeconds).toBeGreaterThan(1.9);
    expect(probe.video?.codec).toBe('h264');
  });

  it('refuses a recording not named recording_{timestamp}.mp4|webm, keeping nothing', async () => {
    const before = storedFiles(server.config.dataDir);
    const response = await uploadVideos(server.app, '/api/videos/record', owner.token, [
      { path: await videoFixture('recording.webm'), filename: 'my-recording.webm' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/recording_\{timestamp\}/);
    expect(storedFiles(server.config.dataDir)).toEqual(before);
  });
});

describe('processing that fails', () => {
  it('ends failed with a message, deletes the upload, and its stream is 409', async () => {
    const uploaded = await uploadVideos(server.app, '/api/videos/upload', owner.token, [
      { path: await videoFixture('cut-long.webm'), filename: 'cut.webm' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [video] = (uploaded.json() as { videos: VideoAnswer[] }).videos as [VideoAnswer];
    const status = await waitForVideo(server.app, owner.token, video.id);
    expect(status.status).toBe('failed');
    expect(status.error_message).toBe(
      'This video is incomplete (the file ends early). Please upload the whole file.',
    );
    const stream = await getWithToken(server.app, `/api/videos/${video.id}/stream`, owner.token);
    expect(stream.statusCode).toBe(409);
    expect(messageOf(stream)).toBe(status.error_message);
    // The upload is removed as the failure is recorded: wait for that state, not for a moment.
    await expect
      .poll(() => storedFiles(server.config.dataDir).filter((path) => path.endsWith('.webm')), {
        timeout: 10_000,
      })
      .toEqual([]);
  });
});

describe('the list and the streams', () => {
  it('are in the OpenAPI document', async () => {
    const paths = Object.keys((await getWithToken(server.app, '/api/docs')).json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/videos',
        '/api/videos/upload',
        '/api/videos/record',
        '/api/videos/{id}/status',
        '/api/videos/{id}/stream',
        '/api/videos/{id}/poster',
      ]),
    );
  });

  it('lists the newest first and leaves lip-sync results out', async () => {
    await server.app.database.db.insert(videos).values({
      userId: owner.userId,
      uploadMethod: 'lipsync',
      status: 'ready',
      originalFilename: 'lipsync-result.mp4',
    });
    const listed = await listVideos(owner.token);
    expect(listed.map((video) => video.upload_method)).not.toContain('lipsync');
    const times = listed.map((video) => Date.parse((video as unknown as { created_at: string }).created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(listed.map((video) => video.id)).toEqual(expect.arrayContaining([camera.id, avi.id, web.id]));
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const whole = (await server.app.inject({ method: 'GET', url: camera.stream_url! })).rawPayload;
    const response = await server.app.inject({
      method: 'GET',
      url: camera.stream_url!,
      headers: { range: 'bytes=100-1123' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1123/${whole.length}`);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(whole.subarray(100, 1124))).toBe(true);
    const outside = await server.app.inject({
      method: 'GET',
      url: camera.stream_url!,
      headers: { range: `bytes=${whole.length + 10}-` },
    });
    expect(outside.statusCode).toBe(416);
  });

  it('with download=true sends an attachment named after the upload, as .mp4', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${camera.stream_url!}&download=true` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="My Talk\.mp4"/);
    const avi1 = await getWithToken(server.app, `/api/videos/${avi.id}/stream?download=true`, owner.token);
    expect(avi1.headers['content-disposition']).toMatch(/filename="old-camera\.mp4"/);
  });

  it('refuses a media link made for another path and a missing token', async () => {
    const token = new URL(camera.stream_url!, 'http://x').searchParams.get('token')!;
    const other = await server.app.inject({
      method: 'GET',
      url: `/api/videos/${avi.id}/stream?token=${token}`,
    });
    expect(other.statusCode).toBe(401);
    const none = await server.app.inject({ method: 'GET', url: `/api/videos/${avi.id}/stream` });
    expect(none.statusCode).toBe(401);
    expect(messageOf(none)).toBeTruthy();
  });
});

describe("another user's video is not found", () => {
  const strangerLink = async (path: string) =>
    server.app.services.mediaLinks.link({ id: stranger.userId, tokenVersion: 0 }, path);

  it('GET /api/videos does not list it', async () => {
    expect(await listVideos(stranger.token)).toEqual([]);
  });

  it('GET /api/videos/{id}/status is 404', async () => {
    const response = await getWithToken(server.app, `/api/videos/${camera.id}/status`, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Video not found.');
  });

  it('GET /api/videos/{id}/stream with the bearer header is 404', async () => {
    const response = await getWithToken(server.app, `/api/videos/${camera.id}/stream`, stranger.token);
    expect(response.statusCode).toBe(404);
  });

  it('GET /api/videos/{id}/stream with a query token is 404', async () => {
    const url = await strangerLink(`/api/videos/${camera.id}/stream`);
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Video not found.');
  });

  it('GET /api/videos/{id}/poster with the bearer header is 404', async () => {
    const response = await getWithToken(server.app, `/api/videos/${camera.id}/poster`, stranger.token);
    expect(response.statusCode).toBe(404);
  });

  it('GET /api/videos/{id}/poster with a query token is 404', async () => {
    const url = await strangerLink(`/api/videos/${camera.id}/poster`);
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });

  it('a made-up id is 404 like a foreign one', async () => {
    const response = await getWithToken(server.app, '/api/videos/not-a-uuid/status', owner.token);
    expect(response.statusCode).toBe(404);
  });
});

describe('refused uploads keep no file and no row', () => {
  const rowCount = async () =>
    (await server.app.database.db.select().from(videos).where(eq(videos.userId, owner.userId))).length;

  async function expectNothingKept(send: () => Promise<void>): Promise<void> {
    const files = storedFiles(server.config.dataDir);
    const rows = await rowCount();
    await send();
    expect(storedFiles(server.config.dataDir)).toEqual(files);
    expect(await rowCount()).toBe(rows);
  }

  async function refused(files: Parameters<typeof uploadVideos>[3], status: number) {
    const response = await uploadVideos(server.app, '/api/videos/upload', owner.token, files);
    expect(response.statusCode, response.body).toBe(status);
    return messageOf(response);
  }

  it("a text file named .mp4 is 415 with the spec's words", async () => {
    await expectNothingKept(async () => {
      const message = await refused([{ path: await videoFixture('notes.txt'), filename: 'talk.mp4' }], 415);
      expect(message).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
    });
  });

  it('one such file among good videos refuses the whole upload', async () => {
    await expectNothingKept(async () => {
      await refused(
        [
          { path: await videoFixture('camera.mp4'), filename: 'good.mp4' },
          { path: await videoFixture('notes.txt'), filename: 'bad.mov' },
        ],
        415,
      );
    });
  });

  it('an MP4 cut off before its moov box is 422 with a clear message', async () => {
    await expectNothingKept(async () => {
      const message = await refused(
        [{ path: await videoFixture('cut-camera.mp4'), filename: 'cut.mp4' }],
        422,
      );
      expect(message).toMatch(/damaged or incomplete/);
    });
  });

  it('a web-ready MP4 whose media data is cut short is 422', async () => {
    await expectNothingKept(async () => {
      await refused([{ path: await videoFixture('cut-web.mp4'), filename: 'cut-web.mp4' }], 422);
    });
  });

  it('an AVI cut off mid-way is 422 at upload, not a failed job later', async () => {
    await expectNothingKept(async () => {
      const message = await refused(
        [{ path: await videoFixture('cut-camera.avi'), filename: 'cut.avi' }],
        422,
      );
      expect(message).toMatch(/damaged or incomplete/);
    });
  });

  it('a file over 100 MB is 413, refused while streaming', async () => {
    const boundary = '----twin-video-test';
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      );
      const chunk = Buffer.alloc(1024 * 1024);
      for (let sent = 0; sent <= VIDEO_MAX_FILE_BYTES; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    await expectNothingKept(async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/videos/upload',
        payload: Readable.from(body()),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...bearerHeader(owner.token),
        },
      });
      expect(response.statusCode).toBe(413);
      expect(messageOf(response)).toBe('File too large. Maximum size is 100MB.');
    });
  });

  it('an upload cut off mid-way leaves no file and no row', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const tmpFiles = () => storedFiles(server.config.dataDir).filter((path) => path.startsWith('tmp'));
    const waitUntil = async (what: string, done: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await expectNothingKept(async () => {
      const boundary = '----twin-video-cut';
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        'POST /api/videos/upload HTTP/1.1\r\nHost: localhost\r\n' +
          `Authorization: Bearer ${owner.token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="cut.mp4"\r\n\r\n`,
      );
      socket.write(await readFile(await videoFixture('camera.mp4')));
      // The server is writing the file to tmp: now the connection drops.
      await waitUntil('the upload to reach tmp', () => tmpFiles().length > 0);
      socket.destroy();
      await waitUntil('tmp to be emptied', () => tmpFiles().length === 0);
    });
  });
});
