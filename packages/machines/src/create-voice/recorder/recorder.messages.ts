// Texts of the audio recorder (spec part 2 §5 and §8), word for word. The length texts are built
// from the limits so that '{n} minutes/seconds' matches the spec's wording for every preset.
import { durationInWords } from '../../shared/duration-text';

export const recorderMessages = {
  /** Quick clone (§5). */
  failedToStart: 'Failed to start recording. Please check microphone permissions.',
  /** Emotion samples (§5). */
  accessDeniedTryAgain: 'Microphone access denied. Please check permissions and try again.',
  /** Pro clone and full training recordings (§8). */
  accessDenied: 'Microphone access denied. Please check permissions.',
  /** 'Recording too short. Please record for at least 2 minutes.' / '… 5 seconds.' */
  tooShort: (minSeconds: number) =>
    `Recording too short. Please record for at least ${durationInWords(minSeconds)}.`,
  /** 'Recording too long. Please keep recordings under 30 seconds.' */
  tooLong: (maxSeconds: number) =>
    `Recording too long. Please keep recordings under ${durationInWords(maxSeconds)}.`,
} as const;
