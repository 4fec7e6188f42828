// Texts of the pro clone screen (spec part 2 §5, §8), word for word. The upload checks' texts are
// in shared/audio-file.messages.ts; the recorder's in recorder.messages.ts.
export const proCloneMessages = {
  nameRequired: 'Please enter a name for your voice clone.',
  sampleRequired: 'Please record or upload a voice sample first.',
  languageRequired: 'Please select a reference language.',
  saving: 'Saving pro voice clone...',
  saved: 'Pro voice clone saved successfully!',
  saveFailed: 'Failed to save pro voice clone.',
  /** Ours (issue 23), as the server words it. */
  consentRequired: 'Please record your consent before creating a voice.',
} as const;

/** The name field's default, and the name given to a pro clone recording (spec part 2 §3, §9). */
export const proCloneDefaultName = 'Pro Clone';
