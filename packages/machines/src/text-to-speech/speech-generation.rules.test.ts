// The speech page's pure rules (spec part 2 §3, §5, §9): the slider table and visibility rule,
// saved settings read back from damaged storage, the voice badge and setup prompt, model_type.
import { describe, expect, it } from 'vitest';
import { pendingGenerationOf, resumableRequest } from './pending-generation';
import { speechWalkPendingGeneration } from './speech-generation.walk';
import { buildSpeechRequest, speechModelType, validateSpeechGeneration } from './speech-request';
import { defaultSpeechSettings, restoreSpeechSettings } from './speech-settings';
import { snapSliderValue, speechSliders, visibleSpeechSliders } from './speech-sliders';
import { chooseVoiceId, needsVoiceSetup, voiceTypeOf, type SpeechVoiceModel } from './speech-voices';

const proVoice = { clone_type: 'pro', reference_language: 'fr' };

describe('sliders', () => {
  it('have the labels, ranges, steps and defaults of §5', () => {
    expect(speechSliders).toEqual({
      exaggeration: { label: 'Emotion Intensity', min: 0.25, max: 2, step: 0.05, default: 0.5 },
      temperature: { label: 'Creativity', min: 0.05, max: 5, step: 0.05, default: 0.8 },
      cfg_weight: { label: 'Guidance Strength', min: 0, max: 1, step: 0.05, default: 0.5 },
      seed: { label: 'Tonality', min: 0, max: 1000, step: 1, default: 42 },
      resemblance: { label: 'Resemblance', min: 1.6, max: 2, step: 0.05, default: 1.8 },
    });
  });

  it.each([
    ['exaggeration', 0.1, 0.25],
    ['exaggeration', 0.37, 0.35],
    ['temperature', 5.2, 5],
    ['resemblance', 1.66, 1.65],
    ['seed', 41.5, 42],
    ['cfg_weight', Number.NaN, 0.5],
  ] as const)('snap %s %s to %s', (name, value, expected) => {
    expect(snapSliderValue(name, value)).toBe(expected);
  });

  it('shows Tonality and Resemblance for a pro voice in its reference language', () => {
    expect(visibleSpeechSliders(proVoice, 'fr')).toEqual(['seed', 'resemblance']);
  });

  it('shows the emotion sliders for a pro voice in another language', () => {
    expect(visibleSpeechSliders(proVoice, 'en')).toEqual(['exaggeration', 'temperature', 'cfg_weight']);
  });

  it('shows the emotion sliders for other voices and before a voice is chosen', () => {
    expect(visibleSpeechSliders({ clone_type: 'quick', reference_language: 'en' }, 'en')).toEqual([
      'exaggeration',
      'temperature',
      'cfg_weight',
    ]);
    expect(visibleSpeechSliders(null, 'en')).toEqual(['exaggeration', 'temperature', 'cfg_weight']);
  });
});

describe('saved settings', () => {
  it.each([null, 'text', 42, [], { text: 3, sliders: 'loud', styleChoice: 'shouting', language: '' }])(
    'fall back to the defaults for %o',
    (saved) => {
      expect(restoreSpeechSettings(saved)).toEqual(defaultSpeechSettings);
    },
  );

  it('keep valid fields and drop unknown styles from the categorized clips', () => {
    expect(
      restoreSpeechSettings({
        text: 'Hi',
        selectedVoiceId: 'voice-1',
        categorizedClips: { fastest: 'clip-1', loudest: 'clip-2', slowest: '' },
        sliders: { seed: 500 },
      }),
    ).toEqual({
      ...defaultSpeechSettings,
      text: 'Hi',
      selectedVoiceId: 'voice-1',
      categorizedClips: { fastest: 'clip-1' },
      sliders: { ...defaultSpeechSettings.sliders, seed: 500 },
    });
  });
});

describe('voices', () => {
  it.each([
    ['quick', 'quick'],
    ['pro', 'pro'],
    ['finetuned', 'finetuned'],
    ['full_training', 'finetuned'],
  ])('badge a %s clone as %s', (cloneType, badge) => {
    expect(voiceTypeOf({ clone_type: cloneType })).toBe(badge);
  });

  it('prompt for setup only for a ready, uncategorized voice', () => {
    expect(needsVoiceSetup({ status: 'ready', categorization_completed: false })).toBe(true);
    expect(needsVoiceSetup({ status: 'ready', categorization_completed: true })).toBe(false);
    expect(needsVoiceSetup({ status: 'training', categorization_completed: false })).toBe(false);
  });

  it('keep the chosen voice when still offered', () => {
    const offered = [{ id: 'a' }, { id: 'b' }] as SpeechVoiceModel[];
    expect(chooseVoiceId(offered, 'b')).toBe('b');
    expect(chooseVoiceId(offered, 'gone')).toBe('a');
    expect(chooseVoiceId([], 'b')).toBeNull();
  });
});

describe('the generate request', () => {
  it.each([
    ['no', 'Maya', 'finetuned'],
    ['no', 'Maya base', 'chatterbox_base'],
    ['no', 'BASE model', 'chatterbox_base'],
    ['en', 'Maya', 'chatterbox_base'],
  ])('in %s with model %s uses %s', (language, name, type) => {
    expect(speechModelType(language, name)).toBe(type);
  });

  it('refuses to build without a validated voice', () => {
    const context = {
      voices: [],
      selectedVoiceId: null,
      text: 'Hi',
      language: 'en',
      sliders: defaultSpeechSettings.sliders,
      referenceClipId: null,
    };
    expect(validateSpeechGeneration(context)).toBe('Please choose a voice.');
    expect(() => buildSpeechRequest(context)).toThrow();
  });
});

describe('pending generation', () => {
  it('is stored as pending with its timestamp and read back while fresh', () => {
    const pending = pendingGenerationOf(speechWalkPendingGeneration.request, 1000);
    expect(pending).toEqual({
      request: speechWalkPendingGeneration.request,
      timestamp: 1000,
      status: 'pending',
    });
    expect(resumableRequest(pending, 1000 + 4 * 60_000)).toEqual(speechWalkPendingGeneration.request);
    expect(resumableRequest(pending, 1000 + 5 * 60_000)).toBeNull();
    expect(resumableRequest(JSON.parse(JSON.stringify(pending)), 2000)).toEqual(pending.request);
  });
});
