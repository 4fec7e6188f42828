// The progressive delay of failed sign-ins: free failures, doubling delays up to the ceiling, a success or the
// window's end forgets them.
import { describe, expect, it } from 'vitest';
import { defaultLoginFailureDelay } from '../config';
import { LoginFailureDelay } from './login-failure-delay';

describe('LoginFailureDelay', () => {
  it('answers the first failures at once, then 250 ms doubling up to 4 s (the defaults)', () => {
    const delay = new LoginFailureDelay(defaultLoginFailureDelay);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => delay.delayFor(n))).toEqual([
      0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('waits after the free failures, and forgets them after a success or the window', async () => {
    let now = 0;
    const rule = { freeFailures: 1, firstDelayMs: 200, maxDelayMs: 200, windowMs: 1000 };
    const delay = new LoginFailureDelay(rule, () => now);
    const timed = async (key: string) => {
      const started = performance.now();
      await delay.failed(key);
      return performance.now() - started;
    };
    expect(await timed('a')).toBeLessThan(100);
    expect(await timed('a')).toBeGreaterThanOrEqual(190);
    delay.succeeded('a');
    expect(await timed('a')).toBeLessThan(100);
    now = 5000; // the window has passed
    expect(await timed('a')).toBeLessThan(100);
    expect(await timed('b')).toBeLessThan(100);
  });
});
