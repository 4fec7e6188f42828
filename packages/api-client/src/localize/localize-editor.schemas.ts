// The dubbing editor's calls (ours, issue 25): a finished localization's segments, and one segment spoken again
// with a new translation (a job, polled like the others).
import { z } from 'zod';
import { idSchema } from '../shared/common';

/** Longest translation of one segment, characters. */
export const SEGMENT_TRANSLATION_MAX_LENGTH = 2000;

/** One segment of a finished localization and the timing fit its dub got. */
export const dubSegmentSchema = z.object({
  index: z.number().int().nonnegative(),
  /** The original sentence and where it was said in the uploaded video, seconds. */
  text: z.string(),
  source_start: z.number(),
  source_end: z.number(),
  translation: z.string(),
  /** Where the dub speaks it in the result, seconds. */
  output_start: z.number(),
  output_end: z.number(),
  /** ≥ 1: how much the speech was sped up (1: not at all). */
  tempo: z.number(),
  /** ≥ 1: how much the video under it was slowed (1: not at all). */
  video_stretch: z.number(),
});
export type DubSegment = z.infer<typeof dubSegmentSchema>;

export const regenerationStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export type RegenerationStatus = z.infer<typeof regenerationStatusSchema>;

/** One segment regeneration: its state in words and, when failed, why. */
export const segmentRegenerationSchema = z.object({
  id: idSchema,
  segment_index: z.number().int().nonnegative(),
  status: regenerationStatusSchema,
  progress: z.string(),
  error_message: z.string().nullable(),
});
export type SegmentRegeneration = z.infer<typeof segmentRegenerationSchema>;

/** GET /api/localization/jobs/{jobId}/segments */
export const dubSegmentsResponseSchema = z.object({
  success: z.literal(true),
  segments: z.array(dubSegmentSchema),
  /** The latest regeneration of the job, if any (a running one blocks another). */
  regeneration: segmentRegenerationSchema.nullable(),
});
export type DubSegmentsResponse = z.infer<typeof dubSegmentsResponseSchema>;

export const segmentParamsSchema = z.object({
  jobId: idSchema,
  index: z.coerce.number().int().nonnegative(),
});

/** POST /api/localization/jobs/{jobId}/segments/{index}/regenerate */
export const regenerateSegmentRequestSchema = z.object({
  translation: z.string().trim().min(1).max(SEGMENT_TRANSLATION_MAX_LENGTH),
});
export type RegenerateSegmentRequest = z.infer<typeof regenerateSegmentRequestSchema>;

export const regenerateSegmentResponseSchema = z.object({ regenerationId: idSchema });

export const regenerationParamsSchema = z.object({ jobId: idSchema, regenerationId: idSchema });

/** GET /api/localization/jobs/{jobId}/regenerations/{regenerationId} */
export const segmentRegenerationResponseSchema = z.object({
  success: z.literal(true),
  regeneration: segmentRegenerationSchema,
});
