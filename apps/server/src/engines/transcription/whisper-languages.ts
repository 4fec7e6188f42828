// The language names Whisper servers answer with: OpenAI's API says `"language": "english"`, speaches and
// faster-whisper servers say `"en"`. Both become our ISO 639-1 codes ('yue' and 'haw' have no two-letter code).
const whisperLanguages =
  'english:en chinese:zh german:de spanish:es russian:ru korean:ko french:fr japanese:ja portuguese:pt ' +
  'turkish:tr polish:pl catalan:ca dutch:nl arabic:ar swedish:sv italian:it indonesian:id hindi:hi finnish:fi ' +
  'vietnamese:vi hebrew:he ukrainian:uk greek:el malay:ms czech:cs romanian:ro danish:da hungarian:hu tamil:ta ' +
  'norwegian:no thai:th urdu:ur croatian:hr bulgarian:bg lithuanian:lt latin:la maori:mi malayalam:ml welsh:cy ' +
  'slovak:sk telugu:te persian:fa latvian:lv bengali:bn serbian:sr azerbaijani:az slovenian:sl kannada:kn ' +
  'estonian:et macedonian:mk breton:br basque:eu icelandic:is armenian:hy nepali:ne mongolian:mn bosnian:bs ' +
  'kazakh:kk albanian:sq swahili:sw galician:gl marathi:mr punjabi:pa sinhala:si khmer:km shona:sn yoruba:yo ' +
  'somali:so afrikaans:af occitan:oc georgian:ka belarusian:be tajik:tg sindhi:sd gujarati:gu amharic:am ' +
  'yiddish:yi lao:lo uzbek:uz faroese:fo haitian_creole:ht pashto:ps turkmen:tk nynorsk:nn maltese:mt ' +
  'sanskrit:sa luxembourgish:lb myanmar:my tibetan:bo tagalog:tl malagasy:mg assamese:as tatar:tt ' +
  'hawaiian:haw lingala:ln hausa:ha bashkir:ba javanese:jv sundanese:su cantonese:yue';

const codeByName = new Map(
  whisperLanguages.split(' ').map((pair) => {
    const [name, code] = pair.split(':') as [string, string];
    return [name.replace('_', ' '), code];
  }),
);
const knownCodes = new Set(codeByName.values());
/** Older names and codes some servers still use. */
const aliases: Readonly<Record<string, string>> = { iw: 'he', jw: 'jv', nb: 'no', castilian: 'es' };

/** 'English', 'english' or 'en' → 'en'; null when it is neither a Whisper language name nor code. */
export function languageCodeOf(answer: string): string | null {
  const value = answer.trim().toLowerCase();
  if (knownCodes.has(value)) return value;
  return codeByName.get(value) ?? aliases[value] ?? null;
}
