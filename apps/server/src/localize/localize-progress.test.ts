// The numbers beside a localization job's text: the speaking stage's percentages, the time left from the work done
// and its pace (none before it can be told), and the tokens a cancel gives back (the part not yet done).
import { describe, expect, it } from 'vitest';
import { localizeProgressStages, secondsLeftOf, speakingPercent, unspentTokens } from './localize-progress';

describe('speakingPercent', () => {
  it('runs from the speaking stage to the timing stage as sentences are spoken', () => {
    expect(speakingPercent(0, 4)).toBe(localizeProgressStages.speaking);
    expect(speakingPercent(2, 4)).toBe(46);
    expect(speakingPercent(4, 4)).toBe(localizeProgressStages.timing);
    expect(speakingPercent(0, 0)).toBe(localizeProgressStages.speaking);
  });
});

describe('secondsLeftOf', () => {
  const startedAt = new Date(1_000_000);
  it('scales the time the part done took to the part left', () => {
    // 25 % in 30 s: 75 % needs about 90 s more.
    expect(secondsLeftOf({ status: 'processing', progressPercent: 25, startedAt }, 1_030_000)).toBe(90);
  });
  it('tells nothing before the pace is known, nor for a job not running', () => {
    expect(secondsLeftOf({ status: 'processing', progressPercent: 5, startedAt }, 1_030_000)).toBeNull();
    expect(secondsLeftOf({ status: 'processing', progressPercent: 50, startedAt }, 1_002_000)).toBeNull();
    expect(secondsLeftOf({ status: 'pending', progressPercent: 50, startedAt }, 1_030_000)).toBeNull();
    expect(secondsLeftOf({ status: 'canceled', progressPercent: 50, startedAt }, 1_030_000)).toBeNull();
    expect(secondsLeftOf({ status: 'processing', progressPercent: 50, startedAt: null })).toBeNull();
  });
});

describe('unspentTokens', () => {
  it('gives back what was reserved for the part not done, rounded up', () => {
    expect(unspentTokens({ status: 'processing', reservedTokens: 17, progressPercent: 40 })).toBe(11);
    expect(unspentTokens({ status: 'processing', reservedTokens: 17, progressPercent: 0 })).toBe(17);
    expect(unspentTokens({ status: 'processing', reservedTokens: 17, progressPercent: 100 })).toBe(0);
  });
  it('gives everything back for a job still waiting', () => {
    expect(unspentTokens({ status: 'pending', reservedTokens: 17, progressPercent: 30 })).toBe(17);
  });
});
