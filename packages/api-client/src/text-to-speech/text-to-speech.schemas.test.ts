// Text to speech schemas (part 2): generation with the slider ranges, and translation.
import { describe, expect, it } from 'vitest';
import { generateSpeechRequestSchema, speechSliders, translateRequestSchema } from './text-to-speech.schemas';

const generateBase = {
  modelId: 'm1',
  text: 'Hello there',
  exaggeration: speechSliders.exaggeration.default,
  temperature: speechSliders.temperature.default,
  cfg_weight: speechSliders.cfg_weight.default,
  language: 'en',
  model_type: 'chatterbox_base',
} as const;

describe('generate and translate', () => {
  it('a non-pro voice sends a reference clip; a pro voice sends seed and resemblance', () => {
    expect(generateSpeechRequestSchema.safeParse({ ...generateBase, referenceClipId: 'c1' }).success).toBe(
      true,
    );
    expect(
      generateSpeechRequestSchema.safeParse({ ...generateBase, seed: 42, resemblance: 1.8 }).success,
    ).toBe(true);
    const neither = generateSpeechRequestSchema.safeParse({ ...generateBase, seed: 42 });
    expect(neither.error?.issues[0]?.message).toBe('Please select a reference sample.');
  });

  it('keeps sliders inside the spec ranges and text non-empty', () => {
    const valid = { ...generateBase, referenceClipId: 'c1' };
    expect(generateSpeechRequestSchema.safeParse({ ...valid, exaggeration: 2.1 }).success).toBe(false);
    expect(generateSpeechRequestSchema.safeParse({ ...valid, temperature: 0.01 }).success).toBe(false);
    expect(generateSpeechRequestSchema.safeParse({ ...valid, cfg_weight: 1.5 }).success).toBe(false);
    expect(
      generateSpeechRequestSchema.safeParse({
        ...valid,
        referenceClipId: undefined,
        seed: 1001,
        resemblance: 1.8,
      }).success,
    ).toBe(false);
    expect(
      generateSpeechRequestSchema.safeParse({
        ...valid,
        referenceClipId: undefined,
        seed: 42,
        resemblance: 1.5,
      }).success,
    ).toBe(false);
    expect(generateSpeechRequestSchema.safeParse({ ...valid, text: '   ' }).success).toBe(false);
    expect(generateSpeechRequestSchema.safeParse({ ...valid, model_type: 'other' }).success).toBe(false);
  });

  it("translation needs text (the spec's message) and a speech language", () => {
    expect(
      translateRequestSchema.safeParse({ text: ' ', targetLanguage: 'es' }).error?.issues[0]?.message,
    ).toBe('Please enter some text to translate');
    expect(translateRequestSchema.safeParse({ text: 'Hi', targetLanguage: 'sw' }).success).toBe(true);
    expect(translateRequestSchema.safeParse({ text: 'Hi', targetLanguage: 'vi' }).success).toBe(false);
  });
});
