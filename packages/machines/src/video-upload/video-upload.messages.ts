// Texts of the /video upload tab (spec part 2 §5, §7, §8), word for word; processing's texts are
// shared with the recorder (shared/video-processing.ts).
import { videoProcessingMessages } from '../shared/video-processing';

export const videoUploadMessages = {
  invalidFiles: 'Please select valid video files (MP4, WebM, MOV, AVI)',
  uploaded: (count: number) => `Successfully uploaded ${count} video(s)!`,
  uploadFailed: 'Failed to upload videos',
  ...videoProcessingMessages,
} as const;
