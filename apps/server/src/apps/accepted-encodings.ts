// Which pre-compressed copy of a built file (.br, .gz written by scripts/precompress.mjs) a request's
// Accept-Encoding allows, most preferred first: q-values respected, q=0 refuses, `*` stands for any
// encoding not named, brotli before gzip when equally welcome.

export type PrecompressedEncoding = 'br' | 'gzip';

/** The file name suffix of each encoding's copy. */
export const precompressedSuffix: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

const preference: readonly PrecompressedEncoding[] = ['br', 'gzip'];

function quality(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim().toLowerCase());
    if (name !== 'q' || value === undefined) continue;
    const q = Number(value);
    return Number.isFinite(q) ? Math.min(1, Math.max(0, q)) : 0;
  }
  return 1;
}

export function acceptedEncodings(header: string | string[] | undefined): PrecompressedEncoding[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const qualities = new Map<string, number>();
  for (const item of text.split(',')) {
    const [coding, ...parameters] = item.split(';');
    const name = coding?.trim().toLowerCase();
    if (!name) continue;
    // x-gzip is gzip's old name (RFC 9110 §8.4.1.3).
    qualities.set(name === 'x-gzip' ? 'gzip' : name, quality(parameters));
  }
  const wildcard = qualities.get('*') ?? 0;
  return preference
    .map((encoding) => ({ encoding, q: qualities.get(encoding) ?? wildcard }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ encoding }) => encoding);
}
