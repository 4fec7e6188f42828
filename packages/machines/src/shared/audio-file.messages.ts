// Texts of the upload checks of spec part 2 §5, word for word.
export const audioFileMessages = {
  notAudio: 'Please select an audio file.',
  proTooLarge: 'File too large. Maximum size is 200MB.',
  proTooShort: 'Audio too short. Please upload at least 2 minutes of audio.',
  unreadable: 'Could not read audio file. Please try a different file.',
  quickTooLarge: 'File size must be under 50MB.',
  quickTooShort: 'Audio file must be at least 5 seconds long.',
  quickTooLong: 'Audio file must be under 30 seconds long.',
} as const;
