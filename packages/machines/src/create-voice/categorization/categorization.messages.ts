// Texts of the categorization flow (spec part 2 §4 Categorization, §8), word for word.
export const categorizationMessages = {
  loadFailed: 'Failed to load reference clips for categorization.',
  declined: 'Categorization cancelled. Voice remains uncategorized.',
  markedCompleted: 'Voice marked as completed successfully!',
  markCompletedFailed: 'Failed to mark voice as completed. Please try again.',
  configured: 'Voice controls configured successfully! Your voice is now ready to use.',
  saveFailed: 'Failed to save voice categorization.',
} as const;
