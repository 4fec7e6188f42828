// espeak-ng voice names for the product's language codes (spec part 2 §3: 23 speech languages plus th, uk, vi).
export const espeakVoiceByLanguage: Readonly<Record<string, string>> = {
  ar: 'ar',
  da: 'da',
  de: 'de',
  el: 'el',
  en: 'en-us',
  es: 'es',
  fi: 'fi',
  fr: 'fr-fr',
  he: 'he',
  hi: 'hi',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  ms: 'ms',
  nl: 'nl',
  no: 'nb',
  pl: 'pl',
  pt: 'pt',
  ru: 'ru',
  sv: 'sv',
  sw: 'sw',
  th: 'th',
  tr: 'tr',
  uk: 'uk',
  vi: 'vi',
  zh: 'cmn',
};

/**
 * Calibration text: numbers, which espeak-ng reads as words of each language, so one text gives natural speech in
 * every voice (Latin prose read by the Chinese or Arabic voice would be spelled out). No punctuation: pauses at
 * commas would make the measured rate slower than running prose (without them, en-us at 175 wpm measures like prose).
 */
export const calibrationText = '1234 5678 91 23 456 789 2024 1999 17 38 64 305 812 47';
