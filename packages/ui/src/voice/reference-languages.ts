// The 25 reference languages of the voice-creation screen (spec part 2 §3), in the spec's order,
// each with the country whose flag is shown. The same list as the api-client's
// `referenceLanguages` (ui may not import it; the studio's tests check the two agree).
export interface ReferenceLanguageOption {
  code: string;
  name: string;
  flagCountry: string;
}

export const voiceReferenceLanguages: readonly ReferenceLanguageOption[] = [
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
];

export function referenceLanguageOf(code: string | null | undefined): ReferenceLanguageOption | null {
  return voiceReferenceLanguages.find((language) => language.code === code) ?? null;
}
