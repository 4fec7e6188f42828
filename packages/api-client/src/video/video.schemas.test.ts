// Video schemas (part 2): uploads and lip-sync requests from the timeline.
import { describe, expect, it } from 'vitest';
import { lipsyncRequestSchema, uploadedVideos, videoUploadResponseSchema, type Video } from './video.schemas';

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
});
