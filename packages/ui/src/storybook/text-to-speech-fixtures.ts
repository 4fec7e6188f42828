// Sample data for the speech stories: the 23 speech languages of spec part 2 §3 (the studio passes
// the api-client's `speechLanguages`, which ui may not import), ready voices of each type, their
// styles, and a generated take whose audio is synthesised in the browser (a blob: URL).
import { speechWalkStyles, speechWalkVoices } from '@twin/machines/testing';
import {
  type GeneratedSpeech,
  type SpeechGenerationContext,
  type SpeechVoiceModel,
} from '@twin/machines/text-to-speech';
import { speechLikeAudioUrl } from '@twin/timeline';
import type { SpeechLanguageOption } from '../features/text-to-speech/settings/language-picker';

export const storySpeechLanguages: SpeechLanguageOption[] = [
  { code: 'ar', name: 'Arabic' },
  { code: 'da', name: 'Danish' },
  { code: 'de', name: 'German' },
  { code: 'el', name: 'Greek' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fi', name: 'Finnish' },
  { code: 'fr', name: 'French' },
  { code: 'he', name: 'Hebrew' },
  { code: 'hi', name: 'Hindi' },
  { code: 'it', name: 'Italian' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'ms', name: 'Malay' },
  { code: 'nl', name: 'Dutch' },
  { code: 'no', name: 'Norwegian' },
  { code: 'pl', name: 'Polish' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ru', name: 'Russian' },
  { code: 'sv', name: 'Swedish' },
  { code: 'sw', name: 'Swahili' },
  { code: 'tr', name: 'Turkish' },
  { code: 'zh', name: 'Chinese' },
];

/** The walk's ready voices (pro, quick, one awaiting its setup) and a finetuned one. */
export const storyVoices: SpeechVoiceModel[] = [
  ...speechWalkVoices.filter((voice) => voice.status === 'ready' && voice.id !== 'voice-new'),
  {
    id: 'voice-lecture',
    model_name: 'Lecture Voice',
    status: 'ready',
    clone_type: 'finetuned',
    reference_language: null,
    categorization_completed: true,
  },
  ...speechWalkVoices.filter((voice) => voice.id === 'voice-new'),
];

export const storyStyles = speechWalkStyles;

export const storyScript =
  'Welcome to the course. In this first chapter we will set up the studio, record a short sample and let your digital twin read the script.';

export function storyGeneratedSpeech(name = 'Welcome to the course', seconds = 3.4): GeneratedSpeech {
  const url = speechLikeAudioUrl({ seconds, seed: 7, pitch: 150 });
  return {
    audioUrl: url,
    clip: {
      id: `speech-${name.length}`,
      type: 'tts',
      url,
      name,
      duration: seconds,
      startTime: 0,
      originalStartOffset: 0,
      originalDuration: seconds,
    },
  };
}

/** A loaded page: voices listed, the pro voice chosen, a script typed. */
export const storyLoadedContext: Partial<SpeechGenerationContext> = {
  voices: storyVoices,
  selectedVoiceId: 'voice-pro',
  text: storyScript,
};

/** A loaded page with the quick voice chosen and its styles loaded. */
export const storyQuickVoiceContext: Partial<SpeechGenerationContext> = {
  ...storyLoadedContext,
  selectedVoiceId: 'voice-quick',
  categorizedClips: storyStyles.categorizedClips,
  referenceClipIds: [...storyStyles.referenceClipIds],
  referenceClipId: storyStyles.categorizedClips.fastest ?? null,
};
