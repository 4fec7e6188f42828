// Result-producing jobs shown in the library (part 1 §3 "Video job", part 2 §3 "Job"): lip-sync and localization.
import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/**
 * pending and processing are re-fetched; completed, failed and canceled are final. Only a localization is ever
 * canceled (ours, issue 25: the creator stopped it; the unspent credits came back).
 */
export const videoJobStatuses = ['pending', 'processing', 'completed', 'failed', 'canceled'] as const;
export const videoJobStatusSchema = z.enum(videoJobStatuses);
export type VideoJobStatus = z.infer<typeof videoJobStatusSchema>;

export const videoJobTypes = ['lipsync', 'localization'] as const;
export type VideoJobType = (typeof videoJobTypes)[number];

/** Fields common to both job lists; `job_type` is added on the client when the two lists are merged. */
export const videoJobBaseSchema = z.object({
  id: idSchema,
  status: videoJobStatusSchema,
  /** Server-side location of the result, null until completed. The client plays it via the stream URL builders. */
  result_video_path: z.string().nullable(),
  created_at: timestampSchema,
  /** Not shown in the spec; ours says why a job failed. */
  error_message: z.string().nullable().optional(),
});
export type VideoJobBase = z.infer<typeof videoJobBaseSchema>;

/** A library entry after the client has tagged it with its type. */
export type LibraryJob = VideoJobBase & { job_type: VideoJobType };

/** True while the library must keep re-fetching the job (every 5 s). */
export function isActiveVideoJob(job: { status: VideoJobStatus }): boolean {
  return job.status === 'pending' || job.status === 'processing';
}
