// Checks, when a job is created, that the configured engines can serve its languages, so a job never fails late for
// it: the speech engine must speak the target (else 400, in plain words), and the translator must translate the pair
// (the embedded apertium's installed pairs are looked up; another engine is asked to translate the first words,
// and refuses a pair it cannot serve, in plain words).
import { HttpError } from '../http/http-error';
import { ESPEAK_ENGINE_ID } from '../engines/speech/espeak-engine';
import type { SpeechEngine } from '../engines/speech/speech-engine';
import { ApertiumTranslationEngine, unsupportedPairMessage } from '../engines/translation/apertium-engine';
import {
  TranslationFailedError,
  UnsupportedTranslationError,
  type TranslationEngine,
} from '../engines/translation/translation-engine';
import { speechLanguageMessage } from './localize-messages';

const PROBE_TIMEOUT_MS = 20_000;

export async function checkEnginesServe(
  engines: { speech: SpeechEngine; translation: TranslationEngine },
  languages: { source: string; target: string },
  sampleText: string,
): Promise<void> {
  const { speech, translation } = engines;
  const { source, target } = languages;
  if (!speech.capabilities.languages.includes(target)) {
    throw new HttpError(400, speechLanguageMessage(target, speech.id === ESPEAK_ENGINE_ID));
  }
  if (translation instanceof ApertiumTranslationEngine) {
    if (!translation.chainFor(source, target))
      throw new HttpError(400, unsupportedPairMessage(source, target));
    return;
  }
  try {
    await translation.translate({
      text: sampleText.slice(0, 100),
      source,
      target,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof UnsupportedTranslationError) throw new HttpError(400, error.message);
    if (error instanceof TranslationFailedError)
      throw new HttpError(error.status === 429 ? 429 : 503, error.message);
    throw error;
  }
}
