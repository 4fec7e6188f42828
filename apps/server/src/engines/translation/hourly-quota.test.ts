// The hourly translation allowance: spending within it, the refusal past it (spending nothing), the window's reset,
// and a failed translation giving its characters back.
import { describe, expect, it } from 'vitest';
import { HourlyQuota, TranslationQuotaError } from './hourly-quota';

describe('HourlyQuota', () => {
  it('spends within the hour, refuses past it with the minutes left, and starts again after the hour', () => {
    let now = 0;
    const quota = new HourlyQuota(10, () => now);
    quota.spend('a', 6);
    expect(() => quota.spend('a', 5)).toThrow(TranslationQuotaError);
    quota.spend('a', 4);
    quota.spend('b', 10);
    now = 59 * 60_000;
    try {
      quota.spend('a', 1);
      expect.unreachable();
    } catch (error) {
      expect((error as TranslationQuotaError).retryAfterSeconds).toBe(60);
    }
    now = 60 * 60_000;
    quota.spend('a', 10);
  });

  it('gives the characters back when the translation fails, and keeps them when it succeeds', async () => {
    const quota = new HourlyQuota(10, () => 0);
    await expect(
      quota.spendWhile('a', 8, () => Promise.reject(new Error('translator down'))),
    ).rejects.toThrow('translator down');
    await expect(quota.spendWhile('a', 8, () => Promise.resolve('hola'))).resolves.toBe('hola');
    expect(() => quota.spend('a', 3)).toThrow(TranslationQuotaError);
    quota.spend('a', 2);
  });
});
