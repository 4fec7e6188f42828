// Chooses the translation engine from the configuration: LibreTranslate over HTTP when MT_URL is set, otherwise
// the embedded apertium engine.
import { ApertiumTranslationEngine } from './apertium-engine';
import { LibreTranslateEngine } from './libretranslate-engine';
import type { TranslationEngine } from './translation-engine';

export interface TranslationSettings {
  /** MT_URL: a LibreTranslate server. */
  mtUrl?: string;
  /** MT_API_KEY: its api_key, when it wants one. */
  mtApiKey?: string;
  /** APERTIUM_DATADIR: where the embedded engine finds apertium's modes/. */
  apertiumDataDir?: string;
}

export function createTranslationEngine(
  settings: TranslationSettings = {},
  tmpDir?: string,
): TranslationEngine {
  if (settings.mtUrl) return new LibreTranslateEngine({ url: settings.mtUrl, apiKey: settings.mtApiKey });
  return new ApertiumTranslationEngine({ tmpDir, dataDir: settings.apertiumDataDir });
}

export type { TranslationEngine } from './translation-engine';
export { TranslationFailedError, UnsupportedTranslationError } from './translation-engine';
export { HourlyQuota, TranslationQuotaError, translationQuotaMessage } from './hourly-quota';
