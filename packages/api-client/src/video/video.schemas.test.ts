// Video schemas (part 2): uploads and lip-sync requests from the timeline.
import { describe, expect, it } from 'vitest';
import {
  lipsyncJobSchema,
  lipsyncRequestSchema,
  uploadedVideos,
  videoSchema,
  videoUploadResponseSchema,
  type Video,
} from './video.schemas';

const clip = {
  type: 'tts',
  url: '/api/audio/a1',
  name: 'Speech 1',
  duration: 2.5,
  startTime: 0,
  originalStartOffset: 0,
  originalDuration: 2.5,
} as const;

describe('videos and lip-sync', () => {
  it('lip-sync needs at least one clip, defaults useCodeformer to true and drops clip ids', () => {
    expect(
      lipsyncRequestSchema.safeParse({ videoId: 'v1', timelineClips: [] }).error?.issues[0]?.message,
    ).toBe('Please add audio clips to the timeline first.');
    const parsed = lipsyncRequestSchema.parse({ videoId: 'v1', timelineClips: [{ ...clip, id: 'x' }] });
    expect(parsed.useCodeformer).toBe(true);
    expect(parsed.timelineClips[0]).not.toHaveProperty('id');
    expect(
      lipsyncRequestSchema.safeParse({ videoId: 'v1', timelineClips: [{ ...clip, startTime: -1 }] }).success,
    ).toBe(false);
  });

  it('reads an upload answer as videos[] or video', () => {
    const video: Video = {
      id: 'v1',
      upload_method: 'upload',
      status: 'processing',
      original_filename: 'a.mp4',
      duration: null,
      created_at: 'now',
    };
    expect(uploadedVideos(videoUploadResponseSchema.parse({ success: true, video }))).toEqual([video]);
    expect(
      uploadedVideos(videoUploadResponseSchema.parse({ success: true, videos: [video, video] })),
    ).toHaveLength(2);
    expect(videoUploadResponseSchema.safeParse({ success: true }).success).toBe(false);
  });

  it('reads a video’s face check: one of the verdicts, null when not checked, or absent', () => {
    const video: Video = {
      id: 'v1',
      upload_method: 'upload',
      status: 'ready',
      original_filename: 'a.mp4',
      duration: 8,
      created_at: 'now',
    };
    for (const face_check of ['ready', 'no_face', 'several_faces', 'face_too_small', null] as const) {
      expect(videoSchema.parse({ ...video, face_check }).face_check).toBe(face_check);
    }
    expect(videoSchema.parse(video).face_check).toBeUndefined();
    expect(videoSchema.safeParse({ ...video, face_check: 'blurry' }).success).toBe(false);
  });

  it('reads a lip-sync job’s progress percentage, face note and poster, all optional', () => {
    const job = {
      id: 'j1',
      status: 'processing',
      result_video_path: null,
      created_at: 'now',
      video_id: 'v1',
    } as const;
    expect(lipsyncJobSchema.parse(job)).toEqual(job);
    const full = {
      ...job,
      progress_percent: 42,
      face_note: 'The lips could not follow: no single face was found in this video.',
      poster_url: '/api/videos/v1/poster?token=t',
    };
    expect(lipsyncJobSchema.parse(full)).toEqual(full);
    expect(lipsyncJobSchema.parse({ ...job, face_note: null, poster_url: null })).toMatchObject({
      face_note: null,
      poster_url: null,
    });
    for (const progress_percent of [-1, 101, 12.5]) {
      expect(lipsyncJobSchema.safeParse({ ...job, progress_percent }).success, String(progress_percent)).toBe(
        false,
      );
    }
  });
});
