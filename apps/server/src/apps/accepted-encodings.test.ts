// Accept-Encoding negotiation for pre-compressed copies: preference order, q-values, wildcard, refusals.
import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './accepted-encodings';

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br', ['br']],
    ['gzip', ['gzip']],
    ['GZIP, BR', ['br', 'gzip']],
    ['x-gzip', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['br;q=0, gzip', ['gzip']],
    ['br ; q=0 , gzip ; q=0.1', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*;q=0.5, br;q=0', ['gzip']],
    ['*;q=0', []],
    ['identity', []],
    ['deflate', []],
    ['', []],
    ['br;q=nonsense, gzip', ['gzip']],
  ] as const)('%j → %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });

  it('no header accepts nothing compressed', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('joins a header given more than once', () => {
    expect(acceptedEncodings(['gzip;q=0.5', 'br'])).toEqual(['br', 'gzip']);
  });
});
