// Speech-test calls of part 1 §7, sent to the speech-test service ({speech_test_base}) without authorization.
// The service answers `success` plus `error` on failure (VibeVoice style) rather than `{ message }`.
import { z } from 'zod';
import { idSchema } from '../shared/common';
import { TTS_TEXT_MAX_LENGTH } from '../shared/limits';
import type { SliderRange } from '../shared/slider-range';

/** The sliders of part 1 §5, keyed by the submit field each one sets. Seed -1 means random. */
export const speechTestSliders = {
  cfg_scale: { min: 1.0, max: 2.0, step: 0.1, default: 1.3 },
  inference_steps: { min: 5, max: 50, step: 1, default: 20 },
  seed: { min: -1, max: 1000, step: 1, default: 42 },
  speed: { min: 0.5, max: 2.0, step: 0.1, default: 1.0 },
} as const satisfies Record<string, SliderRange>;

const inRange = (range: SliderRange) => z.number().min(range.min).max(range.max);

/** GET {base}/health */
export const speechTestHealthResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});
export type SpeechTestHealthResponse = z.infer<typeof speechTestHealthResponseSchema>;

/** POST {base}/upload-reference — multipart, file field `audio` (audio files only). */
export const speechTestUploadResponseSchema = z.object({
  success: z.boolean(),
  /** The stored reference, sent back as `ref_url` on submit. */
  url: z.string().optional(),
  error: z.string().optional(),
});
export type SpeechTestUploadResponse = z.infer<typeof speechTestUploadResponseSchema>;

/** POST {base}/submit */
export const speechTestSubmitRequestSchema = z.object({
  text: z.string().trim().min(1, 'Please enter some text.').max(TTS_TEXT_MAX_LENGTH),
  ref_url: z.string().min(1, 'Please upload or record audio first').max(2000),
  cfg_scale: inRange(speechTestSliders.cfg_scale),
  inference_steps: inRange(speechTestSliders.inference_steps).int(),
  seed: inRange(speechTestSliders.seed).int(),
  speed: inRange(speechTestSliders.speed),
});
export type SpeechTestSubmitRequest = z.input<typeof speechTestSubmitRequestSchema>;
export const speechTestSubmitResponseSchema = z.object({
  success: z.boolean(),
  job_id: idSchema.optional(),
  error: z.string().optional(),
});
export type SpeechTestSubmitResponse = z.infer<typeof speechTestSubmitResponseSchema>;

/** queued (progress 30%) → processing (70%) → completed, failed or timeout. */
export const speechTestJobStatuses = ['queued', 'processing', 'completed', 'failed', 'timeout'] as const;
export const speechTestJobStatusSchema = z.enum(speechTestJobStatuses);
export type SpeechTestJobStatus = z.infer<typeof speechTestJobStatusSchema>;

export function isFinalSpeechTestStatus(status: SpeechTestJobStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'timeout';
}

export const speechTestResultSchema = z.object({
  /** '/api/download/<file>' as the service names it; see `speechTestDownloadUrl`. */
  download_url: z.string(),
  /** Seconds. */
  duration: z.number(),
  sample_rate: z.number(),
  /** Seconds. */
  generation_time: z.number(),
  file_size_bytes: z.number(),
  audio_file: z.string(),
});
export type SpeechTestResult = z.infer<typeof speechTestResultSchema>;

export const speechTestJobSchema = z.object({
  status: speechTestJobStatusSchema,
  error: z.string().nullable().optional(),
  result: speechTestResultSchema.nullable().optional(),
});
export type SpeechTestJob = z.infer<typeof speechTestJobSchema>;

export const speechTestJobIdParamSchema = z.object({ job_id: idSchema });
export type SpeechTestJobIdParam = z.infer<typeof speechTestJobIdParamSchema>;

/** GET {base}/status/{job_id} */
export const speechTestStatusResponseSchema = z.object({
  success: z.boolean(),
  job: speechTestJobSchema.optional(),
  error: z.string().optional(),
});
export type SpeechTestStatusResponse = z.infer<typeof speechTestStatusResponseSchema>;

/** GET {base}/download/{filename}: the generated audio (the path derived from result.download_url). */
export const speechTestDownloadParamSchema = z.object({ filename: z.string().min(1).max(300) });
