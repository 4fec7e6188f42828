// Texts of the video upload (spec part 2 §5, §7, §8), word for word: the /video page's and the
// speech page's video picker's refusals; processing's texts are shared with the recorder
// (shared/video-processing.ts).
import { videoProcessingMessages } from '../../shared/video-processing';

export const videoUploadMessages = {
  invalidFiles: 'Please select valid video files (MP4, WebM, MOV, AVI)',
  /** The speech page's video picker accepts any video/ type. */
  notAVideo: 'Please select a video file.',
  uploaded: (count: number) => `Successfully uploaded ${count} video(s)!`,
  uploadFailed: 'Failed to upload videos',
  ...videoProcessingMessages,
} as const;
