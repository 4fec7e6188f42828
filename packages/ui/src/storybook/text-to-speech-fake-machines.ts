// The real speechGeneration machine with pretend effects, for flow stories: voices and styles that
// load after a short pause, a "server" that answers Generate with speech-like audio synthesised in
// the browser (named after the script's first words) and Translate with a tagged text. Storage
// actions are left as they are (no-ops): stories keep nothing between runs.
import {
  speechGenerationMachine,
  type GeneratedSpeech,
  type SpeechGenerationRequest,
  type SpeechVoiceModel,
  type TranslatedText,
  type TranslateTextInput,
  type VoiceStyles,
} from '@twin/machines/text-to-speech';
import { fromPromise } from 'xstate';
import {
  storyGeneratedSpeech,
  storySpeechLanguages,
  storyStyles,
  storyVoices,
} from './text-to-speech-fixtures';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first words of a script, as the take's name. */
export function takeNameOf(text: string): string {
  const words = text.trim().split(/\s+/).slice(0, 6).join(' ');
  return words.replace(/[.,;:!?]+$/, '');
}

export interface StorySpeechOptions {
  voices?: readonly SpeechVoiceModel[];
  /** Generate fails with this server message. */
  generateError?: string;
}

export function storySpeechMachine({ voices = storyVoices, generateError }: StorySpeechOptions = {}) {
  return speechGenerationMachine.provide({
    actors: {
      loadVoiceModels: fromPromise<SpeechVoiceModel[], void>(async () => {
        await pause(150);
        return [...voices];
      }),
      loadVoiceStyles: fromPromise<VoiceStyles, { modelId: string }>(async () => {
        await pause(150);
        return storyStyles;
      }),
      generateSpeech: fromPromise<GeneratedSpeech, SpeechGenerationRequest>(async ({ input }) => {
        await pause(400);
        if (generateError) throw Object.assign(new Error(generateError), { serverMessage: generateError });
        const name = takeNameOf(input.text);
        return storyGeneratedSpeech(name, Math.min(8, Math.max(1.5, input.text.length / 14)));
      }),
      translateText: fromPromise<TranslatedText, TranslateTextInput>(async ({ input }) => {
        await pause(300);
        const language = storySpeechLanguages.find((option) => option.code === input.targetLanguage);
        return {
          translatedText: `[${input.targetLanguage}] ${input.text}`,
          targetLanguageName: language?.name ?? input.targetLanguage,
        };
      }),
    },
  });
}
