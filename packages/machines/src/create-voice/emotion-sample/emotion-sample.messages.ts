// Texts of the emotion sample modal (spec part 2 §8), word for word.
export const emotionSampleMessages = {
  /** '{title} saved successfully!' */
  saved: (title: string) => `${title} saved successfully!`,
  /** 'Failed to save {sample title}. Please try again.' */
  saveFailed: (title: string) => `Failed to save ${title}. Please try again.`,
} as const;
