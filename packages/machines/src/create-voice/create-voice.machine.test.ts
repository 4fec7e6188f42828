// The /create-voice page machine on a fake clock with fake effects: the first load (spinner, error
// text), reloads that keep the list, the allowance, the resumed job, takes routed from each
// recorder to its form, saved clones and started trainings followed, a completed job opening
// categorization, the wizard's end dismissing the job banner only for a set-up voice, playback
// stopped on a mode change and when the wizard opens, full training's modal closing its recorder,
// the emotion samples, and what the screen derives (voices needing setup, the limit notice).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { categorizationMachine } from './categorization/categorization.machine';
import { emotionSampleMachine } from './emotion-sample/emotion-sample.machine';
import { fullTrainingMachine } from './full-training/full-training.machine';
import { playbackMachine, type PlayAudioInput } from './playback/playback.machine';
import { proCloneMachine } from './pro-clone/pro-clone.machine';
import { quickCloneMachine } from './quick-clone/quick-clone.machine';
import { recorderMachine } from './recorder/recorder.machine';
import type { CaptureCommand, CaptureInput } from './recorder/recorder.types';
import { createFakeCallbackActor, createFakePromiseActors, settle } from '../testing/fake-actors';
import { voiceJobMachine } from './voice-job/voice-job.machine';
import { consentMachine } from './consent/consent.machine';
import { consentWalkChallenge, consentWalkPassed } from './consent/consent.walk';
import { createVoicePageMachine } from './create-voice.machine';
import { createVoicePageView } from './create-voice.selectors';
import type { CreateVoiceModel } from './create-voice.types';

const model = (id: string, fields: Partial<CreateVoiceModel> = {}): CreateVoiceModel => ({
  id,
  model_name: `Voice ${id}`,
  status: 'ready',
  clone_type: 'pro',
  reference_language: 'en',
  categorization_completed: true,
  ...fields,
});
const usage = { current_plan: 'Starter', voice_clones_used: 0, voice_clones_allowed: 3 };

function startPage() {
  const fakes = createFakePromiseActors([
    'loadVoiceModels',
    'loadCloneUsage',
    'findJobToResume',
    'loadSamplesDuration',
    'fetchVoiceJob',
    'saveProClone',
    'saveQuickClone',
    'startVoiceTraining',
    'probeAudioDuration',
    'loadReferenceClips',
    'completeVoice',
    'saveCategorization',
    'uploadVoiceSample',
    'prepareConsent',
    'uploadConsent',
  ] as const);
  const capture = createFakeCallbackActor<CaptureCommand, CaptureInput>();
  const playAudio = createFakeCallbackActor<EventObject, PlayAudioInput>();
  const { actors } = fakes;
  const machine = createVoicePageMachine.provide({
    actors: {
      loadVoiceModels: actors.loadVoiceModels,
      loadCloneUsage: actors.loadCloneUsage,
      findJobToResume: actors.findJobToResume,
      loadSamplesDuration: actors.loadSamplesDuration,
      playback: playbackMachine.provide({ actors: { playAudio: playAudio.logic } }),
      recorder: recorderMachine.provide({ actors: { captureAudio: capture.logic } }),
      proClone: proCloneMachine.provide({
        actors: { saveProClone: actors.saveProClone, probeAudioDuration: actors.probeAudioDuration },
      }),
      consent: consentMachine.provide({
        actors: { prepareConsent: actors.prepareConsent, uploadConsent: actors.uploadConsent },
      }),
      quickClone: quickCloneMachine.provide({
        actors: { saveQuickClone: actors.saveQuickClone, probeAudioDuration: actors.probeAudioDuration },
      }),
      fullTraining: fullTrainingMachine.provide({
        actors: {
          startVoiceTraining: actors.startVoiceTraining,
          probeAudioDuration: actors.probeAudioDuration,
        },
      }),
      voiceJob: voiceJobMachine.provide({ actors: { fetchVoiceJob: actors.fetchVoiceJob } }),
      categorization: categorizationMachine.provide({
        actors: {
          loadReferenceClips: actors.loadReferenceClips,
          completeVoice: actors.completeVoice,
          saveCategorization: actors.saveCategorization,
        },
      }),
      emotionSample: emotionSampleMachine.provide({
        actors: { uploadVoiceSample: actors.uploadVoiceSample },
      }),
    },
  });
  const actor = createActor(machine).start();
  const snapshot = () => actor.getSnapshot();
  const child = <
    K extends
      | 'playback'
      | 'proClone'
      | 'consent'
      | 'quickClone'
      | 'quickRecorder'
      | 'fullTraining'
      | 'trainingRecorder'
      | 'voiceJob',
  >(
    name: K,
  ) => snapshot().context[name];
  return { actor, fakes, capture, playAudio, snapshot, child };
}

type Page = ReturnType<typeof startPage>;

/** The first load answered: models, allowance, and no job to resume. */
async function loadedPage(models: CreateVoiceModel[] = [model('m1')]): Promise<Page> {
  const page = startPage();
  await page.fakes.resolve('loadVoiceModels', { models, error: null });
  await page.fakes.resolve('loadCloneUsage', usage);
  await page.fakes.resolve('findJobToResume', null);
  return page;
}

/** Plays something, so that a stop can be seen. */
function startPlaying(page: Page) {
  page.child('playback').send({ type: 'playback.toggle', itemId: 'take', src: 'blob:take' });
  expect(page.child('playback').getSnapshot().matches('playing')).toBe(true);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading', () => {
  it('shows a spinner during the first load, then the list, the allowance and no error', async () => {
    const page = startPage();
    expect(page.snapshot().matches({ models: 'loading' })).toBe(true);
    await page.fakes.resolve('loadVoiceModels', { models: [model('m1')], error: null });
    await page.fakes.resolve('loadCloneUsage', usage);
    expect(page.snapshot().matches({ models: 'loaded' })).toBe(true);
    expect(page.snapshot().context).toMatchObject({ models: [model('m1')], modelsError: null, usage });
  });

  it('shows the error text of a failed load', async () => {
    const page = startPage();
    await page.fakes.resolve('loadVoiceModels', {
      models: null,
      error: 'Failed to load existing voice models.',
    });
    expect(page.snapshot().context).toMatchObject({
      models: [],
      modelsError: 'Failed to load existing voice models.',
    });
  });

  it('keeps the list on screen while reloading and after a failed reload', async () => {
    const page = await loadedPage();
    page.actor.send({ type: 'fullTraining.started', jobId: 'job-9', modelName: 'Full' });
    page.actor.send({ type: 'voiceJob.completed', jobId: 'job-9', modelId: 'm2', modelName: 'Full' });
    expect(page.snapshot().matches({ models: 'reloading' })).toBe(true);
    expect(page.snapshot().context.models).toEqual([model('m1')]);
    await page.fakes.resolve('loadVoiceModels', { models: null, error: 'Database unavailable.' });
    expect(page.snapshot().context).toMatchObject({
      models: [model('m1')],
      modelsError: 'Database unavailable.',
    });
  });

  it('keeps the last known allowance when a reload fails', async () => {
    const page = await loadedPage();
    page.actor.send({ type: 'fullTraining.started', jobId: 'job-9', modelName: 'Full' });
    await page.fakes.resolve('loadCloneUsage', null);
    expect(page.snapshot().context.usage).toEqual(usage);
  });

  it('follows the newest unfinished job found on load', async () => {
    const page = startPage();
    await page.fakes.resolve('findJobToResume', { id: 'job-1', model_name: 'Ada' });
    expect(page.child('voiceJob').getSnapshot().context).toMatchObject({ jobId: 'job-1', modelName: 'Ada' });
    expect(page.fakes.inputsOf('fetchVoiceJob')).toEqual([{ jobId: 'job-1' }]);
  });
});

describe('wiring the workflows', () => {
  it("routes the quick recorder's take to the quick clone form", async () => {
    const page = await loadedPage();
    page.child('quickRecorder').send({ type: 'recording.start' });
    page.capture.latest().report({ type: 'capture.started' });
    await vi.advanceTimersByTimeAsync(10_000);
    const audio = new Blob(['take'], { type: 'audio/webm' });
    page.capture.latest().report({ type: 'capture.stopped', audio, mimeType: 'audio/webm' });
    await settle();
    expect(page.child('quickClone').getSnapshot().context.sample).toMatchObject({
      source: 'recording',
      durationSeconds: 10,
    });
  });

  it('hands a passed consent to the pro clone form; a saved pro clone asks for a new one', async () => {
    const page = await loadedPage();
    expect(page.child('proClone').getSnapshot().context.consentId).toBeNull();
    await page.fakes.resolve('prepareConsent', { kind: 'unused', record: consentWalkPassed });
    await settle();
    expect(page.child('proClone').getSnapshot().context.consentId).toBe('consent-1');
    const pro = page.child('proClone');
    pro.send({ type: 'language.select', language: 'en' });
    pro.send({
      type: 'recording.use',
      recording: { audio: new Blob(['t']), mimeType: 'audio/webm', durationSeconds: 150 },
    });
    pro.send({ type: 'clone.submit' });
    expect(page.fakes.inputsOf('saveProClone')).toEqual([
      expect.objectContaining({ consentId: 'consent-1' }),
    ]);
    await page.fakes.resolve('saveProClone', { modelId: 'm2', jobId: 'job-2' });
    expect(page.child('consent').getSnapshot().value).toBe('loadingChallenge');
    await page.fakes.resolve('prepareConsent', {
      kind: 'challenge',
      challenge: consentWalkChallenge,
      validForMs: 600_000,
    });
    expect(page.child('consent').getSnapshot().value).toEqual({ challenge: 'ready' });
    expect(page.child('proClone').getSnapshot().context.consentId).toBeNull();
  });

  it('follows the job of a saved clone and reloads the list and allowance', async () => {
    const page = await loadedPage();
    await page.fakes.resolve('prepareConsent', { kind: 'unused', record: consentWalkPassed });
    await settle();
    const pro = page.child('proClone');
    pro.send({ type: 'name.change', name: ' Ada Pro ' });
    pro.send({ type: 'language.select', language: 'en' });
    pro.send({
      type: 'recording.use',
      recording: { audio: new Blob(['t']), mimeType: 'audio/webm', durationSeconds: 150 },
    });
    pro.send({ type: 'clone.submit' });
    await page.fakes.resolve('saveProClone', { modelId: 'm2', jobId: 'job-2' });
    expect(page.child('voiceJob').getSnapshot().context).toMatchObject({
      jobId: 'job-2',
      modelName: 'Ada Pro',
    });
    expect(page.snapshot().matches({ models: 'reloading' })).toBe(true);
    expect(page.fakes.pendingCount('loadCloneUsage')).toBe(1);
  });

  it('follows a started training', async () => {
    const page = await loadedPage();
    page.actor.send({ type: 'fullTraining.started', jobId: 'job-3', modelName: 'Full' });
    expect(page.child('voiceJob').getSnapshot().context).toMatchObject({ jobId: 'job-3', modelName: 'Full' });
  });

  it("cancels the training recorder when full training's modal closes", async () => {
    const page = await loadedPage();
    page.child('fullTraining').send({ type: 'recordingModal.open' });
    page.child('trainingRecorder').send({ type: 'recording.start' });
    expect(page.child('trainingRecorder').getSnapshot().value).toBe('requestingMicrophone');
    page.child('fullTraining').send({ type: 'recordingModal.close' });
    await settle();
    expect(page.child('trainingRecorder').getSnapshot().value).toBe('idle');
  });

  it('stops playback when the mode changes', async () => {
    const page = await loadedPage();
    startPlaying(page);
    page.actor.send({ type: 'mode.select', mode: 'quick' });
    expect(page.snapshot().context.mode).toBe('quick');
    expect(page.child('playback').getSnapshot().matches('idle')).toBe(true);
  });
});

describe('setting a voice up', () => {
  async function completedJob(page: Page, status: Partial<CreateVoiceModel>) {
    page.child('voiceJob').send({ type: 'job.track', jobId: 'job-1', modelName: 'Voice m2' });
    await page.fakes.resolve('fetchVoiceJob', {
      status: 'completed',
      model_id: 'm2',
      model_name: 'Voice m2',
      error_message: null,
    });
    await page.fakes.resolve('loadVoiceModels', { models: [model('m1'), model('m2', status)], error: null });
  }

  it('opens categorization after a completed job when the voice is ready and uncategorized', async () => {
    const page = await loadedPage();
    startPlaying(page);
    await completedJob(page, { categorization_completed: false });
    expect(page.snapshot().matches({ categorization: 'open' })).toBe(true);
    expect(page.snapshot().context.categorizationTarget).toEqual({ modelId: 'm2', modelName: 'Voice m2' });
    expect(page.fakes.inputsOf('loadReferenceClips')).toEqual([{ modelId: 'm2' }]);
    expect(page.child('playback').getSnapshot().matches('idle')).toBe(true);
  });

  it('does not open it for a categorized voice', async () => {
    const page = await loadedPage();
    await completedJob(page, {});
    expect(page.snapshot().matches({ categorization: 'closed' })).toBe(true);
  });

  it('offers setup at once for a clone saved without a job', async () => {
    const page = await loadedPage();
    page.actor.send({ type: 'quickClone.saved', clone: { modelId: 'm3', jobId: null } });
    await page.fakes.resolve('loadVoiceModels', {
      models: [model('m3', { categorization_completed: false })],
      error: null,
    });
    expect(page.snapshot().context.categorizationTarget?.modelId).toBe('m3');
  });

  it('dismisses the job banner once that voice is set up, reloading the list', async () => {
    const page = await loadedPage();
    await completedJob(page, { categorization_completed: false });
    await page.fakes.resolve('loadReferenceClips', []);
    page.snapshot().context.categorization?.send({ type: 'completion.accept' });
    await page.fakes.resolve('completeVoice', {});
    expect(page.snapshot().value).toMatchObject({ categorization: 'ended', models: 'reloading' });
    expect(page.child('voiceJob').getSnapshot().value).toBe('idle');
    page.actor.send({ type: 'categorization.dismiss' });
    expect(page.snapshot().matches({ categorization: 'closed' })).toBe(true);
    expect(page.snapshot().context.categorization).toBeNull();
  });

  it('keeps the job banner when the wizard is cancelled', async () => {
    const page = await loadedPage();
    await completedJob(page, { categorization_completed: false });
    await page.fakes.resolve('loadReferenceClips', []);
    page.snapshot().context.categorization?.send({ type: 'categorization.close' });
    await settle();
    expect(page.snapshot().matches({ categorization: 'ended' })).toBe(true);
    expect(page.child('voiceJob').getSnapshot().value).toBe('completed');
  });

  it('runs a fresh wizard per opening', async () => {
    const page = await loadedPage();
    page.actor.send({ type: 'categorization.open', modelId: 'm1', modelName: 'Voice m1' });
    const first = page.snapshot().context.categorization;
    page.actor.send({ type: 'categorization.open', modelId: 'm1', modelName: 'Voice m1' });
    expect(page.snapshot().context.categorization).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
  });
});

describe('emotion samples', () => {
  it('loads the total when the quick mode shows, and counts a saved type once', async () => {
    const page = await loadedPage();
    page.actor.send({ type: 'mode.select', mode: 'quick' });
    await page.fakes.resolve('loadSamplesDuration', 42);
    expect(page.snapshot().context.samplesTotalSeconds).toBe(42);
    page.actor.send({ type: 'emotionSample.open', sampleType: 'happy', title: 'Happy Sample' });
    expect(page.snapshot().matches({ emotionSample: 'open' })).toBe(true);
    const sample = page.snapshot().context.emotionSample;
    const recording = { audio: new Blob(['t']), mimeType: 'audio/webm', durationSeconds: 8 };
    sample?.send({ type: 'sample.save', recording });
    await page.fakes.resolve('uploadVoiceSample', { id: 's1', original_filename: 'happy.webm' });
    sample?.send({ type: 'sample.reset' });
    sample?.send({ type: 'sample.save', recording });
    await page.fakes.resolve('uploadVoiceSample', { id: 's2', original_filename: 'happy.webm' });
    expect(page.snapshot().context.savedSampleTypes).toEqual(['happy']);
    await page.fakes.resolve('loadSamplesDuration', 45); // the first reload, replaced by the second
    expect(page.snapshot().context.samplesTotalSeconds).toBe(42);
    await page.fakes.resolve('loadSamplesDuration', 50);
    expect(page.snapshot().context.samplesTotalSeconds).toBe(50);
    page.actor.send({ type: 'emotionSample.close' });
    expect(page.snapshot().context.emotionSample).toBeNull();
    expect(sample?.getSnapshot().status).toBe('stopped');
  });
});

describe('what the screen shows', () => {
  const context = {
    models: [
      model('a', { categorization_completed: false }),
      model('b', { categorization_completed: false }),
    ],
    usage: { current_plan: 'Starter', voice_clones_used: 3, voice_clones_allowed: 3 },
    mode: 'pro' as const,
    categorizationTarget: null,
  };

  it("leaves out of 'set up first' the voice the completed job or the wizard shows", () => {
    const idle = createVoicePageView(context, {
      jobModelId: 'a',
      jobCompleted: false,
      activeFormBusy: false,
    });
    expect(idle.needingSetup.map((entry) => entry.id)).toEqual(['a', 'b']);
    const completed = createVoicePageView(context, {
      jobModelId: 'a',
      jobCompleted: true,
      activeFormBusy: false,
    });
    expect(completed.needingSetup.map((entry) => entry.id)).toEqual(['b']);
    expect(completed.jobModelNeedsSetup).toBe(true);
    const wizard = createVoicePageView(
      { ...context, categorizationTarget: { modelId: 'b', modelName: 'Voice b' } },
      { jobModelId: 'a', jobCompleted: true, activeFormBusy: false },
    );
    expect(wizard.needingSetup).toEqual([]);
  });

  it('shows the limit notice at the limit without a set-up voice, unless the form is busy', () => {
    expect(
      createVoicePageView(context, { jobModelId: null, jobCompleted: false, activeFormBusy: false })
        .showLimitNotice,
    ).toBe(true);
    expect(
      createVoicePageView(context, { jobModelId: null, jobCompleted: false, activeFormBusy: true })
        .showLimitNotice,
    ).toBe(false);
    expect(
      createVoicePageView(
        { ...context, usage: null },
        { jobModelId: null, jobCompleted: false, activeFormBusy: false },
      ).showLimitNotice,
    ).toBe(false);
  });
});
