// The questionnaire's country dial codes (part 1 §3: about 36 entries, US/Canada +1 first and default),
// searchable by country name or code.

export interface CountryDialCode {
  /** The dial code sent in the answers, e.g. '+44'. Unique in the list. */
  code: string;
  country: string;
}

export const countryDialCodes = [
  { code: '+1', country: 'United States / Canada' },
  { code: '+44', country: 'United Kingdom' },
  // Nordic
  { code: '+46', country: 'Sweden' },
  { code: '+47', country: 'Norway' },
  { code: '+45', country: 'Denmark' },
  { code: '+358', country: 'Finland' },
  { code: '+354', country: 'Iceland' },
  // EU
  { code: '+49', country: 'Germany' },
  { code: '+33', country: 'France' },
  { code: '+34', country: 'Spain' },
  { code: '+39', country: 'Italy' },
  { code: '+31', country: 'Netherlands' },
  { code: '+32', country: 'Belgium' },
  { code: '+43', country: 'Austria' },
  { code: '+41', country: 'Switzerland' },
  { code: '+48', country: 'Poland' },
  { code: '+351', country: 'Portugal' },
  { code: '+353', country: 'Ireland' },
  { code: '+30', country: 'Greece' },
  { code: '+420', country: 'Czech Republic' },
  { code: '+372', country: 'Estonia' },
  { code: '+371', country: 'Latvia' },
  { code: '+370', country: 'Lithuania' },
  // Asia-Pacific
  { code: '+61', country: 'Australia' },
  { code: '+64', country: 'New Zealand' },
  { code: '+81', country: 'Japan' },
  { code: '+82', country: 'South Korea' },
  { code: '+86', country: 'China' },
  { code: '+852', country: 'Hong Kong' },
  { code: '+65', country: 'Singapore' },
  { code: '+91', country: 'India' },
  // Latin America
  { code: '+52', country: 'Mexico' },
  { code: '+55', country: 'Brazil' },
  { code: '+54', country: 'Argentina' },
  { code: '+56', country: 'Chile' },
  { code: '+57', country: 'Colombia' },
] as const satisfies readonly CountryDialCode[];

export type DialCode = (typeof countryDialCodes)[number]['code'];
export const dialCodes = countryDialCodes.map((entry) => entry.code) as [DialCode, ...DialCode[]];
export const DEFAULT_DIAL_CODE: DialCode = '+1';

/** Case-insensitive match on the country name or the code ('44', '+44', 'swe' all work). Blank → all. */
export function searchCountryDialCodes(query: string): CountryDialCode[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...countryDialCodes];
  const digits = needle.replace(/^\+/, '');
  return countryDialCodes.filter(
    (entry) =>
      entry.country.toLowerCase().includes(needle) ||
      (digits !== '' && entry.code.slice(1).startsWith(digits)),
  );
}
