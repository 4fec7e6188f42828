// The three language lists of the specs and how they differ.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALIZATION_TARGET,
  DEFAULT_SPEECH_LANGUAGE,
  generationLanguageCodeSchema,
  languageName,
  localizationLanguages,
  localizationTargetLanguages,
  referenceLanguageCodes,
  referenceLanguages,
  speechLanguageCodeSchema,
  speechLanguages,
} from './languages';

describe('language lists', () => {
  it('localization: 21 languages, default target es, source auto excludes nothing', () => {
    expect(localizationLanguages).toHaveLength(21);
    expect(DEFAULT_LOCALIZATION_TARGET).toBe('es');
    expect(localizationTargetLanguages()).toHaveLength(21);
    expect(localizationTargetLanguages('en').map((l) => l.code)).not.toContain('en');
  });

  it('speech: 23 languages with Swahili, default en', () => {
    expect(speechLanguages).toHaveLength(23);
    expect(speechLanguageCodeSchema.safeParse('sw').success).toBe(true);
    expect(speechLanguageCodeSchema.safeParse('th').success).toBe(false);
    expect(DEFAULT_SPEECH_LANGUAGE).toBe('en');
  });

  it('reference: the 25 codes of the voice-creation screen, without Swahili', () => {
    expect([...referenceLanguageCodes].sort()).toEqual([
      'ar',
      'da',
      'de',
      'el',
      'en',
      'es',
      'fi',
      'fr',
      'he',
      'hi',
      'it',
      'ja',
      'ko',
      'ms',
      'nl',
      'no',
      'pl',
      'pt',
      'ru',
      'sv',
      'th',
      'tr',
      'uk',
      'vi',
      'zh',
    ]);
  });

  it('every list reads alphabetically by name (issue 26)', () => {
    for (const list of [localizationLanguages, speechLanguages, referenceLanguages]) {
      const names = list.map((language) => language.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
    expect(referenceLanguages.slice(0, 4).map((language) => language.name)).toEqual([
      'Arabic',
      'Chinese',
      'Danish',
      'Dutch',
    ]);
  });

  it('generation accepts both lists and names any code', () => {
    expect(generationLanguageCodeSchema.safeParse('vi').success).toBe(true);
    expect(generationLanguageCodeSchema.safeParse('sw').success).toBe(true);
    expect(generationLanguageCodeSchema.safeParse('xx').success).toBe(false);
    expect(languageName('uk')).toBe('Ukrainian');
    expect(languageName('xx')).toBe('xx');
  });
});
