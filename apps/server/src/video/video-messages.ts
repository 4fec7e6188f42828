// Every text the video calls and the video-processing job send to users: spec part 2 §5 words where the spec has
// them, ours otherwise.
import { VIDEO_MAX_FILE_BYTES } from '@twin/api-client';
import { videoRefusalMessages } from '../media/upload-refusals';

/** A user's videos waiting for or in processing at most (the queue works one video at a time for everyone). */
export const MAX_QUEUED_VIDEOS_PER_USER = 3;

export const videoMessages = {
  notVideo: videoRefusalMessages.notVideo,
  // Ours, in the manner of the timeline's audio upload.
  tooLarge: `File too large. Maximum size is ${VIDEO_MAX_FILE_BYTES / (1024 * 1024)}MB.`,
  missing: 'Please select a video file.',
  unreadable: videoRefusalMessages.unreadable,
  tooLong: videoRefusalMessages.tooLong,
  recordingName: 'A recording must be named recording_{timestamp}.mp4 or recording_{timestamp}.webm.',
  notFound: 'Video not found.',
  notReady: 'This video is still being processed. Please try again in a moment.',
  failed: 'Video processing failed. Please try again.',
  interrupted: 'Video processing was interrupted (the server stopped). Please upload the video again.',
  truncated: 'This video is incomplete (the file ends early). Please upload the whole file.',
  tookTooLong: 'Video processing took too long and was stopped. Please try a shorter video.',
  // Also for one upload of more files than that: it is refused whole, so the words fit both.
  tooManyQueued:
    `At most ${MAX_QUEUED_VIDEOS_PER_USER} of your videos can be waiting or processing at once. ` +
    'Please wait until one is ready, then upload the next.',
} as const;
