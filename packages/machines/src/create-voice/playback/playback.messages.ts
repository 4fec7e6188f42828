// Texts of audio playback (spec part 2 §8), word for word.
export const playbackMessages = {
  playFailed: 'Failed to play audio recording.',
} as const;
