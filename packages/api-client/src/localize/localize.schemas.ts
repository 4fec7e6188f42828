// Localization calls of part 1 §7: transcribe an uploaded video, create a localization job, poll it, list jobs.
import { z } from 'zod';
import { idSchema } from '../shared/common';
import { videoJobBaseSchema } from '../shared/jobs';
import { LOCALIZATION_SOURCE_LANGUAGE, localizationLanguageCodeSchema } from '../shared/languages';
import { TRANSCRIPTION_TEXT_MAX_LENGTH } from '../shared/limits';

/** The source language is 'auto' in the product; a concrete localization code is also accepted. */
export const sourceLanguageSchema = z.union([
  z.literal(LOCALIZATION_SOURCE_LANGUAGE),
  localizationLanguageCodeSchema,
]);

/** POST /api/localization/transcribe — multipart text fields; the video goes in the file field `file`. */
export const transcribeFieldsSchema = z.object({
  source_language: sourceLanguageSchema.default(LOCALIZATION_SOURCE_LANGUAGE),
});
export type TranscribeFields = z.input<typeof transcribeFieldsSchema>;

/** Ours (issue 25): one stretch of speech the transcription heard, seconds from the video's start. */
export const transcriptSegmentSchema = z.object({
  start: z.number().finite().nonnegative(),
  end: z.number().finite().nonnegative(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/**
 * The spec reads "text or transcription". Ours sends both, plus `video_file`: a server-issued reference to the
 * uploaded video (not shown in the spec; client file names are never used as server paths) that the client sends
 * back as `video_file` when creating the job.
 */
export const transcribeResponseSchema = z
  .object({
    text: z.string().optional(),
    transcription: z.string().optional(),
    video_file: z.string(),
    /** Ours (issue 25): the text cut at pauses, in order; optional so older answers parse. */
    segments: z.array(transcriptSegmentSchema).optional(),
  })
  .refine((r) => r.text !== undefined || r.transcription !== undefined, 'The transcription is missing.');
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** The transcribed text, whichever field carries it. */
export function transcriptionText(response: { text?: string; transcription?: string }): string {
  return response.text ?? response.transcription ?? '';
}

/** Ours (issue 25): how many timed rows a job or a review takes, and the longest text of one row. */
export const LOCALIZATION_SEGMENTS_MAX = 1_000;
export const LOCALIZATION_SEGMENT_TEXT_MAX_LENGTH = 2_000;

const segmentTextSchema = z
  .string()
  .trim()
  .min(1, 'A sentence is empty.')
  .max(LOCALIZATION_SEGMENT_TEXT_MAX_LENGTH, 'A sentence is too long.');

/**
 * Ours (issue 25): a row the creator edited on Edit & Localize — its stretch of the source video and its text, and,
 * after "Review translation", the translation to speak as it is (no second translation).
 */
export const editedSegmentSchema = z.object({
  start: z.number().finite().nonnegative(),
  end: z.number().finite().nonnegative(),
  text: segmentTextSchema,
  translation: segmentTextSchema.optional(),
});
export type EditedSegment = z.infer<typeof editedSegmentSchema>;

/**
 * The rows in order and not overlapping, each ending after it starts (the server also checks they lie inside the
 * video), either all translated or none.
 */
const editedSegmentsSchema = z
  .array(editedSegmentSchema)
  .min(1, 'There are no sentences.')
  .max(LOCALIZATION_SEGMENTS_MAX, 'There are too many sentences.')
  .superRefine((segments, ctx) => {
    segments.forEach((segment, index) => {
      const previous = segments[index - 1];
      if (segment.end <= segment.start || (previous && segment.start < previous.end - 0.001)) {
        ctx.addIssue({ code: 'custom', message: 'The sentences must be in order and not overlap.' });
      }
    });
    const translated = segments.filter((segment) => segment.translation !== undefined).length;
    if (translated !== 0 && translated !== segments.length) {
      ctx.addIssue({ code: 'custom', message: 'Every sentence needs its translation.' });
    }
  });

/**
 * POST /api/localization/localize-job. Localizing needs non-empty transcription text (§5). Ours (issue 25): the
 * optional `segments` are the rows as the creator edited them; the job keeps their timing (and speaks their
 * translations when they carry them). Without them the server times `source_text` itself, as before.
 */
export const localizeJobRequestSchema = z.object({
  video_file: z.string().trim().min(1).max(300),
  source_language: sourceLanguageSchema,
  target_language: localizationLanguageCodeSchema,
  source_text: z.string().trim().min(1, 'The transcription is empty.').max(TRANSCRIPTION_TEXT_MAX_LENGTH),
  segments: editedSegmentsSchema.optional(),
});
export type LocalizeJobRequest = z.input<typeof localizeJobRequestSchema>;
export const localizeJobResponseSchema = z.object({ jobId: idSchema });
export type LocalizeJobResponse = z.infer<typeof localizeJobResponseSchema>;

/**
 * Ours (issue 25): POST /api/localization/translate-segments — "Review translation": each row of a transcribed video
 * translated (counted against the hourly translation allowance), to be edited and sent back with the job.
 */
export const translateSegmentsRequestSchema = z.object({
  video_file: z.string().trim().min(1).max(300),
  source_language: sourceLanguageSchema,
  target_language: localizationLanguageCodeSchema,
  segments: editedSegmentsSchema,
});
export type TranslateSegmentsRequest = z.input<typeof translateSegmentsRequestSchema>;
/** One translation per row, in the rows' order. */
export const translateSegmentsResponseSchema = z.object({ translations: z.array(z.string()) });
export type TranslateSegmentsResponse = z.infer<typeof translateSegmentsResponseSchema>;

/** A localization job: the library fields plus progress text and what the download name needs. */
export const localizationJobSchema = videoJobBaseSchema.extend({
  /** Human-readable progress, null when there is none ('Processing...' is shown then). */
  progress: z.string().nullable(),
  error_message: z.string().nullable(),
  source_language: z.string(),
  target_language: z.string(),
  /** The uploaded video's original file name, for `localized_{originalname}_{language}.mp4`. Not shown in the spec. */
  original_filename: z.string(),
  /** Ours (issue 26): the creator's name for the result; null or absent: titled by the video and the language. */
  title: z.string().nullable().optional(),
  /**
   * Ours (issue 25): a media link to the job's subtitles (GET /api/localization/jobs/{jobId}/subtitles; add
   * format=srt|vtt and track=original|translated); null until completed. Optional so older answers parse.
   */
  subtitles_url: z.string().nullable().optional(),
  /** Ours (issue 25): how much of the job is done, 0–100, beside the progress text. Optional so older answers parse. */
  progress_percent: z.number().int().min(0).max(100).optional(),
  /**
   * Ours (issue 25): about how many seconds the job still needs, from the work done so far and its pace; null until
   * that can be told (and once the job ended).
   */
  seconds_left: z.number().int().nonnegative().nullable().optional(),
});
export type LocalizationJob = z.infer<typeof localizationJobSchema>;

export const jobIdParamSchema = z.object({ jobId: idSchema });
export type JobIdParam = z.infer<typeof jobIdParamSchema>;

/** GET /api/localization/jobs/{jobId}: "job with status, progress, error_message" — ours wraps it as `job`. */
export const localizationJobResponseSchema = z.object({
  success: z.literal(true),
  job: localizationJobSchema,
});
export type LocalizationJobResponse = z.infer<typeof localizationJobResponseSchema>;

/**
 * Ours (issue 25): POST /api/localization/jobs/{jobId}/cancel — the job as it ended ('canceled') and the credits that
 * came back (those reserved for the part not yet done).
 */
export const cancelLocalizationJobResponseSchema = localizationJobResponseSchema.extend({
  refunded_credits: z.number().int().nonnegative(),
});
export type CancelLocalizationJobResponse = z.infer<typeof cancelLocalizationJobResponseSchema>;

/** GET /api/localization/jobs. The library treats a failure as an empty list. */
export const localizationJobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(localizationJobSchema),
});
export type LocalizationJobsResponse = z.infer<typeof localizationJobsResponseSchema>;

/** Ours (issue 25): which subtitles, in which format (a media link's `token` may come along). */
export const subtitleFormats = ['srt', 'vtt'] as const;
export type SubtitleFormat = (typeof subtitleFormats)[number];
export const subtitleTracks = ['original', 'translated'] as const;
export type SubtitleTrack = (typeof subtitleTracks)[number];
export const localizationSubtitlesQuerySchema = z.object({
  token: z.string().min(1).max(4096).optional(),
  format: z.enum(subtitleFormats),
  track: z.enum(subtitleTracks).default('translated'),
});
export type LocalizationSubtitlesQuery = z.input<typeof localizationSubtitlesQuerySchema>;
