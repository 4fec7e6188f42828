// The speech generation machine against fake actors on a fake clock (spec part 2 §3–§9): ready
// voices and the setup prompt, styles of non-pro voices, the saved settings restored and saved on
// every change, Generate's rules and request, the pending generation stored, resent when younger
// than 5 minutes and cleared on success, failure or staleness, Translate, Add to Timeline, and the
// notices' timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../testing/fake-actors';
import { PENDING_GENERATION_MAX_AGE } from './speech-generation.constants';
import { speechGenerationMachine } from './speech-generation.machine';
import type {
  PendingGeneration,
  SpeechGenerationEmitted,
  SpeechGenerationInput,
  SpeechPageSettings,
} from './speech-generation.types';
import {
  speechWalkGenerated as generated,
  speechWalkPendingGeneration,
  speechWalkStyles as styles,
  speechWalkVoices as voices,
} from './speech-generation.walk';

const now = Date.UTC(2025, 5, 1, 12, 0, 0);

function startSpeech(input: SpeechGenerationInput = {}) {
  const fakes = createFakePromiseActors([
    'loadVoiceModels',
    'loadVoiceStyles',
    'generateSpeech',
    'translateText',
    'loadSpeechEngine',
  ] as const);
  const saved: SpeechPageSettings[] = [];
  const stored: PendingGeneration[] = [];
  const storage = { clears: 0 };
  const logged: unknown[] = [];
  const actor = createActor(
    speechGenerationMachine.provide({
      actors: fakes.actors,
      actions: {
        savePageSettings: (_, settings) => saved.push(settings),
        storePendingGeneration: (_, pending) => stored.push(pending),
        clearPendingGeneration: () => {
          storage.clears += 1;
        },
        logError: (_, { error }) => logged.push(error),
      },
    }),
    { input: { now, ...input } },
  );
  const emitted: SpeechGenerationEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    fakes,
    saved,
    stored,
    storage,
    logged,
    emitted,
    snapshot: () => actor.getSnapshot(),
    lastSaved: () => saved.at(-1),
  };
}

/** A page whose voices are loaded with the pro voice chosen (no styles needed). */
async function pageWithProVoice(input: SpeechGenerationInput = {}) {
  const page = startSpeech({ savedSettings: { selectedVoiceId: 'voice-pro' }, ...input });
  await page.fakes.resolve('loadVoiceModels', voices);
  return page;
}

/** A page whose quick voice is chosen and its styles loaded. */
async function pageWithQuickVoice(input: SpeechGenerationInput = {}) {
  const page = startSpeech({ savedSettings: { selectedVoiceId: 'voice-quick' }, ...input });
  await page.fakes.resolve('loadVoiceModels', voices);
  await page.fakes.resolve('loadVoiceStyles', styles);
  return page;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the speech engine label', () => {
  it('keeps what the app says speaks, beside the voices', async () => {
    const { snapshot, fakes } = startSpeech();
    expect(snapshot().context.speechEngine).toBeNull();
    await fakes.resolve('loadSpeechEngine', { label: 'Chatterbox at studio-gpu.local', clonesVoice: true });
    expect(snapshot().context.speechEngine).toEqual({
      label: 'Chatterbox at studio-gpu.local',
      clonesVoice: true,
    });
    expect(snapshot().value).toBe('loadingVoices');
  });

  it('shows no label when the engine cannot be asked, and the page works on', async () => {
    const { snapshot, fakes } = startSpeech({ savedSettings: { selectedVoiceId: 'voice-pro' } });
    await fakes.reject('loadSpeechEngine', new Error('offline'));
    await fakes.resolve('loadVoiceModels', voices);
    expect(snapshot().context.speechEngine).toBeNull();
    expect(snapshot().value).toBe('idle');
  });
});

describe('voices', () => {
  it('loads the models and offers only the ready ones', async () => {
    const { snapshot, fakes } = startSpeech();
    expect(snapshot().value).toBe('loadingVoices');
    await fakes.resolve('loadVoiceModels', voices);
    expect(snapshot().context.voices.map((voice) => voice.id)).toEqual([
      'voice-pro',
      'voice-quick',
      'voice-new',
    ]);
    expect(snapshot().context.voicesNotice).toBeNull();
  });

  it('chooses the first ready voice when none was saved', async () => {
    const { snapshot, fakes } = startSpeech();
    await fakes.resolve('loadVoiceModels', voices);
    expect(snapshot().context.selectedVoiceId).toBe('voice-pro');
    expect(snapshot().value).toBe('idle');
  });

  it.each([
    ['no models at all', [], 'No voice models available.'],
    ['no ready model', voices.filter((voice) => voice.status !== 'ready'), 'No ready voice models found.'],
  ])('says so when there are %s', async (_, models, text) => {
    const { snapshot, fakes } = startSpeech();
    await fakes.resolve('loadVoiceModels', models);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ voices: [], voicesNotice: text, selectedVoiceId: null });
  });

  it.each([
    [{ status: 500, serverMessage: null }, 'Failed to load voice models'],
    [
      { status: 401, serverMessage: 'Session expired. Please log in again.' },
      'Session expired. Please log in again.',
    ],
  ])('shows a failed load (%o) and can retry', async (error, text) => {
    const { actor, snapshot, fakes } = startSpeech();
    await fakes.reject('loadVoiceModels', error);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.voicesError).toBe(text);
    actor.send({ type: 'voices.reload' });
    expect(snapshot().value).toBe('loadingVoices');
    await fakes.resolve('loadVoiceModels', voices);
    expect(snapshot().context.voicesError).toBeNull();
    expect(snapshot().context.voices).toHaveLength(3);
  });

  it('loads the styles of a non-pro voice and speaks like the chosen style', async () => {
    const { snapshot, fakes, lastSaved } = startSpeech({
      savedSettings: { selectedVoiceId: 'voice-quick', styleChoice: 'most_happy' },
    });
    await fakes.resolve('loadVoiceModels', voices);
    expect(snapshot().value).toBe('loadingStyles');
    expect(fakes.inputsOf('loadVoiceStyles')).toEqual([{ modelId: 'voice-quick' }]);
    await fakes.resolve('loadVoiceStyles', styles);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({
      categorizedClips: styles.categorizedClips,
      referenceClipIds: styles.referenceClipIds,
      referenceClipId: 'clip-5',
    });
    expect(lastSaved()).toMatchObject({
      categorizedClips: styles.categorizedClips,
      referenceClipId: 'clip-5',
    });
  });

  it('keeps a chosen reference clip of a voice without categorized clips', async () => {
    const { snapshot, fakes } = startSpeech({
      savedSettings: { selectedVoiceId: 'voice-quick', referenceClipId: 'clip-6' },
    });
    await fakes.resolve('loadVoiceModels', voices);
    await fakes.resolve('loadVoiceStyles', { categorizedClips: {}, referenceClipIds: ['clip-6', 'clip-7'] });
    expect(snapshot().context.referenceClipId).toBe('clip-6');
  });

  it('only logs a failed style load', async () => {
    const { snapshot, fakes, logged } = startSpeech({ savedSettings: { selectedVoiceId: 'voice-quick' } });
    await fakes.resolve('loadVoiceModels', voices);
    await fakes.reject('loadVoiceStyles', new Error('offline'));
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.error).toBeNull();
    expect(logged).toEqual([new Error('offline')]);
  });

  it('switches voices: styles for non-pro voices, none for pro or unfinished ones', async () => {
    const { actor, snapshot, fakes } = await pageWithProVoice();
    actor.send({ type: 'voice.select', voiceId: 'voice-quick' });
    expect(snapshot().value).toBe('loadingStyles');
    // Another choice while the styles load: the newest voice wins.
    actor.send({ type: 'voice.select', voiceId: 'voice-new' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({
      selectedVoiceId: 'voice-new',
      categorizedClips: {},
      referenceClipId: null,
    });
    actor.send({ type: 'voice.select', voiceId: 'voice-pro' });
    expect(snapshot().value).toBe('idle');
    expect(fakes.inputsOf('loadVoiceStyles')).toEqual([{ modelId: 'voice-quick' }]);
  });

  it('ignores a voice that is not offered', async () => {
    const { actor, snapshot } = await pageWithProVoice();
    actor.send({ type: 'voice.select', voiceId: 'voice-training' });
    expect(snapshot().context.selectedVoiceId).toBe('voice-pro');
  });

  it('drops restored clips when the saved voice is gone', async () => {
    const { snapshot, fakes } = startSpeech({
      savedSettings: {
        selectedVoiceId: 'deleted',
        referenceClipId: 'clip-9',
        categorizedClips: { fastest: 'clip-9' },
      },
    });
    await fakes.resolve('loadVoiceModels', voices);
    expect(snapshot().context).toMatchObject({
      selectedVoiceId: 'voice-pro',
      referenceClipId: null,
      categorizedClips: {},
    });
  });
});

describe('saved settings', () => {
  it('restores them on start, with out-of-range values brought back in range', () => {
    const { snapshot } = startSpeech({
      savedSettings: {
        text: 'Hello again',
        language: 'de',
        sliders: { exaggeration: 9, temperature: 1.2, cfg_weight: 0.3, seed: 7, resemblance: 1.7 },
        styleChoice: 'slowest',
      },
    });
    expect(snapshot().context).toMatchObject({
      text: 'Hello again',
      language: 'de',
      sliders: { exaggeration: 2, temperature: 1.2, cfg_weight: 0.3, seed: 7, resemblance: 1.7 },
      styleChoice: 'slowest',
    });
  });

  it('starts from the defaults: English, fastest, the sliders of §5', () => {
    const { snapshot } = startSpeech();
    expect(snapshot().context).toMatchObject({
      text: '',
      language: 'en',
      styleChoice: 'fastest',
      sliders: { exaggeration: 0.5, temperature: 0.8, cfg_weight: 0.5, seed: 42, resemblance: 1.8 },
    });
  });

  it('saves every change with the new value', async () => {
    const { actor, lastSaved } = await pageWithQuickVoice();
    actor.send({ type: 'text.change', text: 'Hi' });
    expect(lastSaved()?.text).toBe('Hi');
    actor.send({ type: 'language.change', language: 'fr' });
    expect(lastSaved()?.language).toBe('fr');
    actor.send({ type: 'slider.change', slider: 'temperature', value: 1.234 });
    expect(lastSaved()?.sliders.temperature).toBe(1.25);
    actor.send({ type: 'style.choose', style: 'most_neutral' });
    expect(lastSaved()).toMatchObject({ styleChoice: 'most_neutral', referenceClipId: 'clip-4' });
    actor.send({ type: 'referenceClip.choose', clipId: 'clip-6' });
    expect(lastSaved()?.referenceClipId).toBe('clip-6');
    actor.send({ type: 'voice.select', voiceId: 'voice-pro' });
    expect(lastSaved()).toMatchObject({ selectedVoiceId: 'voice-pro', referenceClipId: null });
  });

  it('clamps and rounds slider values and ignores unknown sliders', async () => {
    const { actor, snapshot } = await pageWithProVoice();
    actor.send({ type: 'slider.change', slider: 'seed', value: 1234.6 });
    actor.send({ type: 'slider.change', slider: 'cfg_weight', value: 0.1 + 0.2 });
    actor.send({ type: 'slider.change', slider: 'volume' as never, value: 1 });
    expect(snapshot().context.sliders).toEqual({
      exaggeration: 0.5,
      temperature: 0.8,
      cfg_weight: 0.3,
      seed: 1000,
      resemblance: 1.8,
    });
  });
});

describe('generate', () => {
  it('needs a voice first', async () => {
    const { actor, snapshot, fakes } = startSpeech({ savedSettings: { text: 'Hello' } });
    await fakes.resolve('loadVoiceModels', []);
    actor.send({ type: 'speech.generate' });
    expect(snapshot().context.error).toBe('Please choose a voice.');
    expect(fakes.pendingCount('generateSpeech')).toBe(0);
  });

  it('asks to complete the setup of an uncategorized voice', async () => {
    const { actor, snapshot, fakes } = await pageWithProVoice({ savedSettings: { text: 'Hello' } });
    actor.send({ type: 'voice.select', voiceId: 'voice-new' });
    actor.send({ type: 'speech.generate' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.error).toBe('Complete your voice setup to use this model.');
    expect(fakes.pendingCount('generateSpeech')).toBe(0);
  });

  it('needs text', async () => {
    const { actor, snapshot } = await pageWithProVoice();
    actor.send({ type: 'text.change', text: '   ' });
    actor.send({ type: 'speech.generate' });
    expect(snapshot().context.error).toBe('Please enter some text.');
  });

  it('needs a reference sample for a non-pro voice', async () => {
    const { actor, snapshot, fakes } = startSpeech({
      savedSettings: { selectedVoiceId: 'voice-quick', text: 'Hi' },
    });
    await fakes.resolve('loadVoiceModels', voices);
    await fakes.resolve('loadVoiceStyles', { categorizedClips: {}, referenceClipIds: ['clip-1'] });
    actor.send({ type: 'speech.generate' });
    expect(snapshot().context.error).toBe('Please select a reference sample.');
    actor.send({ type: 'referenceClip.choose', clipId: 'clip-1' });
    actor.send({ type: 'speech.generate' });
    expect(snapshot().value).toBe('generating');
    expect(snapshot().context.error).toBeNull();
  });

  it('sends seed and resemblance for a pro voice', async () => {
    const { actor, fakes } = await pageWithProVoice({
      savedSettings: { text: ' Hello world ', language: 'en' },
    });
    actor.send({ type: 'speech.generate' });
    expect(fakes.inputsOf('generateSpeech')).toEqual([
      {
        modelId: 'voice-pro',
        text: 'Hello world',
        exaggeration: 0.5,
        temperature: 0.8,
        cfg_weight: 0.5,
        language: 'en',
        model_type: 'chatterbox_base',
        seed: 42,
        resemblance: 1.8,
      },
    ]);
  });

  it('sends the reference clip for a non-pro voice, finetuned in Norwegian', async () => {
    const { actor, fakes } = await pageWithQuickVoice({
      savedSettings: { selectedVoiceId: 'voice-quick', text: 'Hei' },
    });
    actor.send({ type: 'language.change', language: 'no' });
    actor.send({ type: 'speech.generate' });
    expect(fakes.inputsOf('generateSpeech')).toEqual([
      expect.objectContaining({
        modelId: 'voice-quick',
        referenceClipId: 'clip-1',
        language: 'no',
        model_type: 'finetuned',
      }),
    ]);
    expect(fakes.inputsOf('generateSpeech')[0]).not.toHaveProperty('seed');
  });

  it('stores the pending generation with its timestamp, then clears it on success', async () => {
    const { actor, snapshot, fakes, stored, storage, emitted } = await pageWithProVoice({
      savedSettings: { text: 'Hello' },
    });
    const clearsBefore = storage.clears;
    vi.setSystemTime(now + 12_345);
    actor.send({ type: 'speech.generate' });
    expect(snapshot().value).toBe('generating');
    expect(stored).toEqual([
      {
        request: expect.objectContaining({ modelId: 'voice-pro', text: 'Hello' }),
        timestamp: now + 12_345,
        status: 'pending',
      },
    ]);
    await fakes.resolve('generateSpeech', generated);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({
      generated,
      pendingRequest: null,
      notice: 'Speech generated successfully!',
    });
    expect(storage.clears).toBe(clearsBefore + 1);
    expect(emitted).toContainEqual({ type: 'speechGeneration.generated', generated });
  });

  it.each([
    [{ status: 500, serverMessage: null }, 'Failed to generate speech'],
    [
      { status: 403, serverMessage: 'Not enough credits: this needs 4 and you have 2.' },
      'Not enough credits: this needs 4 and you have 2.',
    ],
  ])('shows a failure (%o) and clears the pending generation', async (error, text) => {
    const { actor, snapshot, fakes, storage } = await pageWithProVoice({ savedSettings: { text: 'Hello' } });
    const clearsBefore = storage.clears;
    actor.send({ type: 'speech.generate' });
    await fakes.reject('generateSpeech', error);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ error: text, pendingRequest: null, generated: null });
    expect(storage.clears).toBe(clearsBefore + 1);
  });

  it('hides the success notice after 2 seconds', async () => {
    const { actor, snapshot, fakes } = await pageWithProVoice({ savedSettings: { text: 'Hello' } });
    actor.send({ type: 'speech.generate' });
    await fakes.resolve('generateSpeech', generated);
    vi.advanceTimersByTime(1999);
    expect(snapshot().context.notice).toBe('Speech generated successfully!');
    vi.advanceTimersByTime(1);
    expect(snapshot().context.notice).toBeNull();
  });

  it('keeps typing, sliders and language open while generating', async () => {
    const { actor, snapshot } = await pageWithProVoice({ savedSettings: { text: 'Hello' } });
    actor.send({ type: 'speech.generate' });
    actor.send({ type: 'text.change', text: 'Next line' });
    actor.send({ type: 'slider.change', slider: 'seed', value: 9 });
    actor.send({ type: 'speech.generate' });
    expect(snapshot().value).toBe('generating');
    expect(snapshot().context.text).toBe('Next line');
    expect(snapshot().context.sliders.seed).toBe(9);
  });
});

describe('pending generation on load', () => {
  const pendingAged = (age: number): PendingGeneration => ({
    ...speechWalkPendingGeneration,
    timestamp: now - age,
  });

  it('resends a pending generation younger than 5 minutes once the voices are ready', async () => {
    const { snapshot, fakes, storage } = startSpeech({
      savedSettings: { selectedVoiceId: 'voice-quick' },
      pendingGeneration: pendingAged(PENDING_GENERATION_MAX_AGE - 1),
    });
    expect(storage.clears).toBe(0);
    await fakes.resolve('loadVoiceModels', voices);
    await fakes.resolve('loadVoiceStyles', styles);
    expect(snapshot().value).toBe('resuming');
    expect(fakes.inputsOf('generateSpeech')).toEqual([speechWalkPendingGeneration.request]);
    await fakes.resolve('generateSpeech', generated);
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ generated, notice: 'Speech generated successfully!' });
    expect(storage.clears).toBe(1);
  });

  it('resends it even when the voices fail to load', async () => {
    const { snapshot, fakes } = startSpeech({ pendingGeneration: pendingAged(1000) });
    await fakes.reject('loadVoiceModels', new Error('offline'));
    expect(snapshot().value).toBe('resuming');
  });

  it('shows a failed resend and clears it', async () => {
    const { snapshot, fakes, storage } = startSpeech({ pendingGeneration: pendingAged(1000) });
    await fakes.resolve('loadVoiceModels', []);
    await fakes.reject('generateSpeech', { status: 500, serverMessage: null });
    expect(snapshot().context).toMatchObject({ error: 'Failed to resume generation', pendingRequest: null });
    expect(storage.clears).toBe(1);
  });

  it.each([
    ['exactly 5 minutes old', pendingAged(PENDING_GENERATION_MAX_AGE)],
    ['an hour old', pendingAged(60 * 60 * 1000)],
    ['from the future', pendingAged(-60_000)],
    ['not pending', { ...pendingAged(1000), status: 'done' }],
    ['malformed', { request: { text: 'Hi' }, timestamp: now, status: 'pending' }],
  ])('clears a stored generation %s without resending it', async (_, pendingGeneration) => {
    const { snapshot, fakes, storage } = startSpeech({
      pendingGeneration: pendingGeneration as PendingGeneration,
    });
    expect(storage.clears).toBe(1);
    await fakes.resolve('loadVoiceModels', voices);
    expect(snapshot().value).toBe('idle');
    expect(fakes.pendingCount('generateSpeech')).toBe(0);
  });
});

describe('translate', () => {
  it('needs text', async () => {
    const { actor, snapshot, fakes } = await pageWithProVoice();
    actor.send({ type: 'text.translate' });
    expect(snapshot().context.error).toBe('Please enter some text to translate');
    expect(fakes.pendingCount('translateText')).toBe(0);
  });

  it('replaces the text, says so for 1 second and saves the translation', async () => {
    const { actor, snapshot, fakes, lastSaved } = await pageWithProVoice({
      savedSettings: { text: 'Hello' },
    });
    actor.send({ type: 'language.change', language: 'es' });
    actor.send({ type: 'text.translate' });
    expect(snapshot().value).toBe('translating');
    expect(fakes.inputsOf('translateText')).toEqual([{ text: 'Hello', targetLanguage: 'es' }]);
    actor.send({ type: 'text.change', text: 'typed meanwhile' });
    await fakes.resolve('translateText', { translatedText: 'Hola', targetLanguageName: 'Spanish' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ text: 'Hola', notice: 'Text translated to Spanish' });
    expect(lastSaved()?.text).toBe('Hola');
    vi.advanceTimersByTime(999);
    expect(snapshot().context.notice).toBe('Text translated to Spanish');
    vi.advanceTimersByTime(1);
    expect(snapshot().context.notice).toBeNull();
  });

  it('keeps the original: one click puts it back, saved, and an edit forgets it', async () => {
    const { actor, snapshot, fakes, lastSaved } = await pageWithProVoice({
      savedSettings: { text: 'Hello' },
    });
    actor.send({ type: 'language.change', language: 'es' });
    actor.send({ type: 'text.translate' });
    await fakes.resolve('translateText', { translatedText: 'Hola', targetLanguageName: 'Spanish' });
    expect(snapshot().context.originalText).toBe('Hello');
    actor.send({ type: 'text.restoreOriginal' });
    expect(snapshot().context).toMatchObject({ text: 'Hello', originalText: null, notice: null });
    expect(lastSaved()?.text).toBe('Hello');

    actor.send({ type: 'text.translate' });
    await fakes.resolve('translateText', { translatedText: 'Hola', targetLanguageName: 'Spanish' });
    actor.send({ type: 'text.change', text: 'Hola a todos' });
    expect(snapshot().context.originalText).toBeNull();
    actor.send({ type: 'text.restoreOriginal' });
    expect(snapshot().context.text).toBe('Hola a todos');
  });

  it('says the text is already in the language when the translation changes nothing', async () => {
    const { actor, snapshot, fakes } = await pageWithProVoice({ savedSettings: { text: 'Hello  there' } });
    actor.send({ type: 'text.translate' });
    await fakes.resolve('translateText', { translatedText: 'Hello there', targetLanguageName: 'English' });
    expect(snapshot().context).toMatchObject({
      text: 'Hello  there',
      originalText: null,
      notice: 'The text is already in English: nothing to translate.',
    });
  });

  it.each([
    [new Error(''), 'Translation failed'],
    [
      { status: 422, serverMessage: 'No translation from English to Korean is configured.' },
      'No translation from English to Korean is configured.',
    ],
  ])('shows a failure (%o) and keeps the text', async (error, text) => {
    const { actor, snapshot, fakes } = await pageWithProVoice({ savedSettings: { text: 'Hello' } });
    actor.send({ type: 'text.translate' });
    await fakes.reject('translateText', error);
    expect(snapshot().context).toMatchObject({ error: text, text: 'Hello' });
  });
});

describe('add to timeline', () => {
  it('hands the generated clip to the page and says so', async () => {
    const { actor, snapshot, fakes, emitted } = await pageWithProVoice({ savedSettings: { text: 'Hello' } });
    actor.send({ type: 'speech.generate' });
    await fakes.resolve('generateSpeech', generated);
    vi.advanceTimersByTime(1500);
    actor.send({ type: 'speech.addToTimeline' });
    expect(emitted).toContainEqual({ type: 'speechGeneration.addToTimeline', clip: generated.clip });
    expect(snapshot().context.notice).toBe('Audio added to timeline!');
    // The earlier notice's timer no longer applies: the new notice gets its full 2 seconds.
    vi.advanceTimersByTime(1999);
    expect(snapshot().context.notice).toBe('Audio added to timeline!');
    vi.advanceTimersByTime(1);
    expect(snapshot().context.notice).toBeNull();
  });

  it('does nothing before anything is generated', async () => {
    const { actor, snapshot, emitted } = await pageWithProVoice();
    actor.send({ type: 'speech.addToTimeline' });
    expect(emitted.filter((event) => event.type === 'speechGeneration.addToTimeline')).toEqual([]);
    expect(snapshot().context.notice).toBeNull();
  });
});

describe('check texts leave with their cause (issue 26)', () => {
  it("'Please enter some text.' leaves once there is text, not while it is blank", async () => {
    const { actor, snapshot } = await pageWithProVoice();
    actor.send({ type: 'text.change', text: '' });
    actor.send({ type: 'speech.generate' });
    actor.send({ type: 'text.change', text: '   ' });
    expect(snapshot().context.error).toBe('Please enter some text.');
    actor.send({ type: 'text.change', text: 'Hello' });
    expect(snapshot().context.error).toBeNull();
  });

  it("'Please enter some text to translate' leaves once there is text", async () => {
    const { actor, snapshot } = await pageWithProVoice();
    actor.send({ type: 'text.translate' });
    actor.send({ type: 'text.change', text: 'Bonjour' });
    expect(snapshot().context.error).toBeNull();
  });

  it("'Please choose a voice.' leaves once the reloaded list gives a voice", async () => {
    const { actor, snapshot, fakes } = startSpeech({ savedSettings: { text: 'Hello' } });
    await fakes.resolve('loadVoiceModels', []);
    actor.send({ type: 'speech.generate' });
    expect(snapshot().context.error).toBe('Please choose a voice.');
    actor.send({ type: 'voices.reload' });
    await fakes.resolve('loadVoiceModels', voices);
    expect(snapshot().context.selectedVoiceId).not.toBeNull();
    expect(snapshot().context.error).toBeNull();
  });

  it("'Please select a reference sample.' leaves once one is chosen", async () => {
    const { actor, snapshot, fakes } = startSpeech({
      savedSettings: { selectedVoiceId: 'voice-quick', text: 'Hi' },
    });
    await fakes.resolve('loadVoiceModels', voices);
    await fakes.resolve('loadVoiceStyles', { categorizedClips: {}, referenceClipIds: ['clip-1'] });
    actor.send({ type: 'speech.generate' });
    expect(snapshot().context.error).toBe('Please select a reference sample.');
    actor.send({ type: 'referenceClip.choose', clipId: 'clip-1' });
    expect(snapshot().context.error).toBeNull();
  });

  it("a server's error stays while typing", async () => {
    const { actor, snapshot, fakes } = await pageWithProVoice({ savedSettings: { text: 'Hello' } });
    actor.send({ type: 'speech.generate' });
    await fakes.reject('generateSpeech', new Error('The speech engine is not answering.'));
    actor.send({ type: 'text.change', text: 'Hello again' });
    expect(snapshot().context.error).toBe('The speech engine is not answering.');
  });
});

describe('dismissing', () => {
  it('clears the error and the notice on request', async () => {
    const { actor, snapshot, fakes } = await pageWithProVoice({ savedSettings: { text: 'Hello' } });
    actor.send({ type: 'speech.generate' });
    await fakes.resolve('generateSpeech', generated);
    actor.send({ type: 'notice.dismiss' });
    expect(snapshot().context.notice).toBeNull();
    actor.send({ type: 'text.change', text: '' });
    actor.send({ type: 'speech.generate' });
    expect(snapshot().context.error).toBe('Please enter some text.');
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().context.error).toBeNull();
  });
});
