// Texts of the /video page's library (spec part 2 §2, §5, §8), word for word.
import { videoProcessingMessages } from '../../shared/video-processing';

export const videoPageMessages = {
  loadFailed: 'Failed to load videos',
  empty: 'No videos uploaded yet. Upload your first video to get started!',
  authenticationError: videoProcessingMessages.authenticationError,
} as const;
