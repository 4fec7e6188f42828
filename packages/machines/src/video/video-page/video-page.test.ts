// The /video page machine with fake loaders and children provided with fakes: the first load and
// its texts, lipsync videos left out, reloads (the user's, and after an upload or a recording is
// saved and processed) keeping the list, the newest request winning, and the tabs closing the
// camera when the Record tab is left (spec part 2 §2, §8).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MissingTokenError } from '../../shared/session-errors';
import { createFakeCallbackActor, createFakePromiseActors, settle } from '../../testing/fake-actors';
import type { VideoCaptureCommand, VideoCaptureInput } from '../video-recorder/video-recorder.types';
import { videoRecorderMachine } from '../video-recorder/video-recorder.machine';
import { videoUploadMachine } from '../video-upload/video-upload.machine';
import { videoPageMachine } from './video-page.machine';
import { reachableStateValues } from '../../testing/reachable-states';
import { videoPageMachineWalk, videoPageWalkVideos } from './video-page.walk';

const [talk] = videoPageWalkVideos;
const clip = new File(['v'], 'clip.mp4', { type: 'video/mp4' });

function startPage() {
  const fakes = createFakePromiseActors([
    'loadVideos',
    'uploadVideos',
    'checkVideoStatus',
    'saveRecording',
  ] as const);
  const capture = createFakeCallbackActor<VideoCaptureCommand, VideoCaptureInput>();
  const { loadVideos, uploadVideos, checkVideoStatus, saveRecording } = fakes.actors;
  const machine = videoPageMachine.provide({
    actors: {
      loadVideos,
      videoUpload: videoUploadMachine.provide({ actors: { uploadVideos, checkVideoStatus } }),
      videoRecorder: videoRecorderMachine.provide({
        actors: { captureVideo: capture.logic, saveRecording, checkVideoStatus },
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, fakes, capture, snapshot: () => actor.getSnapshot() };
}

async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the walk', () => {
  it('reaches the four library states (one story each)', () => {
    expect(reachableStateValues(videoPageMachine, videoPageMachineWalk)).toEqual([
      'failed',
      'loaded',
      'loading',
      'reloading',
    ]);
  });
});

describe('the library', () => {
  it('loads at once on the Upload tab and leaves lipsync videos out', async () => {
    const { snapshot, fakes } = startPage();
    expect(snapshot().value).toBe('loading');
    expect(snapshot().context.tab).toBe('upload');
    await fakes.resolve('loadVideos', videoPageWalkVideos);
    expect(snapshot().value).toBe('loaded');
    expect(snapshot().context.videos).toEqual([talk]);
    expect(snapshot().context.videosError).toBeNull();
  });

  it.each([
    ['the spec text', new Error(''), 'Failed to load videos'],
    [
      'the server message',
      Object.assign(new Error('x'), { serverMessage: 'Database unavailable.' }),
      'Database unavailable.',
    ],
    ['the login text', new MissingTokenError(), 'Authentication error. Please log in again.'],
  ])('a failed load shows %s; Try Again reloads', async (_, error, text) => {
    const { actor, snapshot, fakes } = startPage();
    await fakes.reject('loadVideos', error);
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.videosError).toBe(text);
    actor.send({ type: 'videos.reload' });
    expect(snapshot().value).toBe('reloading');
    await fakes.resolve('loadVideos', [talk]);
    expect(snapshot().value).toBe('loaded');
    expect(snapshot().context.videosError).toBeNull();
  });

  it('a reload keeps the list on screen; a failed reload keeps it too', async () => {
    const { actor, snapshot, fakes } = startPage();
    await fakes.resolve('loadVideos', [talk]);
    actor.send({ type: 'videos.reload' });
    expect(snapshot().value).toBe('reloading');
    expect(snapshot().context.videos).toEqual([talk]);
    await fakes.reject('loadVideos', new Error(''));
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.videos).toEqual([talk]);
  });

  it('the newest reload wins', async () => {
    const { actor, snapshot, fakes } = startPage();
    await fakes.resolve('loadVideos', []);
    actor.send({ type: 'videos.reload' });
    actor.send({ type: 'videos.reload' });
    await fakes.resolve('loadVideos', [talk, talk]);
    expect(snapshot().value).toBe('reloading');
    await fakes.resolve('loadVideos', [talk]);
    expect(snapshot().context.videos).toEqual([talk]);
  });
});

describe('reloads after new videos', () => {
  it('reloads when an upload is kept and again when it is processed', async () => {
    const { snapshot, fakes } = startPage();
    await fakes.resolve('loadVideos', []);
    snapshot().context.upload.send({ type: 'files.choose', files: [clip] });
    snapshot().context.upload.send({ type: 'upload.start' });
    await fakes.resolve('uploadVideos', { videoIds: ['v1'] });
    expect(snapshot().value).toBe('reloading');
    await fakes.resolve('loadVideos', [talk]);
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [{ id: 'v1', status: 'ready' }]);
    expect(snapshot().value).toBe('reloading');
    expect(fakes.inputsOf('loadVideos')).toHaveLength(3);
  });

  it('reloads when a recording is saved and when it is processed', async () => {
    const { snapshot, fakes, capture } = startPage();
    await fakes.resolve('loadVideos', []);
    const { recorder } = snapshot().context;
    recorder.send({ type: 'recording.start' });
    capture.latest().report({ type: 'capture.started', preview: null });
    recorder.send({ type: 'recording.stop' });
    capture.latest().report({ type: 'capture.stopped', video: new Blob(['v']), mimeType: 'video/webm' });
    recorder.send({ type: 'recording.save' });
    await fakes.resolve('saveRecording', { videoId: 'v2' });
    expect(snapshot().value).toBe('reloading');
    await fakes.resolve('loadVideos', [talk]);
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [{ id: 'v2', status: 'completed' }]);
    expect(snapshot().value).toBe('reloading');
  });
});

describe('a video being processed', () => {
  const processing = { ...talk!, status: 'processing', streamUrl: null };

  it('reads the list again every 3 s until it is ready, then stops', async () => {
    const { fakes, snapshot } = startPage();
    await fakes.resolve('loadVideos', [processing]);
    expect(snapshot().value).toBe('loaded');

    await advance(2999);
    expect(fakes.inputsOf('loadVideos')).toHaveLength(1);
    await advance(1);
    expect(snapshot().value).toBe('reloading');
    await fakes.resolve('loadVideos', [processing]);
    await advance(3000);
    expect(fakes.inputsOf('loadVideos')).toHaveLength(3);
    await fakes.resolve('loadVideos', [talk]);
    expect(snapshot().context.videos[0]?.streamUrl).toBe(talk!.streamUrl);

    await advance(30_000);
    expect(fakes.inputsOf('loadVideos')).toHaveLength(3);
    expect(snapshot().value).toBe('loaded');
  });

  it('does not poll a list of ready and failed videos', async () => {
    const { fakes } = startPage();
    await fakes.resolve('loadVideos', [talk, { ...talk!, id: 'video-9', status: 'failed', streamUrl: null }]);
    await advance(30_000);
    expect(fakes.inputsOf('loadVideos')).toHaveLength(1);
  });
});

describe('the tabs', () => {
  it('switches tabs', () => {
    const { actor, snapshot } = startPage();
    actor.send({ type: 'tab.select', tab: 'library' });
    expect(snapshot().context.tab).toBe('library');
    actor.send({ type: 'tab.select', tab: 'record' });
    expect(snapshot().context.tab).toBe('record');
  });

  it('leaving the Record tab closes the camera; the recorded take stays', async () => {
    const { actor, snapshot, capture } = startPage();
    actor.send({ type: 'tab.select', tab: 'record' });
    const { recorder } = snapshot().context;
    recorder.send({ type: 'recording.start' });
    capture.latest().report({ type: 'capture.started', preview: null });
    actor.send({ type: 'tab.select', tab: 'upload' });
    expect(recorder.getSnapshot().value).toBe('idle');
    expect(capture.latest().stopped).toBe(true);

    recorder.send({ type: 'recording.start' });
    capture.latest().report({ type: 'capture.started', preview: null });
    recorder.send({ type: 'recording.stop' });
    capture.latest().report({ type: 'capture.stopped', video: new Blob(['v']), mimeType: 'video/webm' });
    actor.send({ type: 'tab.select', tab: 'library' });
    expect(recorder.getSnapshot().value).toBe('recorded');
  });
});
