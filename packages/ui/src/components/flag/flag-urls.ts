// The flag images shipped with the app (25 SVGs from the MIT-licensed flag-icons set, see
// LICENSE-flag-icons.txt), keyed by ISO 3166 country code. Bundled by Vite: no CDN at run time.
const flagUrlsByPath = import.meta.glob<string>('./*.svg', { eager: true, query: '?url', import: 'default' });

/** The URL of a shipped flag ('gb' → '/assets/studio/gb-….svg'), or null when none is shipped. */
export function flagUrl(countryCode: string): string | null {
  return flagUrlsByPath[`./${countryCode.toLowerCase()}.svg`] ?? null;
}

/** Every country whose flag is shipped, sorted. */
export function shippedFlagCountries(): string[] {
  return Object.keys(flagUrlsByPath)
    .map((path) => path.replace(/^\.\/(.+)\.svg$/, '$1'))
    .sort();
}
