// The credit rule: whole seconds rounded up, at least 1, with milliseconds' noise ignored.
import { describe, expect, it } from 'vitest';
import { creditsForSeconds } from './credits';

describe('creditsForSeconds', () => {
  it('rounds whole seconds up, at least 1, ignoring noise below a millisecond', () => {
    expect([0, 0.2, 1, 4.0000001, 4.0006, 7.5, 60].map(creditsForSeconds)).toEqual([1, 1, 1, 4, 5, 8, 60]);
  });
});
