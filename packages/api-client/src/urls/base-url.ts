// Joining a base ('' for same origin, or 'http://host:port', with or without a trailing slash) with paths and
// query parameters, and where the speech-test service lives by default.

/** Where the speech-test service lives when the app is not told otherwise: our server mounts it here. */
export const DEFAULT_SPEECH_TEST_PATH = '/api/speech-test';

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Appends the defined values to the URL's query (keeps any query it already has). */
export function appendQuery(url: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const encoded = search.toString();
  if (encoded === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${encoded}`;
}
