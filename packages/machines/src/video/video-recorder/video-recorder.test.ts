// The video recorder on a fake clock with a fake camera and fake calls: the camera request and its
// refusal, the preview, the seconds and the auto-stop, stop, Record Again, saving with progress and
// its texts, processing after the save, cancel; and the format choice (MP4/H.264 first, WebM/VP8
// fallback) (spec part 2 §2, §4, §8, §9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MissingTokenError } from '../../shared/session-errors';
import { createFakeCallbackActor, createFakePromiseActors, settle } from '../../testing/fake-actors';
import { pickVideoRecordingFormat, videoRecordingExtension } from './video-recorder.format';
import { videoRecorderMachine } from './video-recorder.machine';
import type {
  SaveVideoRecordingInput,
  VideoCaptureCommand,
  VideoCaptureInput,
  VideoRecorderEmitted,
  VideoRecorderInput,
} from './video-recorder.types';

const take = new Blob(['video'], { type: 'video/mp4' });
const camera = { kind: 'stream' };

function start(input: VideoRecorderInput = {}) {
  const capture = createFakeCallbackActor<VideoCaptureCommand, VideoCaptureInput>();
  const fakes = createFakePromiseActors(['saveRecording', 'checkVideoStatus'] as const);
  const actor = createActor(
    videoRecorderMachine.provide({ actors: { captureVideo: capture.logic, ...fakes.actors } }),
    { input },
  );
  const emitted: VideoRecorderEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, capture, fakes, emitted, snapshot: () => actor.getSnapshot() };
}

function recording(input: VideoRecorderInput = {}) {
  const recorder = start(input);
  recorder.actor.send({ type: 'recording.start' });
  recorder.capture.latest().report({ type: 'capture.started', preview: camera });
  return recorder;
}

async function recorded(seconds = 3, mimeType = 'video/mp4') {
  const recorder = recording();
  await advance(seconds * 1000);
  recorder.actor.send({ type: 'recording.stop' });
  recorder.capture.latest().report({ type: 'capture.stopped', video: take, mimeType });
  return recorder;
}

async function saved() {
  const recorder = await recorded();
  recorder.actor.send({ type: 'recording.save' });
  await recorder.fakes.resolve('saveRecording', { videoId: 'v9' });
  return recorder;
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

describe('the format', () => {
  it('prefers MP4 with H.264', () => {
    expect(pickVideoRecordingFormat(() => true)).toEqual({
      mimeType: 'video/mp4;codecs=avc1.42E01E,mp4a.40.2',
      extension: 'mp4',
    });
  });

  it('falls back to WebM with VP8, then to the browser default', () => {
    expect(pickVideoRecordingFormat((type) => type.startsWith('video/webm'))).toEqual({
      mimeType: 'video/webm;codecs=vp8,opus',
      extension: 'webm',
    });
    expect(pickVideoRecordingFormat(() => false)).toBeNull();
  });

  it('names the file by the container', () => {
    expect(videoRecordingExtension('video/mp4;codecs=avc1')).toBe('mp4');
    expect(videoRecordingExtension('video/webm;codecs=vp8')).toBe('webm');
    expect(videoRecordingExtension('')).toBe('webm');
  });
});

describe('the camera', () => {
  it('rests idle with a 240 s limit and 60 tries, the camera closed', () => {
    const { snapshot, capture } = start();
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({
      maxSeconds: 240,
      maxChecks: 60,
      preview: null,
      recording: null,
    });
    expect(capture.instances).toHaveLength(0);
  });

  it('asks for the camera on Start Recording and records once it opens, showing the preview', () => {
    const { actor, snapshot, capture } = start({ maxSeconds: 30 });
    actor.send({ type: 'recording.start' });
    expect(snapshot().value).toBe('requestingCamera');
    expect(capture.latest().input).toEqual({ maxSeconds: 30 });
    capture.latest().report({ type: 'capture.started', preview: camera });
    expect(snapshot().value).toBe('recording');
    expect(snapshot().context.preview).toBe(camera);
  });

  it.each([
    ['a refusal', { type: 'capture.failed', error: new Error('NotAllowedError') }],
    ['the capture crashing', null],
  ] as const)('shows the camera text on %s, and tries again on Start Recording', (_, report) => {
    const { actor, snapshot, capture } = start();
    actor.send({ type: 'recording.start' });
    if (report) capture.latest().report(report);
    else actor.send({ type: 'xstate.error.actor.captureVideo', error: new Error('boom') } as never);
    expect(snapshot().value).toBe('cameraError');
    expect(snapshot().context.error).toBe(
      'Camera access denied. Please allow the camera in your browser and try again.',
    );
    expect(capture.latest().stopped).toBe(true);
    actor.send({ type: 'recording.start' });
    expect(snapshot().value).toBe('requestingCamera');
    expect(snapshot().context.error).toBeNull();
    expect(capture.instances).toHaveLength(2);
  });

  it('a camera failing mid-take or while stopping shows the camera text', async () => {
    const first = recording();
    first.capture.latest().report({ type: 'capture.failed' });
    expect(first.snapshot().value).toBe('cameraError');
    const second = recording();
    second.actor.send({ type: 'recording.stop' });
    second.capture.latest().report({ type: 'capture.failed' });
    expect(second.snapshot().value).toBe('cameraError');
    second.actor.send({ type: 'recording.cancel' });
    expect(second.snapshot().value).toBe('idle');
  });

  it.each(['requestingCamera', 'recording', 'stopping'])('cancel from %s closes the camera', (state) => {
    const { actor, snapshot, capture } = start();
    actor.send({ type: 'recording.start' });
    if (state !== 'requestingCamera') capture.latest().report({ type: 'capture.started', preview: camera });
    if (state === 'stopping') actor.send({ type: 'recording.stop' });
    expect(snapshot().value).toBe(state);
    actor.send({ type: 'recording.cancel' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.preview).toBeNull();
    expect(capture.latest().stopped).toBe(true);
  });
});

describe('the take', () => {
  it('counts seconds while recording, not before', async () => {
    const { actor, snapshot, capture } = start();
    actor.send({ type: 'recording.start' });
    await advance(3000);
    expect(snapshot().context.elapsedSeconds).toBe(0);
    capture.latest().report({ type: 'capture.started', preview: camera });
    await advance(2999);
    expect(snapshot().context.elapsedSeconds).toBe(2);
  });

  it('Stop Recording asks the capture for the take and keeps it, with its extension', async () => {
    const { snapshot, capture } = await recorded(3, 'video/webm;codecs=vp8,opus');
    expect(capture.latest().received).toEqual([{ type: 'capture.stop' }]);
    expect(snapshot().value).toBe('recorded');
    expect(snapshot().context.recording).toEqual({
      video: take,
      mimeType: 'video/webm;codecs=vp8,opus',
      extension: 'webm',
      durationSeconds: 3,
    });
    expect(snapshot().context.preview).toBeNull();
    expect(capture.latest().stopped).toBe(true);
  });

  it('stops by itself at the limit', async () => {
    const { snapshot, capture } = recording({ maxSeconds: 5 });
    await advance(4000);
    expect(snapshot().value).toBe('recording');
    await advance(1000);
    expect(snapshot().value).toBe('stopping');
    expect(snapshot().context.elapsedSeconds).toBe(5);
    expect(capture.latest().received).toEqual([{ type: 'capture.stop' }]);
  });

  it('Record Again opens the camera for a new take', async () => {
    const { actor, snapshot, capture } = await recorded();
    actor.send({ type: 'recording.start' });
    expect(snapshot().value).toBe('requestingCamera');
    expect(snapshot().context.recording).toBeNull();
    expect(capture.instances).toHaveLength(2);
  });
});

describe('saving', () => {
  it('uploads the take with progress 10 → 60', async () => {
    const { actor, snapshot, fakes } = await recorded();
    actor.send({ type: 'recording.save' });
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context.progress).toBe(10);
    const input = fakes.inputsOf('saveRecording')[0] as SaveVideoRecordingInput;
    expect(input.recording.extension).toBe('mp4');
    input.reportProgress(100);
    expect(snapshot().context.progress).toBe(60);
  });

  it('says it is saved, announces it and checks processing after 5 s', async () => {
    const { snapshot, fakes, emitted } = await saved();
    expect(snapshot().value).toEqual({ processing: 'waiting' });
    expect(snapshot().context.notice).toBe('Recording saved successfully!');
    expect(snapshot().context.videoIds).toEqual(['v9']);
    expect(emitted).toEqual([{ type: 'videoRecorder.saved', videoId: 'v9' }]);
    await advance(5000);
    expect(fakes.inputsOf('checkVideoStatus')).toEqual([{ videoIds: ['v9'] }]);
  });

  it.each([
    [
      'the server message',
      Object.assign(new Error('x'), { serverMessage: 'Unsupported video.' }),
      'Unsupported video.',
    ],
    ['the fallback', {}, 'Failed to save recording'],
    ['the login text', new MissingTokenError(), 'Authentication error. Please log in again.'],
  ])(
    'a failed save shows %s; Save Recording tries again, Record Again starts over',
    async (_, error, text) => {
      const { actor, snapshot, fakes } = await recorded();
      actor.send({ type: 'recording.save' });
      await fakes.reject('saveRecording', error);
      expect(snapshot().value).toBe('saveFailed');
      expect(snapshot().context.error).toBe(text);
      expect(snapshot().context.recording).not.toBeNull();
      actor.send({ type: 'recording.save' });
      expect(snapshot().value).toBe('saving');
      await fakes.reject('saveRecording', error);
      actor.send({ type: 'recording.start' });
      expect(snapshot().value).toBe('requestingCamera');
    },
  );
});

describe('processing the saved take', () => {
  it('ready → processed and announced', async () => {
    const { snapshot, fakes, emitted } = await saved();
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [{ id: 'v9', status: 'processing' }]);
    expect(snapshot().value).toEqual({ processing: 'waiting' });
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [{ id: 'v9', status: 'ready' }]);
    expect(snapshot().value).toEqual({ processing: 'processed' });
    expect(snapshot().context.notice).toBe('Video processed successfully!');
    expect(emitted.at(-1)).toEqual({ type: 'videoRecorder.processed', videoIds: ['v9'] });
  });

  it('failed, timed out and unknown show their texts', async () => {
    const failed = await saved();
    await advance(5000);
    await failed.fakes.resolve('checkVideoStatus', [{ id: 'v9', status: 'failed' }]);
    expect(failed.snapshot().context.error).toBe('Video processing failed. Please try again.');

    const unknown = await saved();
    await advance(5000);
    await unknown.fakes.reject('checkVideoStatus', new Error('Failed to fetch'));
    expect(unknown.snapshot().value).toEqual({ processing: 'statusUnknown' });
    expect(unknown.snapshot().context.error).toBe('Unable to check video processing status.');
  });

  it('times out after the last try', async () => {
    const recorder = start({ maxStatusChecks: 2 });
    recorder.actor.send({ type: 'recording.start' });
    recorder.capture.latest().report({ type: 'capture.started', preview: camera });
    recorder.actor.send({ type: 'recording.stop' });
    recorder.capture.latest().report({ type: 'capture.stopped', video: take, mimeType: 'video/mp4' });
    recorder.actor.send({ type: 'recording.save' });
    await recorder.fakes.resolve('saveRecording', { videoId: 'v9' });
    for (let check = 0; check < 2; check += 1) {
      await advance(5000);
      await recorder.fakes.resolve('checkVideoStatus', [{ id: 'v9', status: 'processing' }]);
    }
    expect(recorder.snapshot().value).toEqual({ processing: 'timedOut' });
    expect(recorder.snapshot().context.progress).toBe(90);
  });

  it('Record Again while processing starts a new take and stops checking', async () => {
    const { actor, snapshot, fakes } = await saved();
    actor.send({ type: 'recording.start' });
    expect(snapshot().value).toBe('requestingCamera');
    expect(snapshot().context.videoIds).toEqual([]);
    await advance(10_000);
    expect(fakes.inputsOf('checkVideoStatus')).toHaveLength(0);
  });
});
