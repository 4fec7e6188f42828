// Lip-sync start on a fake clock (spec part 2 §2, §5, §7, §8, §9): the empty-timeline check, the
// picker loading the videos (and failing), choosing and confirming, Cancel and close, the mix and
// the start call with their inputs, their failures and retries, the started notice and /library
// after 2 s; the view's derived values; the walk's reachable states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../testing/fake-actors';
import { reachableStateValues } from '../testing/reachable-states';
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
  const goToLibrary = vi.fn();
  const actor = createActor(
    lipsyncStartMachine.provide({ actors: fakes.actors, actions: { goToLibrary: () => goToLibrary() } }),
  ).start();
  const snapshot = () => actor.getSnapshot();
  const view = () => lipsyncStartView(snapshot());
  return { actor, fakes, goToLibrary, snapshot, view };
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
    expect(view()).toMatchObject({ step: 'choosing', videos: [] });
  });

  it('reloads the videos from the grid (the upload panel added one)', async () => {
    const { actor, fakes, snapshot } = startLipsync();
    actor.send({ type: 'lipsync.open', clips });
    await fakes.resolve('loadVideos', []);
    actor.send({ type: 'videos.reload' });
    expect(snapshot().value).toBe('loadingVideos');
    await fakes.resolve('loadVideos', videos);
    expect(snapshot().context.videos).toEqual(videos);
  });

  it.each(['loadingVideos', 'videosFailed', 'choosing', 'confirming', 'failed'] as const)(
    'closing the picker from %s forgets everything',
    async (state) => {
      const { actor, fakes, snapshot } = startLipsync();
      actor.send({ type: 'lipsync.open', clips });
      if (state === 'videosFailed') await fakes.reject('loadVideos', new Error('x'));
      if (state === 'choosing' || state === 'confirming' || state === 'failed') {
        await fakes.resolve('loadVideos', videos);
      }
      if (state === 'confirming' || state === 'failed')
        actor.send({ type: 'video.choose', videoId: 'video-1' });
      if (state === 'failed') {
        actor.send({ type: 'lipsync.confirm' });
        await fakes.reject('createCompositeAudio', new Error('x'));
      }
      expect(snapshot().value).toBe(state);
      actor.send({ type: 'picker.close' });
      expect(snapshot().value).toBe('idle');
      expect(snapshot().context).toEqual({
        clips: [],
        videos: [],
        videoId: null,
        mixedAudioUrl: null,
        jobId: null,
        notice: null,
        error: null,
      });
    },
  );
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
      'started',
      'starting',
      'timelineEmpty',
      'videosFailed',
    ]);
  });
});
