// Texts of the speech test page (spec part 1 §4, §5, §8), word for word; the two the spec does not
// word (blank text, the download hint's full sentence) are ours and short.
import { recorderMessages } from '../create-voice/recorder/recorder.messages';

export const speechTestMessages = {
  /** 'VibeVoice API is unavailable: ' followed by the service's error. */
  unavailable: (error: string) => `VibeVoice API is unavailable: ${error}`,
  /** The health check failed without saying why. */
  unknownError: 'Unknown error',
  notAudio: 'Please select an audio file',
  /** The service answered the upload without success and without its own error. */
  uploadRefused: 'Failed to upload audio file',
  /** The upload got no answer. */
  uploadFailed: 'Upload failed',
  microphoneFailed: recorderMessages.failedToStart,
  /** Ours: the spec requires text without wording the message. */
  textRequired: 'Please enter some text.',
  referenceRequired: 'Please upload or record audio first',
  submitFailed: 'Failed to submit job',
  statusFailed: 'Failed to get status',
  jobFailed: 'Job failed',
  pollingFailed: 'Polling failed',
  /** The spec: a download failure alert suggests right-click 'Save audio as...'. */
  downloadFailed: "Download failed. Right-click the audio player and choose 'Save audio as...' instead.",
} as const;
