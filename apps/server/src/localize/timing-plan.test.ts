// The timing strategy as a pure function: speech that fits starts at its original start untouched; speech up to
// 1.2× too long is sped up just enough; beyond, it is sped up 1.2× and the video under it slowed, pushing what
// follows later by exactly that much; a sentence past the video's end holds the last frame.
import { describe, expect, it } from 'vitest';
import { MAX_TEMPO, planTiming } from './timing-plan';

describe('planTiming', () => {
  it('places speech that fits at the original starts, at its own speed, the video untouched', () => {
    const plan = planTiming(
      [
        { start: 0.5, speechSeconds: 2 },
        { start: 4, speechSeconds: 1.5 },
      ],
      8,
    );
    expect(plan.sentences.map((s) => [s.outputStart, s.tempo, s.videoStretch])).toEqual([
      [0.5, 1, 1],
      [4, 1, 1],
    ]);
    expect(plan.pieces).toEqual([{ start: 0, end: 8, stretch: 1 }]);
    expect(plan.outputSeconds).toBe(8);
  });

  it('speeds up speech a little too long just enough, never past 1.2×', () => {
    const plan = planTiming(
      [
        { start: 0, speechSeconds: 3.1 },
        { start: 3, speechSeconds: 1 },
      ],
      5,
    );
    const first = plan.sentences[0]!;
    expect(first.tempo).toBeGreaterThan(1);
    expect(first.tempo).toBeLessThanOrEqual(MAX_TEMPO);
    expect(first.outputSeconds).toBeLessThan(3);
    expect(first.videoStretch).toBe(1);
    expect(plan.sentences[1]!.outputStart).toBe(3);
    expect(plan.outputSeconds).toBe(5);
  });

  it('slows the video under speech far too long and moves what follows later by as much', () => {
    const plan = planTiming(
      [
        { start: 1, speechSeconds: 6 },
        { start: 3, speechSeconds: 1 },
      ],
      6,
    );
    const [first, second] = plan.sentences as [(typeof plan.sentences)[0], (typeof plan.sentences)[0]];
    expect(first.tempo).toBe(MAX_TEMPO);
    expect(first.outputSeconds).toBeCloseTo(5);
    expect(first.videoStretch).toBeGreaterThan(2.5);
    // The slot 1–3 s now lasts the speech plus a breath: the next sentence starts right after it.
    expect(second.outputStart).toBeCloseTo(1 + 2 * first.videoStretch);
    expect(second.outputStart).toBeGreaterThan(first.outputStart + first.outputSeconds);
    expect(plan.pieces).toEqual([
      { start: 0, end: 1, stretch: 1 },
      { start: 1, end: 3, stretch: first.videoStretch },
      { start: 3, end: 6, stretch: 1 },
    ]);
    expect(plan.outputSeconds).toBeCloseTo(6 + 2 * (first.videoStretch - 1));
  });

  it('holds the last frame for a sentence that starts at the very end', () => {
    const plan = planTiming([{ start: 5, speechSeconds: 1 }], 5);
    expect(plan.sentences[0]!.outputStart).toBe(5);
    expect(plan.outputSeconds).toBe(6);
  });
});
