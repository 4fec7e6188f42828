// Create Video's wiring in Node with a fake server and a fake timeline export: the picker lists
// only ready videos that are not lip-sync results, with their media links under the base URL; the
// composite audio is the timeline's WAV stored by POST /api/audio/upload; the job starts with the
// clips (without ids), useCodeformer and mixedAudioUrl; a 404 from a server without the route
// ends in 'Failed to create lipsync video' with its message; success goes to /library after 2 s.
// With no videos, a video uploaded in the picker (any video/ type) is checked until processed and
// the picker lists the videos again with it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import type { ApiClient } from '@twin/api-client';
import { createVideoSources } from '../../lib/video-sources';
import { compositeAudioFileName, createLipsyncStartMachine, pickerVideos } from './lipsync-machines';
import { fakeServer } from '../../lib/testing/fake-server';

const created_at = '2026-11-24T10:00:00.000Z';
const video = (id: string, status: string, upload_method: string, extra: object = {}) => ({
  id,
  status,
  upload_method,
  original_filename: `${id}.mp4`,
  duration: 12,
  created_at,
  ...extra,
});
const clips = [
  {
    id: 'speech-1',
    type: 'tts' as const,
    url: '/api/audio/speech-1',
    name: 'Hello there',
    duration: 1.5,
    startTime: 0,
    originalStartOffset: 0,
    originalDuration: 1.5,
  },
];

const videosAnswer = {
  videos: [
    video('ready-1', 'ready', 'upload', {
      stream_url: '/api/videos/ready-1/stream?token=link',
      poster_url: '/api/videos/ready-1/poster?token=link',
      face_check: 'ready',
      consent_face: 'matches',
    }),
    video('recorded', 'completed', 'record'),
    video('busy', 'processing', 'upload'),
    video('broken', 'failed', 'upload'),
    video('result', 'ready', 'lipsync'),
  ],
};

function server(lipsyncAnswer: { status: number; body: unknown }, videos = () => videosAnswer) {
  return fakeServer((call) => {
    if (call.url === '/api/videos') return { status: 200, body: videos() };
    if (call.url === '/api/audio/upload')
      return {
        status: 200,
        body: {
          success: true,
          clip: {
            id: 'mix-1',
            type: 'upload',
            url: '/api/audio/mix-1',
            name: compositeAudioFileName,
            duration: 1.5,
            startTime: 0,
            originalStartOffset: 0,
            originalDuration: 1.5,
          },
        },
      };
    if (call.url === '/api/videos/lipsync-timeline') return lipsyncAnswer;
    return { status: 404, body: { message: 'Not Found' } };
  });
}

/** The picker's upload and recorder over the same fake server (no camera in Node). */
const sourcesFor = (api: ApiClient) =>
  createVideoSources({
    api,
    uploadingApi: () => api,
    readToken: () => 'token-1',
    captureVideo: fromCallback(() => {}),
  });

function start(lipsyncAnswer: { status: number; body: unknown }, fake = server(lipsyncAnswer)) {
  const { calls, api } = fake;
  const wav = new Blob([new Uint8Array(44)], { type: 'audio/wav' });
  const exportTimelineAudio = vi.fn(async () => wav);
  const goToLibrary = vi.fn();
  const creditsSpent = vi.fn();
  const machine = createLipsyncStartMachine({
    api,
    exportTimelineAudio,
    goToLibrary,
    creditsSpent,
    sources: sourcesFor(api),
  });
  const actor = createActor(machine).start();
  return { actor, calls, exportTimelineAudio, goToLibrary, creditsSpent, wav };
}

async function confirmVideo(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'lipsync.open', clips });
  await waitFor(actor, (state) => state.matches('choosing'));
  actor.send({ type: 'video.choose', videoId: 'ready-1' });
  actor.send({ type: 'lipsync.confirm' });
  return waitFor(actor, (state) => state.matches('started') || state.matches('failed'));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the video picker', () => {
  it('offers ready uploads and recordings with their face checks, not processing, failed or lip-sync videos', () => {
    const offered = pickerVideos(videosAnswer.videos as never, (path) => `https://studio.example${path}`);
    expect(offered).toEqual([
      {
        id: 'ready-1',
        name: 'ready-1.mp4',
        previewSrc: 'https://studio.example/api/videos/ready-1/stream?token=link',
        posterSrc: 'https://studio.example/api/videos/ready-1/poster?token=link',
        duration: 12,
        faceCheck: 'ready',
        consentFace: 'matches',
      },
      {
        id: 'recorded',
        name: 'recorded.mp4',
        previewSrc: null,
        posterSrc: null,
        duration: 12,
        faceCheck: null,
        consentFace: null,
      },
    ]);
  });
});

describe('the picker with no videos', () => {
  it('uploads a video in its Upload tab, checks it until processed, then lists it to choose', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const added = video('new-1', 'ready', 'upload');
    let uploaded = false;
    let checks = 0;
    const fake = fakeServer((call) => {
      if (call.url === '/api/videos') return { status: 200, body: { videos: uploaded ? [added] : [] } };
      if (call.url === '/api/videos/upload') {
        uploaded = true;
        return { status: 200, body: { success: true, videos: [{ ...added, status: 'uploaded' }] } };
      }
      if (call.url === '/api/videos/new-1/status') {
        checks += 1;
        return { status: 200, body: { id: 'new-1', status: checks < 2 ? 'processing' : 'ready' } };
      }
      return { status: 404, body: { message: 'Not Found' } };
    });
    const { actor, calls } = start({ status: 200, body: {} }, fake);
    actor.send({ type: 'lipsync.open', clips });
    await waitFor(actor, (state) => state.matches({ noVideos: 'upload' }));
    const upload = actor.getSnapshot().children.videoUpload;
    if (!upload) throw new Error('the picker runs no upload');

    upload.send({ type: 'files.choose', files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] });
    expect(upload.getSnapshot().context.error).toBe('Please select a video file.');
    // Any video/ type, even one /video's tab does not name.
    upload.send({ type: 'files.choose', files: [new File(['x'], 'take.mkv', { type: 'video/x-matroska' })] });
    expect(upload.getSnapshot().context.error).toBeNull();
    upload.send({ type: 'upload.start' });

    // A check every 5 s: processing, then ready.
    await vi.waitFor(() => expect(upload.getSnapshot().context.videoIds).toEqual(['new-1']));
    await vi.advanceTimersByTimeAsync(5000);
    expect(checks).toBe(1);
    expect(actor.getSnapshot().matches('noVideos')).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(checks).toBe(2);
    const choosing = await waitFor(actor, (state) => state.matches('choosing'));
    expect(choosing.context.videos.map((offered) => offered.id)).toEqual(['new-1']);
    expect(choosing.context.newVideoId).toBe('new-1');
    expect(calls.filter((call) => call.url === '/api/videos')).toHaveLength(2);
  });
});

describe('Confirm & Generate', () => {
  it('stores the timeline mix, then starts the job with it, and goes to /library after 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, calls, exportTimelineAudio, goToLibrary, creditsSpent } = start({
      status: 200,
      body: {
        success: true,
        job: { id: 'job-1', status: 'pending', result_video_path: null, created_at, video_id: 'ready-1' },
      },
    });
    const done = await confirmVideo(actor);
    expect(done.value).toBe('started');
    expect(done.context.jobId).toBe('job-1');
    expect(exportTimelineAudio).toHaveBeenCalledOnce();

    const upload = calls.find((call) => call.url === '/api/audio/upload');
    const file = (upload?.body as FormData).get('audio') as File;
    expect(file.name).toBe('timeline-audio.wav');
    expect(calls.find((call) => call.url === '/api/videos/lipsync-timeline')?.body).toEqual({
      videoId: 'ready-1',
      timelineClips: [
        {
          type: 'tts',
          url: '/api/audio/speech-1',
          name: 'Hello there',
          duration: 1.5,
          startTime: 0,
          originalStartOffset: 0,
          originalDuration: 1.5,
        },
      ],
      useCodeformer: true,
      mixedAudioUrl: '/api/audio/mix-1',
    });

    expect(creditsSpent).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1999);
    expect(goToLibrary).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goToLibrary).toHaveBeenCalledOnce();
  });

  it("says 'Failed to create lipsync video' with the server's message when the route is missing (404)", async () => {
    const { actor, goToLibrary, creditsSpent } = start({
      status: 404,
      body: { message: 'Route POST:/api/videos/lipsync-timeline not found' },
    });
    const done = await confirmVideo(actor);
    expect(done.value).toBe('failed');
    expect(done.context.error).toBe(
      'Failed to create lipsync video: Route POST:/api/videos/lipsync-timeline not found',
    );
    expect(goToLibrary).not.toHaveBeenCalled();
    expect(creditsSpent).not.toHaveBeenCalled();
  });

  it("says 'Error creating composite audio. Please try again.' when the mix cannot be made", async () => {
    const { actor, calls, exportTimelineAudio } = start({ status: 200, body: {} });
    exportTimelineAudio.mockRejectedValueOnce(new Error('Error creating composite audio. Please try again.'));
    const done = await confirmVideo(actor);
    expect(done.context.error).toBe('Error creating composite audio. Please try again.');
    expect(calls.some((call) => call.url === '/api/videos/lipsync-timeline')).toBe(false);
  });
});
