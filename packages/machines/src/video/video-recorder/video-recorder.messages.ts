// Texts of the Record Video tab (spec part 2 §8), word for word, plus ours where the spec has none
// (the camera refused); processing's texts are shared with the upload tab.
import { videoProcessingMessages } from '../../shared/video-processing';

export const videoRecorderMessages = {
  saved: 'Recording saved successfully!',
  saveFailed: 'Failed to save recording',
  /** Ours: the spec names no text for a refused camera; worded like its microphone texts. */
  cameraDenied: 'Camera access denied. Please allow the camera in your browser and try again.',
  ...videoProcessingMessages,
} as const;
