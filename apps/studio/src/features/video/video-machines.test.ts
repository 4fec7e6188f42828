// The studio's /video wiring in Node with a fake server: the library from GET /api/videos with its
// media links (lipsync videos left out), uploads as repeated `video` fields with progress, the
// recording saved as recording_{timestamp}.webm, status checks per video, a missing token and the
// server's refusals as the spec's texts (part 2 §7, §8).
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { createApiClient, recordingName } from '@twin/api-client';
import type { VideoCaptureCommand, VideoCaptureInput } from '@twin/machines/video/video-recorder';
import { createVideoPageMachine } from './video-machines';
import { fakeServer } from '../../lib/testing/fake-server';

const video = (id: string, upload_method = 'upload', status = 'ready') => ({
  id,
  upload_method,
  status,
  original_filename: `${id}.mp4`,
  duration: 12.5,
  created_at: '2026-11-25T10:00:00.000Z',
  stream_url: status === 'ready' ? `/api/videos/${id}/stream?token=m-${id}` : null,
  poster_url: status === 'ready' ? `/api/videos/${id}/poster?token=p-${id}` : null,
  face_check: status === 'ready' ? 'no_face' : null,
});

/** Captures a small take as soon as it is asked to stop. */
const fakeCamera = fromCallback<VideoCaptureCommand, VideoCaptureInput>(({ sendBack, receive }) => {
  queueMicrotask(() => sendBack({ type: 'capture.started', preview: null }));
  receive(() => sendBack({ type: 'capture.stopped', video: new Blob(['take']), mimeType: 'video/webm' }));
});

function pageWith(server: ReturnType<typeof fakeServer>, token: string | null = 'token-1') {
  const progress: number[] = [];
  const api = createApiClient({ baseUrl: 'http://studio.test', getToken: () => token, fetch: server.fetch });
  const machine = createVideoPageMachine({
    api,
    uploadingApi: (report) =>
      createApiClient({
        baseUrl: 'http://studio.test',
        getToken: () => token,
        fetch: async (url, init) => {
          report(100);
          progress.push(100);
          return server.fetch(url, init);
        },
      }),
    readToken: () => token,
    captureVideo: fakeCamera,
    now: () => 1764064800000,
  });
  return { actor: createActor(machine).start(), progress };
}

describe('the library', () => {
  it('lists the videos with their media links under the base URL, without lipsync ones', async () => {
    const server = fakeServer(() => ({
      status: 200,
      body: { videos: [video('v1'), video('v2', 'lipsync'), video('v3', 'record', 'processing')] },
    }));
    const { actor } = pageWith(server);
    const loaded = await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(server.calls[0]).toMatchObject({
      url: 'http://studio.test/api/videos',
      authorization: 'Bearer token-1',
    });
    expect(loaded.context.videos).toEqual([
      {
        id: 'v1',
        name: 'v1.mp4',
        uploadMethod: 'upload',
        status: 'ready',
        durationSeconds: 12.5,
        createdAt: '2026-11-25T10:00:00.000Z',
        streamUrl: 'http://studio.test/api/videos/v1/stream?token=m-v1',
        posterUrl: 'http://studio.test/api/videos/v1/poster?token=p-v1',
        faceCheck: 'no_face',
        consentFace: null,
      },
      expect.objectContaining({ id: 'v3', streamUrl: null, posterUrl: null, faceCheck: null }),
    ]);
  });

  it('without a token asks to log in again and calls nothing', async () => {
    const server = fakeServer(() => ({ status: 200, body: { videos: [] } }));
    const { actor } = pageWith(server, null);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.videosError).toBe('Authentication error. Please log in again.');
    expect(server.calls).toEqual([]);
  });

  it("shows 'Failed to load videos' when the server gives no message", async () => {
    const server = fakeServer(() => ({ status: 500, body: {} }));
    const { actor } = pageWith(server);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.videosError).toBe('Failed to load videos');
  });
});

describe('uploading', () => {
  it('sends every file as `video` with progress and checks each new video', async () => {
    const server = fakeServer((call) => {
      if (call.url.endsWith('/api/videos/upload')) {
        return {
          status: 201,
          body: {
            success: true,
            videos: [video('n1', 'upload', 'processing'), video('n2', 'upload', 'processing')],
          },
        };
      }
      if (call.url.includes('/status'))
        return { status: 200, body: { id: call.url.split('/').at(-2), status: 'ready' } };
      return { status: 200, body: { videos: [] } };
    });
    const { actor, progress } = pageWith(server);
    const upload = actor.getSnapshot().context.upload;
    const files = [new File(['a'], 'a.mp4', { type: 'video/mp4' }), new File(['b'], 'b.mov', { type: '' })];
    upload.send({ type: 'files.choose', files });
    upload.send({ type: 'upload.start' });
    const uploaded = await waitFor(upload, (snapshot) => snapshot.matches('processing'));
    expect(uploaded.context.notice).toBe('Successfully uploaded 2 video(s)!');
    expect(progress).toEqual([100]);
    const form = server.calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(form.getAll('video').map((file) => (file as File).name)).toEqual(['a.mp4', 'b.mov']);
  });

  it("shows the server's refusal", async () => {
    const server = fakeServer((call) =>
      call.url.endsWith('/upload')
        ? { status: 415, body: { message: 'Please select valid video files (MP4, WebM, MOV, AVI)' } }
        : { status: 200, body: { videos: [] } },
    );
    const { actor } = pageWith(server);
    const upload = actor.getSnapshot().context.upload;
    upload.send({ type: 'files.choose', files: [new File(['a'], 'fake.mp4', { type: 'video/mp4' })] });
    upload.send({ type: 'upload.start' });
    const failed = await waitFor(upload, (snapshot) => snapshot.matches('uploadFailed'));
    expect(failed.context.error).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
  });
});

describe('recording', () => {
  it('saves the take as recording_{timestamp}.webm, named Recording <date, time>', async () => {
    const server = fakeServer((call) =>
      call.url.endsWith('/api/videos/record')
        ? { status: 201, body: { success: true, video: video('r1', 'record', 'processing') } }
        : { status: 200, body: { videos: [] } },
    );
    const { actor, progress } = pageWith(server);
    const recorder = actor.getSnapshot().context.recorder;
    recorder.send({ type: 'recording.start' });
    await waitFor(recorder, (snapshot) => snapshot.matches('recording'));
    recorder.send({ type: 'recording.stop' });
    await waitFor(recorder, (snapshot) => snapshot.matches('recorded'));
    recorder.send({ type: 'recording.save' });
    const saved = await waitFor(recorder, (snapshot) => snapshot.matches('processing'));
    expect(saved.context.notice).toBe('Recording saved successfully!');
    expect(saved.context.videoIds).toEqual(['r1']);
    expect(progress).toEqual([100]);
    const form = server.calls.find((call) => call.url.endsWith('/record'))?.body as FormData;
    expect((form.get('video') as File).name).toBe('recording_1764064800000.webm');
    // Issue 26: listed as 'Recording <date, time>' of the same moment on this device's clock.
    expect(form.get('name')).toBe(recordingName(new Date(1764064800000)));
    expect(form.get('name')).toMatch(/^Recording [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
  });
});
