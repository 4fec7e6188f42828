// Text to speech calls of part 2 §7: generate speech, play reference clips, translate text, store timeline audio
// (ours); with the slider ranges (§5).
import { z } from 'zod';
import { idSchema } from '../shared/common';
import { generationLanguageCodeSchema, speechLanguageCodeSchema } from '../shared/languages';
import { TTS_TEXT_MAX_LENGTH } from '../shared/limits';
import type { SliderRange } from '../shared/slider-range';
import { timelineClipSchema } from '../shared/timeline';

/** The speech page's sliders (part 2 §5), keyed by the request field each one sets. */
export const speechSliders = {
  /** Emotion Intensity */
  exaggeration: { min: 0.25, max: 2.0, step: 0.05, default: 0.5 },
  /** Creativity */
  temperature: { min: 0.05, max: 5.0, step: 0.05, default: 0.8 },
  /** Guidance Strength */
  cfg_weight: { min: 0, max: 1.0, step: 0.05, default: 0.5 },
  /** Tonality (pro voices) */
  seed: { min: 0, max: 1000, step: 1, default: 42 },
  /** Resemblance (pro voices) */
  resemblance: { min: 1.6, max: 2.0, step: 0.05, default: 1.8 },
  /** Timeline volume; not sent to the server. */
  volume: { min: 0, max: 1, step: 0.01, default: null },
} as const satisfies Record<string, SliderRange>;

/** Slider names as the page shows them (§5), for readable range errors. */
const sliderLabels: Record<keyof typeof speechSliders, string> = {
  exaggeration: 'Emotion Intensity',
  temperature: 'Creativity',
  cfg_weight: 'Guidance Strength',
  seed: 'Tonality',
  resemblance: 'Resemblance',
  volume: 'Volume',
};

const inRange = (field: keyof typeof speechSliders) => {
  const range: SliderRange = speechSliders[field];
  const message = `${sliderLabels[field]} must be between ${range.min} and ${range.max}.`;
  return z.number().min(range.min, message).max(range.max, message);
};

/** The text limit's message (the limit itself is TTS_TEXT_MAX_LENGTH, shared/limits.ts). */
export const textTooLongMessage = `The text is too long. Please keep it under ${TTS_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`;

export const modelTypes = ['finetuned', 'chatterbox_base'] as const;
export const modelTypeSchema = z.enum(modelTypes);
export type ModelType = z.infer<typeof modelTypeSchema>;

/**
 * POST /api/tts/generate. Non-pro voices send referenceClipId; pro voices send seed and resemblance.
 * (Which of the two a voice needs is known from its clone_type; the server checks it again.)
 */
export const generateSpeechRequestSchema = z
  .object({
    modelId: idSchema,
    text: z.string().trim().min(1, 'Please enter some text.').max(TTS_TEXT_MAX_LENGTH, textTooLongMessage),
    exaggeration: inRange('exaggeration'),
    temperature: inRange('temperature'),
    cfg_weight: inRange('cfg_weight'),
    language: generationLanguageCodeSchema,
    model_type: modelTypeSchema,
    referenceClipId: idSchema.optional(),
    seed: inRange('seed').int().optional(),
    resemblance: inRange('resemblance').optional(),
  })
  .refine((r) => r.referenceClipId !== undefined || (r.seed !== undefined && r.resemblance !== undefined), {
    message: 'Please select a reference sample.',
    path: ['referenceClipId'],
  });
export type GenerateSpeechRequest = z.input<typeof generateSpeechRequestSchema>;

/**
 * The generated audio as a clip the page can put on its timeline (the spec shows "clip" without fields; ours
 * is the timeline clip of type 'tts' placed at 0). `audioUrl` is a media link that plays it for a few hours (the
 * path with a token for it alone); the clip's `url` is the bare path, fetched with the bearer header.
 */
export const generateSpeechResponseSchema = z.object({
  success: z.literal(true),
  audioUrl: z.string(),
  clip: timelineClipSchema,
});
export type GenerateSpeechResponse = z.infer<typeof generateSpeechResponseSchema>;

/** GET /api/tts/reference-clips/{clipId}/audio?model_name=…&token=… — audio for playback. */
export const clipIdParamSchema = z.object({ clipId: idSchema });
export type ClipIdParam = z.infer<typeof clipIdParamSchema>;
export const referenceClipAudioQuerySchema = z.object({
  model_name: z.string().min(1).max(100),
  token: z.string().min(1).max(4096).optional(),
});
export type ReferenceClipAudioQuery = z.infer<typeof referenceClipAudioQuerySchema>;

/**
 * POST /api/translate/translate. The spec sends no source language; `sourceLanguage` is ours and optional (the
 * embedded translator then assumes English, a LibreTranslate server detects it).
 */
export const translateRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please enter some text to translate')
    .max(TTS_TEXT_MAX_LENGTH, textTooLongMessage),
  targetLanguage: speechLanguageCodeSchema,
  sourceLanguage: speechLanguageCodeSchema.optional(),
});
export type TranslateRequest = z.input<typeof translateRequestSchema>;
export const translateResponseSchema = z.object({
  success: z.literal(true),
  translatedText: z.string(),
  targetLanguageName: z.string(),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

/**
 * POST /api/audio/upload (ours, not in the spec): the timeline's Upload Audio stores the file on the server so
 * that uploaded clips, like generated ones, have a URL the lip-sync job can read. Multipart field `audio`.
 */
export const audioUploadResponseSchema = z.object({ success: z.literal(true), clip: timelineClipSchema });
export type AudioUploadResponse = z.infer<typeof audioUploadResponseSchema>;

/**
 * GET /api/tts/engine (ours): which engine speaks, for the label by the voice picker — e.g. 'Embedded synthetic
 * voice (not a clone)' or 'Chatterbox at studio-gpu.local'. `clones_voice` is true only for engines that reproduce
 * the speaker's own voice from the reference audio.
 */
export const speechEngineResponseSchema = z.object({
  engine: z.string(),
  label: z.string(),
  clones_voice: z.boolean(),
});
export type SpeechEngineResponse = z.infer<typeof speechEngineResponseSchema>;

/**
 * POST /api/audio/watermark-check (ours): whether the file carries Twin Studio's watermark — yes or no only (the
 * clip and its owner are for the admin's `watermark:check`).
 */
export const watermarkCheckResponseSchema = z.object({ watermarked: z.boolean() });
export type WatermarkCheckResponse = z.infer<typeof watermarkCheckResponseSchema>;
