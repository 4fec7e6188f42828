// The speech test machine on a fake clock with fake actors (spec part 1 §4, §5, §8, §9): the
// health badge; the reference by upload (audio only) or microphone (m:ss counter, stopped, then
// uploaded by itself) with every failure text; the sliders' defaults and snapping; when Generate
// works; queued 30% → processing 70%, a status check every 3 s that stops on a final status or an
// error; the result and its download with the right-click hint; and the view's derived values.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakeCallbackActor, createFakePromiseActors, settle } from '../testing/fake-actors';
import type { CaptureCommand, CaptureInput } from '../create-voice/recorder/recorder.types';
import { speechTestMachine } from './speech-test.machine';
import { snapSpeechTestSlider, speechTestJobProgress } from './speech-test.rules';
import type {
  SpeechTestAudio,
  SpeechTestInput,
  SubmitSpeechTestInput,
  UploadReferenceInput,
} from './speech-test.types';
import { speechTestView } from './speech-test.view';

const voice = new File(['voice'], 'my-voice.wav', { type: 'audio/wav' });
const mp3 = new File(['voice'], 'other.mp3', { type: 'audio/mpeg' });
const notes = new File(['text'], 'notes.txt', { type: 'text/plain' });
const apiError = (serverMessage: string | null) =>
  Object.assign(new Error('An unexpected error occurred'), { serverMessage });

const audio: SpeechTestAudio = {
  downloadUrl: '/api/download/st-1.wav',
  audioUrl: 'http://studio.test/api/speech-test/download/st-1.wav',
  fileName: 'st-1.wav',
  durationSeconds: 2.4,
  sampleRate: 24000,
  generationSeconds: 1.3,
  fileSizeBytes: 115244,
};

const actorNames = ['checkHealth', 'uploadReference', 'submitJob', 'checkStatus', 'downloadAudio'] as const;

function start(input: SpeechTestInput = {}) {
  const fakes = createFakePromiseActors(actorNames);
  const microphone = createFakeCallbackActor<CaptureCommand, CaptureInput>();
  const actor = createActor(
    speechTestMachine.provide({ actors: { ...fakes.actors, captureAudio: microphone.logic } }),
    { input },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, fakes, microphone, snapshot, view: () => speechTestView(snapshot()) };
}

async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

/** Healthy, with text and an uploaded file. */
async function readyToGenerate(text = 'Hello there.') {
  const page = start();
  await page.fakes.resolve('checkHealth', { success: true });
  page.actor.send({ type: 'text.change', text });
  page.actor.send({ type: 'reference.choose', file: voice });
  await page.fakes.resolve('uploadReference', { success: true, url: '/uploads/ref-1.wav' });
  return page;
}

/** A submitted job the service accepted as st-1. */
async function generating() {
  const page = await readyToGenerate();
  page.actor.send({ type: 'job.submit' });
  await page.fakes.resolve('submitJob', { success: true, jobId: 'st-1' });
  return page;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the health badge', () => {
  it('checks the service at once and is available when it says so', async () => {
    const { fakes, snapshot, view } = start();
    expect(snapshot().matches({ health: 'checking' })).toBe(true);
    expect(fakes.inputsOf('checkHealth')).toHaveLength(1);
    await fakes.resolve('checkHealth', { success: true });
    expect(view()).toMatchObject({ health: 'available', healthError: null });
  });

  it.each([
    [{ success: false, error: 'Model not loaded' }, 'VibeVoice API is unavailable: Model not loaded'],
    [{ success: false }, 'VibeVoice API is unavailable: Unknown error'],
  ])('is unavailable with the service error (%j)', async (answer, text) => {
    const { fakes, view } = start();
    await fakes.resolve('checkHealth', answer);
    expect(view()).toMatchObject({ health: 'unavailable', healthError: text });
  });

  it.each([
    [apiError('Speech test is turned off.'), 'VibeVoice API is unavailable: Speech test is turned off.'],
    [apiError(null), 'VibeVoice API is unavailable: An unexpected error occurred'],
    [new Error('Failed to fetch'), 'VibeVoice API is unavailable: Failed to fetch'],
    ['', 'VibeVoice API is unavailable: Unknown error'],
  ])('is unavailable when the check throws (%s)', async (error, text) => {
    const { fakes, view } = start();
    await fakes.reject('checkHealth', error);
    expect(view().healthError).toBe(text);
  });

  it('checks again on request and clears the error once available', async () => {
    const { actor, fakes, view } = start();
    await fakes.resolve('checkHealth', { success: false, error: 'Down' });
    actor.send({ type: 'health.check' });
    expect(view().health).toBe('checking');
    expect(fakes.inputsOf('checkHealth')).toHaveLength(2);
    await fakes.resolve('checkHealth', { success: true });
    expect(view()).toMatchObject({ health: 'available', healthError: null });
  });
});

describe('the text and the sliders', () => {
  it('starts with the §5 defaults and no text', () => {
    const { snapshot } = start();
    expect(snapshot().context.sliders).toEqual({ cfg_scale: 1.3, inference_steps: 20, seed: 42, speed: 1 });
    expect(snapshot().context.text).toBe('');
  });

  it('keeps each slider in its range and on its step', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'settings.change', name: 'cfg_scale', value: 1.4000000000000001 });
    actor.send({ type: 'settings.change', name: 'inference_steps', value: 80 });
    actor.send({ type: 'settings.change', name: 'seed', value: -5 });
    actor.send({ type: 'settings.change', name: 'speed', value: 0.44 });
    expect(snapshot().context.sliders).toEqual({ cfg_scale: 1.4, inference_steps: 50, seed: -1, speed: 0.5 });
    expect(snapSpeechTestSlider('cfg_scale', 0.2)).toBe(1);
    expect(snapSpeechTestSlider('speed', 2.5)).toBe(2);
    expect(snapSpeechTestSlider('inference_steps', 7.6)).toBe(8);
    expect(snapSpeechTestSlider('seed', Number.NaN)).toBe(42);
  });

  it('takes the text as typed', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'text.change', text: '  Hi  ' });
    expect(snapshot().context.text).toBe('  Hi  ');
  });
});

describe('the reference by upload', () => {
  it("refuses a file that is not audio with 'Please select an audio file' and uploads nothing", () => {
    const { actor, fakes, snapshot } = start();
    actor.send({ type: 'reference.choose', file: notes });
    expect(snapshot().matches({ reference: 'empty' })).toBe(true);
    expect(snapshot().context.referenceError).toBe('Please select an audio file');
    expect(fakes.inputsOf('uploadReference')).toEqual([]);
  });

  it('uploads an audio file at once and keeps its url', async () => {
    const { actor, fakes, snapshot, view } = start();
    actor.send({ type: 'reference.choose', file: voice });
    expect(view()).toMatchObject({ referenceActivity: 'uploading', canChangeReference: false });
    expect(fakes.inputsOf('uploadReference')).toEqual([{ reference: { source: 'file', file: voice } }]);
    await fakes.resolve('uploadReference', { success: true, url: '/uploads/ref-1.wav' });
    expect(snapshot().matches({ reference: 'ready' })).toBe(true);
    expect(snapshot().context.reference).toEqual({
      url: '/uploads/ref-1.wav',
      source: 'file',
      fileName: 'my-voice.wav',
      durationSeconds: null,
    });
    expect(snapshot().context.pendingReference).toBeNull();
  });

  it.each([
    ['a refusal without a reason', 'resolve', { success: false }, 'Failed to upload audio file'],
    ['a refusal with its reason', 'resolve', { success: false, error: 'File too large' }, 'File too large'],
    ['an answer without a url', 'resolve', { success: true }, 'Failed to upload audio file'],
    ['no answer', 'reject', apiError(null), 'Upload failed'],
    ['an error status with the service text', 'reject', apiError('Too many uploads'), 'Too many uploads'],
  ] as const)('shows %s and stays without a reference', async (_, how, outcome, text) => {
    const { actor, fakes, snapshot } = start();
    actor.send({ type: 'reference.choose', file: voice });
    await fakes[how]('uploadReference', outcome);
    expect(snapshot().matches({ reference: 'empty' })).toBe(true);
    expect(snapshot().context).toMatchObject({
      reference: null,
      referenceError: text,
      pendingReference: null,
    });
  });

  it('keeps the uploaded reference when a new one fails, and replaces it when one succeeds', async () => {
    const { actor, fakes, snapshot } = start();
    actor.send({ type: 'reference.choose', file: voice });
    await fakes.resolve('uploadReference', { success: true, url: '/uploads/ref-1.wav' });
    actor.send({ type: 'reference.choose', file: mp3 });
    await fakes.reject('uploadReference', apiError(null));
    expect(snapshot().matches({ reference: 'ready' })).toBe(true);
    expect(snapshot().context.reference?.url).toBe('/uploads/ref-1.wav');
    expect(snapshot().context.referenceError).toBe('Upload failed');
    actor.send({ type: 'reference.choose', file: mp3 });
    expect(snapshot().context.referenceError).toBeNull();
    await fakes.resolve('uploadReference', { success: true, url: '/uploads/ref-2.mp3' });
    expect(snapshot().context.reference).toMatchObject({ url: '/uploads/ref-2.mp3', fileName: 'other.mp3' });
  });

  it('ignores a new choice while uploading', () => {
    const { actor, fakes } = start();
    actor.send({ type: 'reference.choose', file: voice });
    actor.send({ type: 'reference.choose', file: mp3 });
    expect(fakes.inputsOf('uploadReference')).toHaveLength(1);
  });
});

describe('the reference by microphone', () => {
  it('records with an m:ss counter, stops, and uploads the take by itself', async () => {
    const { actor, fakes, microphone, snapshot, view } = start({ maxRecordingSeconds: 120 });
    actor.send({ type: 'recording.start' });
    expect(view().referenceActivity).toBe('requestingMicrophone');
    expect(microphone.latest().input).toEqual({ maxSeconds: 120 });
    microphone.latest().report({ type: 'capture.started' });
    expect(view().referenceActivity).toBe('recording');
    await advance(999);
    expect(view().elapsedSeconds).toBe(0);
    await advance(1);
    expect(view().elapsedSeconds).toBe(1);
    await advance(64_000);
    expect(view().elapsedSeconds).toBe(65);
    actor.send({ type: 'recording.stop' });
    expect(view().referenceActivity).toBe('stopped');
    expect(microphone.latest().received).toEqual([{ type: 'capture.stop' }]);
    const take = new Blob(['take'], { type: 'audio/webm' });
    microphone.latest().report({ type: 'capture.stopped', audio: take, mimeType: 'audio/webm;codecs=opus' });
    expect(view().referenceActivity).toBe('uploading');
    expect(microphone.latest().stopped).toBe(true);
    expect(fakes.inputsOf('uploadReference')).toEqual([
      {
        reference: {
          source: 'recording',
          audio: take,
          mimeType: 'audio/webm;codecs=opus',
          durationSeconds: 65,
        },
      } satisfies UploadReferenceInput,
    ]);
    await fakes.resolve('uploadReference', { success: true, url: '/uploads/take.webm' });
    expect(snapshot().context.reference).toEqual({
      url: '/uploads/take.webm',
      source: 'recording',
      fileName: null,
      durationSeconds: 65,
    });
    expect(view().elapsedSeconds).toBe(0);
  });

  it('stops by itself at the limit', async () => {
    const { actor, microphone, view } = start({ maxRecordingSeconds: 3 });
    actor.send({ type: 'recording.start' });
    microphone.latest().report({ type: 'capture.started' });
    await advance(2000);
    expect(view().referenceActivity).toBe('recording');
    await advance(1000);
    expect(view()).toMatchObject({ referenceActivity: 'stopped', elapsedSeconds: 3 });
    expect(microphone.latest().received).toEqual([{ type: 'capture.stop' }]);
  });

  it.each([
    ['refused', { type: 'capture.failed', error: new Error('NotAllowedError') }],
    ['an actor error', { type: 'xstate.error.actor.captureAudio', error: new Error('boom') }],
  ])('shows the microphone text when %s, and releases it', (_, report) => {
    const { actor, microphone, snapshot } = start();
    actor.send({ type: 'recording.start' });
    microphone.latest().report(report);
    expect(snapshot().matches({ reference: 'empty' })).toBe(true);
    expect(snapshot().context.referenceError).toBe(
      'Failed to start recording. Please check microphone permissions.',
    );
    expect(microphone.latest().stopped).toBe(true);
  });

  it('a failure while recording keeps an earlier reference', async () => {
    const { actor, fakes, microphone, snapshot } = start();
    actor.send({ type: 'reference.choose', file: voice });
    await fakes.resolve('uploadReference', { success: true, url: '/uploads/ref-1.wav' });
    actor.send({ type: 'recording.start' });
    microphone.latest().report({ type: 'capture.started' });
    microphone.latest().report({ type: 'capture.failed' });
    expect(snapshot().matches({ reference: 'ready' })).toBe(true);
    expect(snapshot().context.reference?.url).toBe('/uploads/ref-1.wav');
  });

  it('cancel leaves the microphone and counts nothing more', async () => {
    const { actor, microphone, view } = start();
    actor.send({ type: 'recording.start' });
    microphone.latest().report({ type: 'capture.started' });
    await advance(2000);
    actor.send({ type: 'recording.cancel' });
    expect(view()).toMatchObject({ referenceActivity: 'none', elapsedSeconds: 0, referenceError: null });
    expect(microphone.latest().stopped).toBe(true);
    await advance(5000);
    expect(view().elapsedSeconds).toBe(0);
  });
});

describe('when Generate works', () => {
  it('is enabled with the service available and a reference uploaded', async () => {
    const { view } = await readyToGenerate();
    expect(view().canSubmit).toBe(true);
  });

  it('is disabled while checking or when the service is unavailable, and a submit does nothing', async () => {
    const page = start();
    page.actor.send({ type: 'text.change', text: 'Hi' });
    page.actor.send({ type: 'reference.choose', file: voice });
    await page.fakes.resolve('uploadReference', { success: true, url: '/u.wav' });
    expect(page.view().canSubmit).toBe(false);
    page.actor.send({ type: 'job.submit' });
    expect(page.snapshot().matches({ generation: 'idle' })).toBe(true);
    await page.fakes.resolve('checkHealth', { success: false, error: 'Down' });
    page.actor.send({ type: 'job.submit' });
    expect(page.view().canSubmit).toBe(false);
    expect(page.fakes.inputsOf('submitJob')).toEqual([]);
  });

  it('is disabled while uploading or recording, and a submit does nothing', async () => {
    const page = await readyToGenerate();
    page.actor.send({ type: 'reference.choose', file: mp3 });
    expect(page.view().canSubmit).toBe(false);
    page.actor.send({ type: 'job.submit' });
    await page.fakes.resolve('uploadReference', { success: true, url: '/u2.mp3' });
    page.actor.send({ type: 'recording.start' });
    expect(page.view().canSubmit).toBe(false);
    page.actor.send({ type: 'job.submit' });
    expect(page.fakes.inputsOf('submitJob')).toEqual([]);
    expect(page.snapshot().context.error).toBeNull();
  });

  it("without a reference says 'Please upload or record audio first'", async () => {
    const { actor, fakes, snapshot, view } = start();
    await fakes.resolve('checkHealth', { success: true });
    actor.send({ type: 'text.change', text: 'Hi' });
    expect(view().canSubmit).toBe(false);
    actor.send({ type: 'job.submit' });
    expect(snapshot().context.error).toBe('Please upload or record audio first');
    expect(fakes.inputsOf('submitJob')).toEqual([]);
  });

  it('without text asks for some', async () => {
    const { actor, fakes, snapshot } = await readyToGenerate('   ');
    actor.send({ type: 'job.submit' });
    expect(snapshot().context.error).toBe('Please enter some text.');
    expect(fakes.inputsOf('submitJob')).toEqual([]);
  });

  it('is disabled while generating; a second submit does nothing', async () => {
    const { actor, fakes, view } = await generating();
    expect(view()).toMatchObject({ canSubmit: false, generating: true });
    actor.send({ type: 'job.submit' });
    expect(fakes.inputsOf('submitJob')).toHaveLength(1);
  });
});

describe('the job', () => {
  it('sends the trimmed text, the reference and the sliders', async () => {
    const { actor, fakes, view } = await readyToGenerate('  Hello there.  ');
    actor.send({ type: 'settings.change', name: 'seed', value: -1 });
    actor.send({ type: 'job.submit' });
    expect(view()).toMatchObject({ generating: true, progressLabel: 'Submitting...', progress: null });
    expect(fakes.inputsOf('submitJob')).toEqual([
      {
        text: 'Hello there.',
        ref_url: '/uploads/ref-1.wav',
        cfg_scale: 1.3,
        inference_steps: 20,
        seed: -1,
        speed: 1,
      } satisfies SubmitSpeechTestInput,
    ]);
  });

  it.each([
    ['resolve', { success: false }, 'Failed to submit job'],
    ['resolve', { success: false, error: 'Text too long' }, 'Text too long'],
    ['resolve', { success: true }, 'Failed to submit job'],
    ['reject', apiError(null), 'Failed to submit job'],
    [
      'reject',
      apiError('Too many speech tests. Please wait a minute.'),
      'Too many speech tests. Please wait a minute.',
    ],
  ] as const)('a refused submit (%s %j) shows %s', async (how, outcome, text) => {
    const { actor, fakes, snapshot, view } = await readyToGenerate();
    actor.send({ type: 'job.submit' });
    await fakes[how]('submitJob', outcome);
    expect(snapshot().matches({ generation: 'failed' })).toBe(true);
    expect(view()).toMatchObject({ error: text, generating: false, canSubmit: true });
  });

  it('is queued at 30%, checked every 3 s, processing at 70%, completed with the audio', async () => {
    const { fakes, snapshot, view } = await generating();
    expect(view()).toMatchObject({ progress: 30, progressLabel: 'Queued...' });
    expect(snapshot().context.jobId).toBe('st-1');
    await advance(2999);
    expect(fakes.inputsOf('checkStatus')).toHaveLength(0);
    await advance(1);
    expect(fakes.inputsOf('checkStatus')).toEqual([{ jobId: 'st-1' }]);
    await fakes.resolve('checkStatus', { success: true, job: { status: 'queued' } });
    expect(view().progress).toBe(30);
    await advance(3000);
    await fakes.resolve('checkStatus', { success: true, job: { status: 'processing' } });
    expect(view()).toMatchObject({ progress: 70, progressLabel: 'Processing...' });
    await advance(3000);
    await fakes.resolve('checkStatus', { success: true, job: { status: 'completed', result: audio } });
    expect(snapshot().matches({ generation: { completed: 'ready' } })).toBe(true);
    expect(view()).toMatchObject({ result: audio, generating: false, progress: null, canSubmit: true });
    await advance(30_000);
    expect(fakes.inputsOf('checkStatus')).toHaveLength(3);
  });

  it.each([
    [
      { success: true, job: { status: 'failed', error: 'No speech in the reference' } },
      'No speech in the reference',
    ],
    [{ success: true, job: { status: 'failed' } }, 'Job failed'],
    [{ success: true, job: { status: 'timeout', error: null } }, 'Job failed'],
    [{ success: true, job: { status: 'completed' } }, 'Job failed'],
    [{ success: false }, 'Failed to get status'],
    [{ success: false, error: 'Job not found' }, 'Job not found'],
    [{ success: true }, 'Failed to get status'],
  ])('stops polling on %j with %s', async (answer, text) => {
    const { fakes, snapshot } = await generating();
    await advance(3000);
    await fakes.resolve('checkStatus', answer);
    expect(snapshot().matches({ generation: 'failed' })).toBe(true);
    expect(snapshot().context.error).toBe(text);
    await advance(30_000);
    expect(fakes.inputsOf('checkStatus')).toHaveLength(1);
  });

  it.each([
    [apiError(null), 'Polling failed'],
    [apiError('Job not found'), 'Job not found'],
  ])('stops polling when the check throws (%s)', async (error, text) => {
    const { fakes, snapshot } = await generating();
    await advance(3000);
    await fakes.reject('checkStatus', error);
    expect(snapshot().context.error).toBe(text);
    await advance(30_000);
    expect(fakes.inputsOf('checkStatus')).toHaveLength(1);
  });

  it('generates again from a result or a failure, forgetting the last one', async () => {
    const { actor, fakes, snapshot } = await generating();
    await advance(3000);
    await fakes.resolve('checkStatus', { success: true, job: { status: 'completed', result: audio } });
    actor.send({ type: 'job.submit' });
    expect(snapshot().context).toMatchObject({ result: null, jobId: null, error: null });
    await fakes.reject('submitJob', apiError(null));
    actor.send({ type: 'job.submit' });
    expect(snapshot().matches({ generation: 'submitting' })).toBe(true);
  });
});

describe('the download', () => {
  async function completed() {
    const page = await generating();
    await advance(3000);
    await page.fakes.resolve('checkStatus', { success: true, job: { status: 'completed', result: audio } });
    return page;
  }

  it('downloads the result', async () => {
    const { actor, fakes, snapshot, view } = await completed();
    actor.send({ type: 'result.download' });
    expect(view().downloading).toBe(true);
    expect(fakes.inputsOf('downloadAudio')).toEqual([{ audio }]);
    await fakes.resolve('downloadAudio', undefined);
    expect(snapshot().matches({ generation: { completed: 'ready' } })).toBe(true);
    expect(view().downloadError).toBeNull();
  });

  it("suggests 'Save audio as...' when the download fails, and tries again", async () => {
    const { actor, fakes, view } = await completed();
    actor.send({ type: 'result.download' });
    await fakes.reject('downloadAudio', new Error('Failed to fetch'));
    expect(view().downloadError).toBe(
      "Download failed. Right-click the audio player and choose 'Save audio as...' instead.",
    );
    expect(view().result).toEqual(audio);
    actor.send({ type: 'result.download' });
    expect(view()).toMatchObject({ downloading: true, downloadError: null });
  });
});

describe('the progress of each status', () => {
  it.each([
    ['queued', 30],
    ['processing', 70],
    ['completed', 100],
    ['failed', 0],
    [null, 0],
  ] as const)('%s → %d', (status, percent) => {
    expect(speechTestJobProgress(status)).toBe(percent);
  });
});
