// A reference language as the voice screens show it: code, name and the country whose flag stands
// beside it. The list itself (spec part 2 §3, 25 languages) is the api-client's `referenceLanguages`;
// the studio passes it in, since ui does not import the api-client.
export interface ReferenceLanguageOption {
  code: string;
  name: string;
  flagCountry: string;
}

export function referenceLanguageOf(
  languages: readonly ReferenceLanguageOption[],
  code: string | null | undefined,
): ReferenceLanguageOption | null {
  return languages.find((language) => language.code === code) ?? null;
}
