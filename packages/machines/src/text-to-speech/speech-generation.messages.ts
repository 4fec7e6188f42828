// Texts of the /text-to-speech page (spec part 2 §2, §5, §7, §8), word for word, and the few the
// spec does not give (marked "ours").
export const speechGenerationMessages = {
  voiceSetupRequired: 'Complete your voice setup to use this model.',
  referenceClipRequired: 'Please select a reference sample.',
  translateTextRequired: 'Please enter some text to translate',
  noVoiceModels: 'No voice models available.',
  noReadyVoiceModels: 'No ready voice models found.',
  voiceModelsLoadFailed: 'Failed to load voice models',
  generateFailed: 'Failed to generate speech',
  resumeFailed: 'Failed to resume generation',
  translateFailed: 'Translation failed',
  generated: 'Speech generated successfully!',
  addedToTimeline: 'Audio added to timeline!',
  /** Ours: the spec only says Generate needs a voice. */
  voiceRequired: 'Please choose a voice.',
  /** Ours (the api-client's generate schema uses the same words): the spec only says the text must not be empty. */
  textRequired: 'Please enter some text.',
} as const;

/** Ours (issue 26): a translation that changed nothing says so instead of reporting a translation. */
export function alreadyInLanguageMessage(languageName: string): string {
  return `The text is already in ${languageName}: nothing to translate.`;
}

/** 'Text translated to {language name}' (§7), the name as the server gives it. */
export function translatedToMessage(languageName: string): string {
  return `Text translated to ${languageName}`;
}
