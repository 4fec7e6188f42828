// The three-letter ISO 639-2 code an MP4's audio or subtitle track is tagged with (players show it in their audio and
// subtitle menus), from the two-letter code of a localization language. MP4 stores only three-letter codes.
import type { LocalizationLanguageCode } from '@twin/api-client';

const iso639_2: Record<LocalizationLanguageCode, string> = {
  ar: 'ara',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  es: 'spa',
  fi: 'fin',
  fr: 'fra',
  he: 'heb',
  hi: 'hin',
  it: 'ita',
  ja: 'jpn',
  ko: 'kor',
  ms: 'msa',
  nl: 'nld',
  no: 'nor',
  pl: 'pol',
  pt: 'por',
  ru: 'rus',
  sv: 'swe',
  zh: 'zho',
};

/** 'es' → 'spa'; 'und' (undetermined) for a code outside the localization list. */
export function containerLanguageTag(code: string): string {
  return (iso639_2 as Record<string, string>)[code] ?? 'und';
}
