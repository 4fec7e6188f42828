// The language lists of both specs: localization (part 1 §3), speech (23, part 2 §3) and pro-clone reference
// languages (25 codes, part 2 §3). The lists differ on purpose; each call validates against its own list. Each is
// sorted by its English name (issue 26), so every picker reads alphabetically ('Chinese' no longer last).
import { z } from 'zod';

export interface Language<Code extends string = string> {
  code: Code;
  name: string;
}

/** Every language name the specs use, by code: the lists below pick from it. */
const languageNames = {
  ar: 'Arabic',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  en: 'English',
  es: 'Spanish',
  fi: 'Finnish',
  fr: 'French',
  he: 'Hebrew',
  hi: 'Hindi',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  ms: 'Malay',
  nl: 'Dutch',
  no: 'Norwegian',
  pl: 'Polish',
  pt: 'Portuguese',
  ru: 'Russian',
  sv: 'Swedish',
  zh: 'Chinese',
  sw: 'Swahili',
  tr: 'Turkish',
  th: 'Thai',
  uk: 'Ukrainian',
  vi: 'Vietnamese',
} as const;
type NamedCode = keyof typeof languageNames;

/** A copy of `languages` in the order of their English names. */
function byName<const L extends Language>(languages: readonly L[]): L[] {
  return [...languages].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

function languagesOf<const Code extends NamedCode>(codes: readonly Code[]) {
  return byName(codes.map((code) => ({ code, name: languageNames[code] })));
}

/** Part 1 §3's languages, by name. The source language is fixed to 'auto'; the default target is es. */
export const localizationLanguages = languagesOf([
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
  'zh',
] as const);
export type LocalizationLanguageCode = (typeof localizationLanguages)[number]['code'];
export const localizationLanguageCodes = localizationLanguages.map((l) => l.code) as [
  LocalizationLanguageCode,
  ...LocalizationLanguageCode[],
];
export const localizationLanguageCodeSchema = z.enum(localizationLanguageCodes);

export const LOCALIZATION_SOURCE_LANGUAGE = 'auto';
export const DEFAULT_LOCALIZATION_TARGET: LocalizationLanguageCode = 'es';

/** The target picker's list: every localization language except the source (none while the source is 'auto'). */
export function localizationTargetLanguages(sourceLanguage: string = LOCALIZATION_SOURCE_LANGUAGE) {
  return localizationLanguages.filter((language) => language.code !== sourceLanguage);
}

/** Part 2 §3: the 23 speech languages of the text-to-speech page (default en). Swahili is only here. */
export const speechLanguages = languagesOf([
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
  'sw',
  'tr',
  'zh',
] as const);
export type SpeechLanguageCode = (typeof speechLanguages)[number]['code'];
export const speechLanguageCodes = speechLanguages.map((l) => l.code) as [
  SpeechLanguageCode,
  ...SpeechLanguageCode[],
];
export const speechLanguageCodeSchema = z.enum(speechLanguageCodes);
export const DEFAULT_SPEECH_LANGUAGE: SpeechLanguageCode = 'en';

/**
 * Part 2 §3: the 25 reference-language codes of the voice-creation screen (Thai, Ukrainian and Vietnamese only
 * here). `flagCountry` is the ISO 3166 country whose flag the screen shows (our choice; the spec only says
 * "flag images").
 */
export const referenceLanguages = byName([
  { code: 'ar', name: 'Arabic', flagCountry: 'sa' },
  { code: 'da', name: 'Danish', flagCountry: 'dk' },
  { code: 'de', name: 'German', flagCountry: 'de' },
  { code: 'el', name: 'Greek', flagCountry: 'gr' },
  { code: 'en', name: 'English', flagCountry: 'gb' },
  { code: 'es', name: 'Spanish', flagCountry: 'es' },
  { code: 'fi', name: 'Finnish', flagCountry: 'fi' },
  { code: 'fr', name: 'French', flagCountry: 'fr' },
  { code: 'he', name: 'Hebrew', flagCountry: 'il' },
  { code: 'hi', name: 'Hindi', flagCountry: 'in' },
  { code: 'it', name: 'Italian', flagCountry: 'it' },
  { code: 'ja', name: 'Japanese', flagCountry: 'jp' },
  { code: 'ko', name: 'Korean', flagCountry: 'kr' },
  { code: 'ms', name: 'Malay', flagCountry: 'my' },
  { code: 'nl', name: 'Dutch', flagCountry: 'nl' },
  { code: 'no', name: 'Norwegian', flagCountry: 'no' },
  { code: 'pl', name: 'Polish', flagCountry: 'pl' },
  { code: 'pt', name: 'Portuguese', flagCountry: 'pt' },
  { code: 'ru', name: 'Russian', flagCountry: 'ru' },
  { code: 'sv', name: 'Swedish', flagCountry: 'se' },
  { code: 'th', name: 'Thai', flagCountry: 'th' },
  { code: 'tr', name: 'Turkish', flagCountry: 'tr' },
  { code: 'uk', name: 'Ukrainian', flagCountry: 'ua' },
  { code: 'vi', name: 'Vietnamese', flagCountry: 'vn' },
  { code: 'zh', name: 'Chinese', flagCountry: 'cn' },
] as const satisfies readonly (Language & { flagCountry: string })[]);
export type ReferenceLanguageCode = (typeof referenceLanguages)[number]['code'];
export const referenceLanguageCodes = referenceLanguages.map((l) => l.code) as [
  ReferenceLanguageCode,
  ...ReferenceLanguageCode[],
];
export const referenceLanguageCodeSchema = z.enum(referenceLanguageCodes);

/**
 * Speech generation accepts any speech language or reference language: a pro voice may be generated in its own
 * reference language even when the speech dropdown does not list it (th, uk, vi).
 */
export const generationLanguageCodes = [
  ...new Set<string>([...speechLanguageCodes, ...referenceLanguageCodes]),
] as [SpeechLanguageCode | ReferenceLanguageCode, ...(SpeechLanguageCode | ReferenceLanguageCode)[]];
export const generationLanguageCodeSchema = z.enum(generationLanguageCodes);

/** The English name of any code of the three lists, or the code itself when unknown. */
export function languageName(code: string): string {
  const all: readonly Language[] = [...speechLanguages, ...referenceLanguages, ...localizationLanguages];
  return all.find((language) => language.code === code)?.name ?? code;
}
