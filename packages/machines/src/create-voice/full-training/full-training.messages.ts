// Texts of the Full Voice Training screen (spec part 2 §5, §8, §9), word for word.
import { durationInWords } from '../../shared/duration-text';

export const fullTrainingMessages = {
  /** 'Please upload at least {minimum} of audio.' with the minimum in words ('30 minutes'). */
  notEnoughAudio: (minimumSeconds: number) =>
    `Please upload at least ${durationInWords(minimumSeconds)} of audio.`,
  /**
   * The spec requires a model name but gives no text for it; we reuse its text for the clone
   * names rather than invent one (the button is disabled anyway while the name is empty).
   */
  modelNameRequired: 'Please enter a name for your voice clone.',
  starting: 'Starting voice training...',
  started: 'Training started! This will take several minutes...',
  startFailed: 'Failed to start voice training.',
  /** A dropped file that is not WAV, MP3, M4A or MP4 (the pro clone's text for the same fault). */
  notAudio: 'Please select an audio file.',
  unreadable: 'Could not read audio file. Please try a different file.',
} as const;

/** Quality labels of spec part 2 §9, from the lowest threshold up. */
export const trainingQualityLevels = [
  { fromSeconds: 0, label: 'More audio needed' },
  { fromSeconds: 1800, label: 'Will sound fine' },
  { fromSeconds: 3600, label: 'Will sound like you' },
  { fromSeconds: 7200, label: 'Will sound the best' },
] as const;

export type TrainingQualityLabel = (typeof trainingQualityLevels)[number]['label'];
