// The video upload machine on a fake clock with fake actors: choosing files (the spec's formats by
// type or extension on /video, any video/ type in the speech page's picker, each with its text), removing and adding, the upload's progress (10 → 60, per file), its success
// and failure texts, then processing: a check every 5 s, 50 → 90, ready/completed, failed/error,
// the 60-try timeout and a failing status call (spec part 2 §4, §5, §8, §9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MissingTokenError } from '../../shared/session-errors';
import { checkingStageProgress, processingOutcome, uploadStageProgress } from '../../shared/video-processing';
import { createFakePromiseActors, settle } from '../../testing/fake-actors';
import { videoUploadMachine } from './video-upload.machine';
import { fileProgressFrom, isAcceptedVideoFile } from './video-upload.rules';
import type { UploadVideosInput, VideoUploadEmitted, VideoUploadInput } from './video-upload.types';

const video = (name: string, type: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type });
const talk = video('talk.mp4', 'video/mp4', 30);
const intro = video('intro.webm', 'video/webm', 10);
const notes = video('notes.txt', 'text/plain');

function start(input: VideoUploadInput = {}) {
  const fakes = createFakePromiseActors(['uploadVideos', 'checkVideoStatus'] as const);
  const actor = createActor(videoUploadMachine.provide({ actors: fakes.actors }), { input });
  const emitted: VideoUploadEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted, snapshot: () => actor.getSnapshot() };
}

/** Chooses `files`, uploads them and lets the server keep them as `videoIds`. */
async function uploaded(videoIds = ['v1'], input: VideoUploadInput = {}) {
  const upload = start(input);
  upload.actor.send({ type: 'files.choose', files: [talk] });
  upload.actor.send({ type: 'upload.start' });
  await upload.fakes.resolve('uploadVideos', { videoIds });
  return upload;
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

describe('the accepted formats', () => {
  it.each([
    ['a.mp4', 'video/mp4'],
    ['a.webm', 'video/webm'],
    ['a.mov', 'video/quicktime'],
    ['a.avi', 'video/x-msvideo'],
    ['clip', 'video/mp4'],
    ['CLIP.MOV', ''],
    ['a.avi', 'application/octet-stream'],
  ])('accepts %s (%s) by type or extension', (name, type) => {
    expect(isAcceptedVideoFile({ name, type })).toBe(true);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['movie.mkv', 'video/x-matroska'],
    ['mp4', ''],
    ['song.mp3', 'audio/mpeg'],
  ])('refuses %s (%s)', (name, type) => {
    expect(isAcceptedVideoFile({ name, type })).toBe(false);
  });
});

describe("the picker's rule (accept: 'picker')", () => {
  const clip = video('clip.mkv', 'video/x-matroska');
  const untyped = video('talk.mp4', '');

  it.each([
    ['a.mp4', 'video/mp4'],
    ['clip.mkv', 'video/x-matroska'],
    ['a.ogv', 'video/ogg; codecs=theora'],
    ['a', 'VIDEO/WEBM'],
  ])('accepts %s (%s): any video/ type', (name, type) => {
    expect(isAcceptedVideoFile({ name, type }, 'picker')).toBe(true);
  });

  it.each([
    ['talk.mp4', ''],
    ['a.avi', 'application/octet-stream'],
    ['song.mp3', 'audio/mpeg'],
    ['video', 'video/'],
  ])('refuses %s (%s): the type decides, not the extension', (name, type) => {
    expect(isAcceptedVideoFile({ name, type }, 'picker')).toBe(false);
  });

  it('keeps any video/ type the /video page would refuse, and the page keeps its rule', () => {
    const picker = start({ accept: 'picker' });
    expect(picker.snapshot().context.accept).toBe('picker');
    picker.actor.send({ type: 'files.choose', files: [clip] });
    expect(picker.snapshot().value).toBe('selected');
    expect(picker.snapshot().context).toMatchObject({ files: [clip], error: null });

    const page = start();
    expect(page.snapshot().context.accept).toBe('video-page');
    page.actor.send({ type: 'files.choose', files: [clip] });
    expect(page.snapshot().value).toBe('idle');
    expect(page.snapshot().context.error).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
  });

  it("refuses a file without a video/ type with 'Please select a video file.'", () => {
    const { actor, snapshot } = start({ accept: 'picker' });
    actor.send({ type: 'files.choose', files: [untyped] });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.error).toBe('Please select a video file.');
    actor.send({ type: 'files.choose', files: [notes, talk] });
    expect(snapshot().value).toBe('selected');
    expect(snapshot().context.files).toEqual([talk]);
    expect(snapshot().context.error).toBe('Please select a video file.');
  });

  it('keeps its rule after a reset and through an upload', async () => {
    const { actor, snapshot, fakes } = start({ accept: 'picker' });
    actor.send({ type: 'files.choose', files: [clip] });
    actor.send({ type: 'upload.reset' });
    expect(snapshot().context.accept).toBe('picker');
    actor.send({ type: 'files.choose', files: [clip] });
    actor.send({ type: 'upload.start' });
    await fakes.resolve('uploadVideos', { videoIds: ['v9'] });
    actor.send({ type: 'files.choose', files: [notes] });
    expect(snapshot().value).toEqual({ processing: 'waiting' });
    expect(snapshot().context.error).toBe('Please select a video file.');
  });
});

describe('choosing files', () => {
  it('rests idle with nothing chosen and 60 tries by default', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ files: [], maxChecks: 60, progress: 0, error: null });
  });

  it('keeps accepted files and waits for Upload', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'files.choose', files: [talk, intro] });
    expect(snapshot().value).toBe('selected');
    expect(snapshot().context.files).toEqual([talk, intro]);
    expect(snapshot().context.fileProgress).toEqual([0, 0]);
    expect(snapshot().context.error).toBeNull();
  });

  it('refuses a choice with no video, with the spec text, and stays idle', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'files.choose', files: [notes] });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.error).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
  });

  it('keeps the videos of a mixed choice and says the others were refused', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'files.choose', files: [notes, talk] });
    expect(snapshot().value).toBe('selected');
    expect(snapshot().context.files).toEqual([talk]);
    expect(snapshot().context.error).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
  });

  it('adds later choices to the files waiting; a refused one leaves them', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'files.choose', files: [talk] });
    actor.send({ type: 'files.choose', files: [intro] });
    expect(snapshot().context.files).toEqual([talk, intro]);
    actor.send({ type: 'files.choose', files: [notes] });
    expect(snapshot().context.files).toEqual([talk, intro]);
    expect(snapshot().context.error).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
  });

  it('removes a file; removing the last one goes back to idle', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'files.choose', files: [talk, intro] });
    actor.send({ type: 'file.remove', index: 0 });
    expect(snapshot().value).toBe('selected');
    expect(snapshot().context.files).toEqual([intro]);
    actor.send({ type: 'file.remove', index: 0 });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.files).toEqual([]);
  });

  it('forgets the choice on reset', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'files.choose', files: [talk] });
    actor.send({ type: 'upload.reset' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.files).toEqual([]);
  });
});

describe('uploading', () => {
  it('sends every file in one upload, starting at 10', () => {
    const { actor, snapshot, fakes } = start();
    actor.send({ type: 'files.choose', files: [talk, intro] });
    actor.send({ type: 'upload.start' });
    expect(snapshot().value).toBe('uploading');
    expect(snapshot().context.progress).toBe(10);
    expect((fakes.inputsOf('uploadVideos')[0] as UploadVideosInput).files).toEqual([talk, intro]);
  });

  it('maps the real progress to 10–60 and splits it over the files by size', () => {
    const { actor, snapshot, fakes } = start();
    actor.send({ type: 'files.choose', files: [talk, intro] });
    actor.send({ type: 'upload.start' });
    const { reportProgress } = fakes.inputsOf('uploadVideos')[0] as UploadVideosInput;
    reportProgress(50);
    expect(snapshot().context.progress).toBe(35);
    // 30 + 10 bytes: half the bytes are 20 of talk's 30.
    expect(snapshot().context.fileProgress).toEqual([67, 0]);
    reportProgress(100);
    expect(snapshot().context.progress).toBe(60);
    expect(snapshot().context.fileProgress).toEqual([100, 100]);
  });

  it('says how many videos were uploaded, announces them and waits 5 s before checking', async () => {
    const { snapshot, emitted, fakes } = await uploaded(['v1', 'v2']);
    expect(snapshot().value).toEqual({ processing: 'waiting' });
    expect(snapshot().context.notice).toBe('Successfully uploaded 2 video(s)!');
    expect(snapshot().context.progress).toBe(50);
    expect(snapshot().context.videoIds).toEqual(['v1', 'v2']);
    expect(emitted).toEqual([{ type: 'videoUpload.uploaded', videoIds: ['v1', 'v2'] }]);
    await advance(4999);
    expect(fakes.inputsOf('checkVideoStatus')).toHaveLength(0);
    await advance(1);
    expect(snapshot().value).toEqual({ processing: 'checking' });
    expect(fakes.inputsOf('checkVideoStatus')).toEqual([{ videoIds: ['v1', 'v2'] }]);
  });

  it.each([
    [
      'the server message',
      Object.assign(new Error('x'), { serverMessage: 'File too large.' }),
      'File too large.',
    ],
    ['the fallback', new Error(''), 'Failed to upload videos'],
    ['the login text', new MissingTokenError(), 'Authentication error. Please log in again.'],
  ])('a failed upload shows %s and keeps the files to try again', async (_, error, text) => {
    const { actor, snapshot, fakes } = start();
    actor.send({ type: 'files.choose', files: [talk] });
    actor.send({ type: 'upload.start' });
    await fakes.reject('uploadVideos', error);
    expect(snapshot().value).toBe('uploadFailed');
    expect(snapshot().context.error).toBe(text);
    expect(snapshot().context.files).toEqual([talk]);
    actor.send({ type: 'upload.start' });
    expect(snapshot().value).toBe('uploading');
    expect(snapshot().context.error).toBeNull();
  });

  it('after a failure, a new choice replaces the files, and reset forgets them', async () => {
    const { actor, snapshot, fakes } = start();
    actor.send({ type: 'files.choose', files: [talk] });
    actor.send({ type: 'upload.start' });
    await fakes.reject('uploadVideos', new Error('nope'));
    actor.send({ type: 'files.choose', files: [notes] });
    expect(snapshot().value).toBe('uploadFailed');
    expect(snapshot().context.error).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
    actor.send({ type: 'files.choose', files: [intro] });
    expect(snapshot().value).toBe('selected');
    expect(snapshot().context.files).toEqual([intro]);
    actor.send({ type: 'upload.start' });
    await fakes.reject('uploadVideos', new Error('nope'));
    actor.send({ type: 'upload.reset' });
    expect(snapshot().value).toBe('idle');
  });
});

describe('processing', () => {
  it('keeps checking every 5 s while processing, 50 → 90', async () => {
    const { snapshot, fakes } = await uploaded();
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [{ id: 'v1', status: 'processing' }]);
    expect(snapshot().value).toEqual({ processing: 'waiting' });
    expect(snapshot().context.checks).toBe(1);
    expect(snapshot().context.progress).toBe(checkingStageProgress(1));
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [{ id: 'v1', status: 'uploaded' }]);
    expect(snapshot().context.checks).toBe(2);
  });

  it.each(['ready', 'completed'])('%s → processed, 100, announced', async (status) => {
    const { snapshot, fakes, emitted } = await uploaded();
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [{ id: 'v1', status }]);
    expect(snapshot().value).toEqual({ processing: 'processed' });
    expect(snapshot().context.notice).toBe('Video processed successfully!');
    expect(snapshot().context.progress).toBe(100);
    expect(emitted.at(-1)).toEqual({ type: 'videoUpload.processed', videoIds: ['v1'] });
    await advance(60_000);
    expect(fakes.inputsOf('checkVideoStatus')).toHaveLength(1);
  });

  it('waits for every video of the batch', async () => {
    const { snapshot, fakes } = await uploaded(['v1', 'v2']);
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [
      { id: 'v1', status: 'ready' },
      { id: 'v2', status: 'processing' },
    ]);
    expect(snapshot().value).toEqual({ processing: 'waiting' });
  });

  it.each(['failed', 'error'])('%s → the failure text, checking stops', async (status) => {
    const { snapshot, fakes } = await uploaded();
    await advance(5000);
    await fakes.resolve('checkVideoStatus', [{ id: 'v1', status }]);
    expect(snapshot().value).toEqual({ processing: 'failed' });
    expect(snapshot().context.error).toBe('Video processing failed. Please try again.');
    await advance(60_000);
    expect(fakes.inputsOf('checkVideoStatus')).toHaveLength(1);
  });

  it('gives up after 60 checks with the timeout text', async () => {
    const { snapshot, fakes } = await uploaded();
    for (let check = 1; check <= 60; check += 1) {
      await advance(5000);
      expect(snapshot().value).toEqual({ processing: 'checking' });
      await fakes.resolve('checkVideoStatus', [{ id: 'v1', status: 'processing' }]);
    }
    expect(snapshot().value).toEqual({ processing: 'timedOut' });
    expect(snapshot().context.checks).toBe(60);
    expect(snapshot().context.progress).toBe(90);
    expect(snapshot().context.error).toBe(
      'Video processing is taking longer than expected. Please check back later.',
    );
    await advance(60_000);
    expect(fakes.inputsOf('checkVideoStatus')).toHaveLength(60);
  });

  it('stops with its text when the status call fails', async () => {
    const { snapshot, fakes } = await uploaded();
    await advance(5000);
    await fakes.reject('checkVideoStatus', new Error('Failed to fetch'));
    expect(snapshot().value).toEqual({ processing: 'statusUnknown' });
    expect(snapshot().context.error).toBe('Unable to check video processing status.');
  });

  it('a new choice while processing stops following the old upload', async () => {
    const { actor, snapshot, fakes } = await uploaded();
    actor.send({ type: 'files.choose', files: [intro] });
    expect(snapshot().value).toBe('selected');
    expect(snapshot().context).toMatchObject({ files: [intro], videoIds: [], notice: null, checks: 0 });
    await advance(10_000);
    expect(fakes.inputsOf('checkVideoStatus')).toHaveLength(0);
  });

  it('a refused choice while processing keeps following it; reset forgets it', async () => {
    const { actor, snapshot } = await uploaded();
    actor.send({ type: 'files.choose', files: [notes] });
    expect(snapshot().value).toEqual({ processing: 'waiting' });
    expect(snapshot().context.error).toBe('Please select valid video files (MP4, WebM, MOV, AVI)');
    actor.send({ type: 'upload.reset' });
    expect(snapshot().value).toBe('idle');
  });
});

describe('the pure helpers', () => {
  it('maps upload and checking progress to the spec ranges', () => {
    expect([uploadStageProgress(0), uploadStageProgress(100), uploadStageProgress(NaN)]).toEqual([
      10, 60, 10,
    ]);
    expect([checkingStageProgress(0), checkingStageProgress(30), checkingStageProgress(99)]).toEqual([
      50, 70, 90,
    ]);
    expect(checkingStageProgress(1, 0)).toBe(90);
  });

  it('splits progress over files, zero-size files following the whole', () => {
    expect(fileProgressFrom(25, [10, 10])).toEqual([50, 0]);
    expect(fileProgressFrom(40, [0, 0])).toEqual([40, 40]);
    expect(fileProgressFrom(200, [5])).toEqual([100]);
  });

  it('reads a batch: any failure fails it, all ready make it ready', () => {
    expect(processingOutcome([])).toBe('pending');
    expect(
      processingOutcome([
        { id: 'a', status: 'error' },
        { id: 'b', status: 'ready' },
      ]),
    ).toBe('failed');
    expect(
      processingOutcome([
        { id: 'a', status: 'completed' },
        { id: 'b', status: 'ready' },
      ]),
    ).toBe('ready');
  });
});
