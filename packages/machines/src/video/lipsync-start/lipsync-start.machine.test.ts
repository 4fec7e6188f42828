// Lip-sync start on a fake clock (spec part 2 §2, §5, §7, §8, §9): the empty-timeline check, the
// picker loading the videos (and failing), choosing and confirming, Cancel and close, the mix and
// the start call with their inputs, their failures and retries, the started notice and /library
// after 2 s; the view's derived values; the walk's reachable states. With no videos: the Upload
// and Record tabs over the real upload (the picker's rule) and recorder, the grid after a video is
// processed, the camera closed when leaving Record or the picker.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { VideoCaptureCommand, VideoCaptureInput } from '../video-recorder';
import { videoRecorderMachine } from '../video-recorder/video-recorder.machine';
import { videoUploadMachine } from '../video-upload/video-upload.machine';
import { createFakeCallbackActor, createFakePromiseActors, settle } from '../../testing/fake-actors';
import { reachableStateValues } from '../../testing/reachable-states';
import { lipsyncStartMachine } from './lipsync-start.machine';
import { lipsyncStartMessages } from './lipsync-start.messages';
import { lipsyncStartView } from './lipsync-start.view';
import {
  lipsyncStartMachineWalk,
  lipsyncWalkClips as clips,
  lipsyncWalkNotFound,
  lipsyncWalkVideos as videos,
} from './lipsync-start.walk';

function startLipsync() {
  const fakes = createFakePromiseActors(['loadVideos', 'createCompositeAudio', 'startLipsync'] as const);
  const childFakes = createFakePromiseActors(['uploadVideos', 'checkVideoStatus', 'saveRecording'] as const);
  const camera = createFakeCallbackActor<VideoCaptureCommand, VideoCaptureInput>();
  const goToLibrary = vi.fn();
  const { uploadVideos, checkVideoStatus, saveRecording } = childFakes.actors;
  const actor = createActor(
    lipsyncStartMachine.provide({
      actors: {
        ...fakes.actors,
        videoUpload: videoUploadMachine.provide({ actors: { uploadVideos, checkVideoStatus } }),
        videoRecorder: videoRecorderMachine.provide({
          actors: { captureVideo: camera.logic, saveRecording, checkVideoStatus },
        }),
      },
      actions: { goToLibrary: () => goToLibrary() },
    }),
  ).start();
  const snapshot = () => actor.getSnapshot();
  const view = () => lipsyncStartView(snapshot());
  return { actor, fakes, childFakes, camera, goToLibrary, snapshot, view };
}

/** Open the picker on an account without videos. */
async function withoutVideos() {
  const started = startLipsync();
  started.actor.send({ type: 'lipsync.open', clips });
  await started.fakes.resolve('loadVideos', []);
  return started;
}

/** Open the picker, load the videos, choose video-2. */
async function toConfirmation() {
  const started = startLipsync();
  started.actor.send({ type: 'lipsync.open', clips });
  await started.fakes.resolve('loadVideos', videos);
  started.actor.send({ type: 'video.choose', videoId: 'video-2' });
  return started;
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

describe('Create Video', () => {
  it("with an empty timeline says 'Please add audio clips to the timeline first.' and opens nothing", () => {
    const { actor, fakes, snapshot, view } = startLipsync();
    actor.send({ type: 'lipsync.open', clips: [] });
    expect(snapshot().value).toBe('timelineEmpty');
    expect(view()).toMatchObject({
      pickerOpen: false,
      status: { kind: 'error', text: 'Please add audio clips to the timeline first.' },
    });
    expect(fakes.pendingCount('loadVideos')).toBe(0);
    actor.send({ type: 'lipsync.open', clips: [] });
    expect(snapshot().value).toBe('timelineEmpty');
    actor.send({ type: 'status.dismiss' });
    expect(snapshot().value).toBe('idle');
    expect(view().status).toBeNull();
  });

  it('the empty-timeline message leaves once the timeline holds a clip, and stays while it is empty', () => {
    const { actor, snapshot, view } = startLipsync();
    actor.send({ type: 'lipsync.open', clips: [] });
    actor.send({ type: 'timeline.clipsChanged', clipCount: 0 });
    expect(snapshot().value).toBe('timelineEmpty');
    expect(view().status).toMatchObject({ text: 'Please add audio clips to the timeline first.' });
    actor.send({ type: 'timeline.clipsChanged', clipCount: 1 });
    expect(snapshot().value).toBe('idle');
    expect(view().status).toBeNull();
  });

  it('a change of the clips while the picker is open leaves the picker alone', () => {
    const { actor, snapshot } = startLipsync();
    actor.send({ type: 'lipsync.open', clips });
    actor.send({ type: 'timeline.clipsChanged', clipCount: 3 });
    expect(snapshot().value).toBe('loadingVideos');
    expect(snapshot().context.clips).toEqual(clips);
  });

  it('after the empty-timeline message, Create Video with clips opens the picker', () => {
    const { actor, snapshot } = startLipsync();
    actor.send({ type: 'lipsync.open', clips: [] });
    actor.send({ type: 'lipsync.open', clips });
    expect(snapshot().value).toBe('loadingVideos');
    expect(snapshot().context.error).toBeNull();
  });

  it('with clips opens the picker and loads the videos', async () => {
    const { actor, fakes, snapshot, view } = startLipsync();
    actor.send({ type: 'lipsync.open', clips });
    expect(snapshot().value).toBe('loadingVideos');
    expect(view()).toMatchObject({ pickerOpen: true, step: 'loading' });
    expect(snapshot().context.clips).toEqual(clips);
    await fakes.resolve('loadVideos', videos);
    expect(snapshot().value).toBe('choosing');
    expect(view()).toMatchObject({ step: 'choosing', videos });
  });

  it("shows 'Failed to load videos' when the list fails, and loads again on request", async () => {
    const { actor, fakes, snapshot, view } = startLipsync();
    actor.send({ type: 'lipsync.open', clips });
    await fakes.reject('loadVideos', new Error('Failed to fetch'));
    expect(snapshot().value).toBe('videosFailed');
    expect(view()).toMatchObject({ step: 'loadFailed', pickerError: 'Failed to load videos' });
    actor.send({ type: 'videos.reload' });
    expect(snapshot().value).toBe('loadingVideos');
    expect(view().pickerError).toBeNull();
    await fakes.resolve('loadVideos', []);
    expect(view()).toMatchObject({ step: 'noVideos', videos: [] });
  });

  it('reloads the videos from the grid', async () => {
    const { actor, fakes, snapshot } = startLipsync();
    actor.send({ type: 'lipsync.open', clips });
    await fakes.resolve('loadVideos', videos);
    actor.send({ type: 'videos.reload' });
    expect(snapshot().value).toBe('loadingVideos');
    await fakes.resolve('loadVideos', videos);
    expect(snapshot().context.videos).toEqual(videos);
  });

  it.each(['loadingVideos', 'videosFailed', 'choosing', 'confirming', 'failed', 'noVideos'] as const)(
    'closing the picker from %s forgets everything',
    async (state) => {
      const { actor, fakes, snapshot } = startLipsync();
      actor.send({ type: 'lipsync.open', clips });
      if (state === 'videosFailed') await fakes.reject('loadVideos', new Error('x'));
      if (state === 'noVideos') await fakes.resolve('loadVideos', []);
      if (state === 'choosing' || state === 'confirming' || state === 'failed') {
        await fakes.resolve('loadVideos', videos);
      }
      if (state === 'confirming' || state === 'failed')
        actor.send({ type: 'video.choose', videoId: 'video-1' });
      if (state === 'failed') {
        actor.send({ type: 'lipsync.confirm' });
        await fakes.reject('createCompositeAudio', new Error('x'));
      }
      expect(snapshot().matches(state)).toBe(true);
      actor.send({ type: 'picker.close' });
      expect(snapshot().value).toBe('idle');
      expect(snapshot().context).toEqual({
        clips: [],
        videos: [],
        videoId: null,
        newVideoId: null,
        mixedAudioUrl: null,
        jobId: null,
        notice: null,
        error: null,
      });
    },
  );
});

describe('no videos yet: the Upload and Record tabs', () => {
  it('shows the Upload tab over an upload that takes any video/ type', async () => {
    const { snapshot, view } = await withoutVideos();
    expect(snapshot().value).toEqual({ noVideos: 'upload' });
    expect(view()).toMatchObject({ pickerOpen: true, step: 'noVideos', sourceTab: 'upload' });
    const upload = snapshot().children.videoUpload;
    expect(upload?.getSnapshot().context.accept).toBe('picker');
    upload?.send({ type: 'files.choose', files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] });
    expect(upload?.getSnapshot().context.error).toBe('Please select a video file.');
    expect(snapshot().children.videoRecorder?.getSnapshot().value).toBe('idle');
  });

  it('moves between the tabs; leaving Record closes the camera', async () => {
    const { actor, camera, snapshot, view } = await withoutVideos();
    actor.send({ type: 'tab.select', tab: 'upload' });
    expect(snapshot().value).toEqual({ noVideos: 'upload' });
    actor.send({ type: 'tab.select', tab: 'record' });
    expect(snapshot().value).toEqual({ noVideos: 'record' });
    expect(view().sourceTab).toBe('record');
    const recorder = snapshot().children.videoRecorder;
    recorder?.send({ type: 'recording.start' });
    expect(recorder?.getSnapshot().value).toBe('requestingCamera');
    actor.send({ type: 'tab.select', tab: 'upload' });
    expect(snapshot().value).toEqual({ noVideos: 'upload' });
    expect(recorder?.getSnapshot().value).toBe('idle');
    expect(camera.latest().stopped).toBe(true);
  });

  it('closing the picker stops the upload and the recorder', async () => {
    const { actor, camera, snapshot } = await withoutVideos();
    actor.send({ type: 'tab.select', tab: 'record' });
    const recorder = snapshot().children.videoRecorder;
    recorder?.send({ type: 'recording.start' });
    actor.send({ type: 'picker.close' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().children).toEqual({});
    expect(recorder?.getSnapshot().status).toBe('stopped');
    expect(camera.latest().stopped).toBe(true);
  });

  it('an upload processed in the picker loads the videos again and the grid shows the new one', async () => {
    const { childFakes, fakes, snapshot, view } = await withoutVideos();
    const upload = snapshot().children.videoUpload;
    upload?.send({
      type: 'files.choose',
      files: [new File(['x'], 'take.mkv', { type: 'video/x-matroska' })],
    });
    upload?.send({ type: 'upload.start' });
    await childFakes.resolve('uploadVideos', { videoIds: ['video-9'] });
    // Uploaded but not processed: the tabs stay.
    expect(snapshot().value).toEqual({ noVideos: 'upload' });
    await advance(5000);
    await childFakes.resolve('checkVideoStatus', [{ id: 'video-9', status: 'processing' }]);
    expect(snapshot().value).toEqual({ noVideos: 'upload' });
    await advance(5000);
    await childFakes.resolve('checkVideoStatus', [{ id: 'video-9', status: 'ready' }]);
    expect(snapshot().value).toBe('loadingVideos');
    expect(snapshot().context.newVideoId).toBe('video-9');
    expect(snapshot().children.videoUpload).toBeUndefined();
    const added = { id: 'video-9', name: 'take.mkv', previewSrc: null, posterSrc: null, duration: 3 };
    await fakes.resolve('loadVideos', [added]);
    expect(snapshot().value).toBe('choosing');
    expect(view()).toMatchObject({ step: 'choosing', videos: [added], newVideoId: 'video-9' });
  });

  it('a recording processed in the picker loads the videos again', async () => {
    const { actor, camera, childFakes, fakes, snapshot, view } = await withoutVideos();
    actor.send({ type: 'tab.select', tab: 'record' });
    const recorder = snapshot().children.videoRecorder;
    recorder?.send({ type: 'recording.start' });
    camera.latest().report({ type: 'capture.started', preview: null });
    await advance(3000);
    recorder?.send({ type: 'recording.stop' });
    camera.latest().report({ type: 'capture.stopped', video: new Blob(['take']), mimeType: 'video/webm' });
    recorder?.send({ type: 'recording.save' });
    await childFakes.resolve('saveRecording', { videoId: 'video-10' });
    await advance(5000);
    await childFakes.resolve('checkVideoStatus', [{ id: 'video-10', status: 'completed' }]);
    expect(snapshot().value).toBe('loadingVideos');
    expect(snapshot().context.newVideoId).toBe('video-10');
    await fakes.resolve('loadVideos', []);
    // Not listed yet: the tabs again, and no video to point at.
    expect(snapshot().value).toEqual({ noVideos: 'upload' });
    expect(view().newVideoId).toBeNull();
  });
});

describe('choosing and confirming', () => {
  it('asks for confirmation of the chosen video', async () => {
    const { snapshot, view } = await toConfirmation();
    expect(snapshot().value).toBe('confirming');
    expect(view()).toMatchObject({ step: 'confirming', chosenVideo: videos[1], busy: false });
    expect(lipsyncStartMessages.confirm).toBe(
      'Are you sure you want to use this video for lip-sync generation?',
    );
  });

  it('ignores a video the picker did not offer', async () => {
    const { actor, fakes, snapshot } = startLipsync();
    actor.send({ type: 'lipsync.open', clips });
    await fakes.resolve('loadVideos', videos);
    actor.send({ type: 'video.choose', videoId: 'elsewhere' });
    expect(snapshot().value).toBe('choosing');
  });

  it('Cancel goes back to the grid', async () => {
    const { actor, snapshot } = await toConfirmation();
    actor.send({ type: 'confirmation.cancel' });
    expect(snapshot().value).toBe('choosing');
    expect(snapshot().context.videoId).toBeNull();
  });
});

describe('Confirm & Generate', () => {
  it('mixes the timeline, starts the job with the mix, shows the notice and goes to /library after 2 s', async () => {
    const { actor, fakes, goToLibrary, snapshot, view } = await toConfirmation();
    actor.send({ type: 'lipsync.confirm' });
    expect(snapshot().value).toBe('mixing');
    expect(view()).toMatchObject({ busy: true, busyText: lipsyncStartMessages.mixing, pickerOpen: true });
    expect(fakes.inputsOf('createCompositeAudio')).toEqual([{ clips }]);

    await fakes.resolve('createCompositeAudio', { mixedAudioUrl: '/api/audio/mix-1' });
    expect(snapshot().value).toBe('starting');
    expect(view().busyText).toBe(lipsyncStartMessages.starting);
    expect(fakes.inputsOf('startLipsync')).toEqual([
      { videoId: 'video-2', clips, mixedAudioUrl: '/api/audio/mix-1' },
    ]);

    await fakes.resolve('startLipsync', { jobId: 'job-1' });
    expect(snapshot().value).toBe('started');
    expect(view()).toMatchObject({
      pickerOpen: false,
      status: { kind: 'success', text: 'Lipsync job started! Check the Library page to monitor progress.' },
    });
    expect(snapshot().context.jobId).toBe('job-1');
    await advance(1999);
    expect(goToLibrary).not.toHaveBeenCalled();
    await advance(1);
    expect(goToLibrary).toHaveBeenCalledOnce();
    expect(snapshot().value).toBe('idle');
    expect(view().status).toBeNull();
  });

  it('ignores closing the picker and other clicks while mixing and starting', async () => {
    const { actor, fakes, snapshot } = await toConfirmation();
    actor.send({ type: 'lipsync.confirm' });
    for (const type of ['picker.close', 'confirmation.cancel', 'lipsync.confirm'] as const)
      actor.send({ type });
    expect(snapshot().value).toBe('mixing');
    expect(fakes.inputsOf('createCompositeAudio')).toHaveLength(1);
    await fakes.resolve('createCompositeAudio', { mixedAudioUrl: '/api/audio/mix-1' });
    actor.send({ type: 'picker.close' });
    expect(snapshot().value).toBe('starting');
  });

  it("says 'Error creating composite audio. Please try again.' when the mix fails, and mixes again", async () => {
    const { actor, fakes, snapshot, view } = await toConfirmation();
    actor.send({ type: 'lipsync.confirm' });
    await fakes.reject('createCompositeAudio', new Error('decode failed'));
    expect(snapshot().value).toBe('failed');
    expect(view()).toMatchObject({
      step: 'confirming',
      busy: false,
      pickerError: 'Error creating composite audio. Please try again.',
    });
    expect(fakes.inputsOf('startLipsync')).toHaveLength(0);
    actor.send({ type: 'lipsync.confirm' });
    expect(snapshot().value).toBe('mixing');
    expect(view().pickerError).toBeNull();
  });

  it("says 'Failed to create lipsync video' with the server's message, and retries without mixing again", async () => {
    const { actor, fakes, snapshot, view } = await toConfirmation();
    actor.send({ type: 'lipsync.confirm' });
    await fakes.resolve('createCompositeAudio', { mixedAudioUrl: '/api/audio/mix-1' });
    await fakes.reject('startLipsync', lipsyncWalkNotFound);
    expect(snapshot().value).toBe('failed');
    expect(view().pickerError).toBe(
      'Failed to create lipsync video: Route POST:/api/videos/lipsync-timeline not found',
    );
    actor.send({ type: 'lipsync.confirm' });
    expect(snapshot().value).toBe('starting');
    expect(fakes.inputsOf('createCompositeAudio')).toHaveLength(1);
    expect(fakes.inputsOf('startLipsync')).toHaveLength(2);
  });

  it('after a failure, Cancel goes back to the grid and a confirmed other video reuses the mix', async () => {
    const { actor, fakes, snapshot } = await toConfirmation();
    actor.send({ type: 'lipsync.confirm' });
    await fakes.resolve('createCompositeAudio', { mixedAudioUrl: '/api/audio/mix-1' });
    await fakes.reject('startLipsync', new Error(''));
    actor.send({ type: 'confirmation.cancel' });
    expect(snapshot().value).toBe('choosing');
    expect(snapshot().context.error).toBeNull();
    actor.send({ type: 'video.choose', videoId: 'video-1' });
    actor.send({ type: 'lipsync.confirm' });
    expect(snapshot().value).toBe('starting');
    expect(fakes.inputsOf('startLipsync')[1]).toMatchObject({ videoId: 'video-1' });
  });

  it.each([
    [new Error(''), 'Failed to create lipsync video'],
    [{ serverMessage: '  ' }, 'Failed to create lipsync video'],
    [{ serverMessage: 'Failed to create lipsync video' }, 'Failed to create lipsync video'],
    [new Error('Network down'), 'Failed to create lipsync video: Network down'],
    [
      { serverMessage: 'You need 8 credits; 3 are left.' },
      'Failed to create lipsync video: You need 8 credits; 3 are left.',
    ],
  ])('words a start failure %o as %s', (error, text) => {
    expect(lipsyncStartMessages.failedWith(error)).toBe(text);
  });
});

describe('the graph walk', () => {
  it('reaches every state the stories show', () => {
    expect(reachableStateValues(lipsyncStartMachine, lipsyncStartMachineWalk)).toEqual([
      'choosing',
      'confirming',
      'failed',
      'idle',
      'loadingVideos',
      'mixing',
      'noVideos.record',
      'noVideos.upload',
      'started',
      'starting',
      'timelineEmpty',
      'videosFailed',
    ]);
  });
});
