// Texts of the voice training job (spec part 2 §4 Voice job, §8), word for word.
export const voiceJobMessages = {
  statusText: {
    queued: 'Job queued for processing...',
    processing: 'Processing audio...',
    training: 'Training voice model...',
    completed: 'Training completed!',
  },
  completed: 'Training completed! Your voice model is ready.',
  /** 'Training failed: {error_message or Unknown error}' */
  failed: (errorMessage: string | null | undefined) =>
    `Training failed: ${errorMessage && errorMessage.trim() !== '' ? errorMessage : 'Unknown error'}`,
  sessionExpired: 'Session expired. Please refresh the page.',
  authenticationExpired: 'Authentication expired. Please refresh the page.',
} as const;
