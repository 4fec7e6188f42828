// Video calls of part 2 §7: list, upload, record, processing status, and lip-sync jobs from the timeline.
import { z } from 'zod';
import { idSchema, timestampSchema } from '../shared/common';
import { videoJobBaseSchema } from '../shared/jobs';
import { lipsyncTimelineClipSchema } from '../shared/timeline';

/** 'lipsync' videos are hidden from the /video library. */
export const uploadMethods = ['upload', 'record', 'lipsync'] as const;
export const uploadMethodSchema = z.enum(uploadMethods);
export type UploadMethod = z.infer<typeof uploadMethodSchema>;

/** 'ready'/'completed' mean success and 'failed'/'error' failure (§4); ours uses processing, ready and failed. */
export const videoStatuses = ['uploaded', 'processing', 'ready', 'completed', 'failed', 'error'] as const;
export const videoStatusSchema = z.enum(videoStatuses);
export type VideoStatus = z.infer<typeof videoStatusSchema>;

/**
 * Ours: whether a video shows one face big enough for the lips to be animated, checked when processing ends:
 * 'ready', or why not ('no_face', 'several_faces', 'face_too_small').
 */
export const faceChecks = ['ready', 'no_face', 'several_faces', 'face_too_small'] as const;
export const faceCheckSchema = z.enum(faceChecks);
export type FaceCheck = z.infer<typeof faceCheckSchema>;

/**
 * Ours (issue 23): how the video's face compares with the creator's passed consent recordings: 'matches',
 * 'differs', or 'no_consent_face' (no consent recorded with a camera yet). Lip-sync starts only on a match.
 */
export const consentFaces = ['matches', 'differs', 'no_consent_face'] as const;
export const consentFaceSchema = z.enum(consentFaces);
export type ConsentFace = z.infer<typeof consentFaceSchema>;

export const videoSchema = z.object({
  id: idSchema,
  upload_method: uploadMethodSchema,
  status: videoStatusSchema,
  /** Not shown in the spec. */
  original_filename: z.string(),
  /** Seconds; null until probed. Not shown in the spec. */
  duration: z.number().nonnegative().nullable(),
  created_at: timestampSchema,
  /** Ours: the picture's size in pixels once processed. */
  width: z.number().int().positive().nullable().optional(),
  height: z.number().int().positive().nullable().optional(),
  /** Ours: bytes of the playable file once processed (of the upload before). */
  size_bytes: z.number().int().nonnegative().nullable().optional(),
  /** Ours: why processing failed. */
  error_message: z.string().nullable().optional(),
  /** Ours: a media link (GET /api/videos/{id}/stream with its own token) for <video src>; once ready. */
  stream_url: z.string().nullable().optional(),
  /** Ours: a media link to the poster frame (GET /api/videos/{id}/poster) for <video poster>; once ready. */
  poster_url: z.string().nullable().optional(),
  /** Ours: the face check once processed; null when not checked (videos from before the check, or it failed). */
  face_check: faceCheckSchema.nullable().optional(),
  /** Ours: the consent face check; null when no single face is seen in the video (nothing to compare). */
  consent_face: consentFaceSchema.nullable().optional(),
});
export type Video = z.infer<typeof videoSchema>;

export function isVideoReady(video: { status: VideoStatus }): boolean {
  return video.status === 'ready' || video.status === 'completed';
}
export function isVideoFailed(video: { status: VideoStatus }): boolean {
  return video.status === 'failed' || video.status === 'error';
}

/** GET /api/videos */
export const videosResponseSchema = z.object({ videos: z.array(videoSchema) });
export type VideosResponse = z.infer<typeof videosResponseSchema>;

/** POST /api/videos/upload (repeated `video` files): "videos[] or video{id}" — ours always sends videos[]. */
export const videoUploadResponseSchema = z
  .object({
    success: z.literal(true),
    videos: z.array(videoSchema).optional(),
    video: videoSchema.optional(),
  })
  .refine((r) => r.videos !== undefined || r.video !== undefined, 'The uploaded videos are missing.');
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;

/** The uploaded videos, whichever form the answer took. */
export function uploadedVideos(response: { videos?: Video[]; video?: Video }): Video[] {
  return response.videos ?? (response.video ? [response.video] : []);
}

/**
 * POST /api/videos/record — ours (issue 26): the optional multipart text field `name`, the name the recording is
 * listed under ('Recording Nov 27, 2026, 14:05', made where the creator's clock is); without it, the file's name.
 */
export const videoRecordFieldsSchema = z.object({ name: z.string().trim().min(1).max(100).optional() });
export type VideoRecordFields = z.input<typeof videoRecordFieldsSchema>;

/** POST /api/videos/record: one `video` file named recording_{timestamp}.mp4 or .webm. */
export const videoRecordResponseSchema = z.object({ success: z.literal(true), video: videoSchema });
export type VideoRecordResponse = z.infer<typeof videoRecordResponseSchema>;

/** The file name the recorder gives its upload. */
export function recordingFileName(timestamp: number, extension: 'mp4' | 'webm'): string {
  return `recording_${timestamp}.${extension}`;
}

/** GET /api/videos/{id}/status */
export const videoStatusResponseSchema = z.object({
  id: idSchema,
  status: videoStatusSchema,
  /** Ours: why processing failed. */
  error_message: z.string().nullable().optional(),
  /** Ours: seconds, once processed. */
  duration: z.number().nonnegative().nullable().optional(),
});
export type VideoStatusResponse = z.infer<typeof videoStatusResponseSchema>;

/**
 * POST /api/videos/lipsync-timeline. `useCodeformer` is always true in the product. `mixedAudioUrl` is ours:
 * the server path of the timeline mixed by the client (uploaded with POST /api/audio/upload); when absent the
 * server mixes the clips itself.
 */
export const lipsyncRequestSchema = z.object({
  videoId: idSchema,
  timelineClips: z
    .array(lipsyncTimelineClipSchema)
    .min(1, 'Please add audio clips to the timeline first.')
    .max(500),
  useCodeformer: z.boolean().default(true),
  mixedAudioUrl: z.string().min(1).max(2000).optional(),
});
export type LipsyncRequest = z.input<typeof lipsyncRequestSchema>;

export const lipsyncJobSchema = videoJobBaseSchema.extend({
  /** The video the job lip-syncs; null once the creator deleted it (ours, issue 26). Not shown in the spec. */
  video_id: idSchema.nullable(),
  /** Ours (issue 26): the creator's name for the result; null or absent: titled by video_name and script_start. */
  title: z.string().nullable().optional(),
  /** Ours: how far the job is, 0–100 (100 once completed). */
  progress_percent: z.number().int().min(0).max(100).optional(),
  /**
   * Ours: for the creator, why the lips could not follow (no single usable face in the video: the result is the
   * video fitted to the audio, its mouth not moved); null when they did, or not known yet.
   */
  face_note: z.string().nullable().optional(),
  /**
   * Ours: a media link to a poster frame for the card (GET /api/videos/{id}/poster with its own token): the
   * result's once completed, the source video's before; null when there is none.
   */
  poster_url: z.string().nullable().optional(),
  /** Ours (issue 25): the lip-synced video's name, for the card's title. Optional so older answers parse. */
  video_name: z.string().optional(),
  /** Ours (issue 25): the first words of the takes' script (empty when no take has text), for the card's title. */
  script_start: z.string().optional(),
  /**
   * Ours (issue 25): a media link to the result's subtitles (GET /api/videos/lipsync/{id}/subtitles; add
   * format=srt|vtt); null until completed.
   */
  subtitles_url: z.string().nullable().optional(),
});
export type LipsyncJob = z.infer<typeof lipsyncJobSchema>;

/** The spec reads only `success`; ours also returns the new job. */
export const lipsyncResponseSchema = z.object({ success: z.literal(true), job: lipsyncJobSchema });
export type LipsyncResponse = z.infer<typeof lipsyncResponseSchema>;

/** GET /api/videos/lipsync */
export const lipsyncJobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(lipsyncJobSchema),
});
export type LipsyncJobsResponse = z.infer<typeof lipsyncJobsResponseSchema>;

/** Ours (issue 25): GET /api/videos/lipsync/{id}/subtitles?format=srt|vtt (a media link's `token` may come along). */
export const lipsyncSubtitlesQuerySchema = z.object({
  token: z.string().min(1).max(4096).optional(),
  format: z.enum(['srt', 'vtt']),
});
