// Texts of the quick clone screen (spec part 2 §5, §8), word for word. The upload checks' texts
// are in shared/audio-file.messages.ts; the recorder's in recorder.messages.ts.
export const quickCloneMessages = {
  nameRequired: 'Please enter a name for your voice clone.',
  sampleRequired: 'Please record a voice sample first.',
  saving: 'Saving quick voice clone...',
  saved: 'Quick voice clone saved successfully!',
  saveFailed: 'Failed to save quick voice clone.',
} as const;

/** The name given to a quick clone recording in the upload (ours; the spec names none). */
export const quickCloneRecordingName = 'Quick Clone';
