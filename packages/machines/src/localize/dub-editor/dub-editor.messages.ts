// The dubbing editor's texts (ours, issue 25), for creators.
export const dubEditorMessages = {
  loadFailed: 'The sentences of this video could not be loaded. Please try again.',
  startFailed: 'The sentence could not be sent. Please try again.',
  speaking: 'Speaking the new sentence...',
  regenerated: 'The new sentence is in the video.',
  failed: 'The sentence could not be spoken again. Please try again.',
  /** The fit a segment got, in words. */
  fitAsSpoken: 'Fits as spoken',
  spokenFaster: (tempo: number) => `Spoken ${tempo.toFixed(2)}× faster`,
  videoSlowed: (stretch: number) => `video slowed ${stretch.toFixed(2)}×`,
} as const;
