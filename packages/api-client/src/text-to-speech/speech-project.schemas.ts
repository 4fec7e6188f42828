// The speech page kept on the account (issue 26): its project (script, voice, settings, timeline) saved with a
// version so two tabs never overwrite each other silently, and the takes (every generated speech, newest first).
import { z } from 'zod';
import { idSchema, timestampSchema } from '../shared/common';
import { TTS_TEXT_MAX_LENGTH } from '../shared/limits';
import { timelineClipSchema } from '../shared/timeline';

/** The most clips a saved timeline holds, and the most bytes a saved project's JSON may take. */
export const PROJECT_MAX_CLIPS = 500;
export const PROJECT_MAX_BYTES = 256 * 1024;

export const speechProjectMessages = {
  conflict:
    'This project was changed in another tab or browser. Please reload the page to see the latest version.',
  tooLarge: 'This project is too large to save.',
  takeNotFound: 'Take not found.',
} as const;

const shortText = z.string().max(100);

/**
 * The speech settings as the page keeps them. The server stores them as sent; the page restores them field by
 * field, and every id in them is checked against the caller's own voices and clips when it is used.
 */
export const speechProjectSettingsSchema = z.object({
  // A script may pass the generation limit while it is written; Generate refuses it then, the save does not.
  text: z.string().max(2 * TTS_TEXT_MAX_LENGTH),
  selectedVoiceId: shortText.nullable(),
  language: z.string().max(20),
  sliders: z.record(z.string().max(40), z.number().finite()),
  styleChoice: z.string().max(40),
  referenceClipId: shortText.nullable(),
  categorizedClips: z.record(z.string().max(40), shortText),
});
export type SpeechProjectSettings = z.infer<typeof speechProjectSettingsSchema>;

export const speechProjectDataSchema = z.object({
  settings: speechProjectSettingsSchema,
  timelineClips: z.array(timelineClipSchema).max(PROJECT_MAX_CLIPS),
  selectedVideoId: shortText.nullable(),
});
export type SpeechProjectData = z.infer<typeof speechProjectDataSchema>;

/** GET /api/speech/project: version 0 and data null before the first save. */
export const speechProjectResponseSchema = z.object({
  version: z.number().int().nonnegative(),
  data: speechProjectDataSchema.nullable(),
  updated_at: timestampSchema.nullable(),
});
export type SpeechProjectResponse = z.infer<typeof speechProjectResponseSchema>;

/**
 * PUT /api/speech/project with the version the page last read or saved. Answers the new version; an older version
 * is refused (409, the conflict message) with the saved project beside the message.
 */
export const saveSpeechProjectRequestSchema = z.object({
  version: z.number().int().nonnegative(),
  data: speechProjectDataSchema,
});
export type SaveSpeechProjectRequest = z.input<typeof saveSpeechProjectRequestSchema>;
export const saveSpeechProjectResponseSchema = z.object({
  version: z.number().int().positive(),
  updated_at: timestampSchema,
});
export type SaveSpeechProjectResponse = z.infer<typeof saveSpeechProjectResponseSchema>;

/** One generated take: what was said, in which voice and settings, how long, when, and where it plays. */
export const speechTakeSchema = z.object({
  id: idSchema,
  text: z.string(),
  language: z.string(),
  voice_id: idSchema.nullable(),
  /** null once the voice was deleted. */
  voice_name: z.string().nullable(),
  settings: z.object({
    exaggeration: z.number().nullable(),
    temperature: z.number().nullable(),
    cfg_weight: z.number().nullable(),
  }),
  duration_seconds: z.number().nonnegative(),
  created_at: timestampSchema,
  /** A media link that plays the take for a few hours. */
  audio_url: z.string(),
  /** The take as a timeline clip (its url the bare path, fetched with the bearer header). */
  clip: timelineClipSchema,
});
export type SpeechTake = z.infer<typeof speechTakeSchema>;

export const speechTakesResponseSchema = z.object({ takes: z.array(speechTakeSchema) });
export type SpeechTakesResponse = z.infer<typeof speechTakesResponseSchema>;
