// A take's sentences as cues: sharing the take's length by characters, at the clip's timeline position, cut to the
// stretch of the take a split clip holds (slivers under 0.2 s dropped).
import { describe, expect, it } from 'vitest';
import { clipCues } from './lipsync-cues';

const take = { text: 'One two. Three four five six.', language: 'en', seconds: 4 };

describe('clipCues', () => {
  it('places each sentence of a whole take at the clip start, by character share', () => {
    const cues = clipCues({ startTime: 10, duration: 4, sourceOffset: 0 }, take);
    expect(cues.map((cue) => cue.text)).toEqual(['One two.', 'Three four five six.']);
    const split = 10 + (4 * 8) / 28;
    expect(cues[0]).toMatchObject({ start: 10 });
    expect(cues[0]!.end).toBeCloseTo(split, 3);
    expect(cues[1]!.start).toBeCloseTo(split, 3);
    expect(cues[1]!.end).toBe(14);
  });

  it("keeps only what a clip cut from the take's end holds, moved to where the clip sits", () => {
    const cues = clipCues({ startTime: 2, duration: 2, sourceOffset: 2 }, take);
    expect(cues).toEqual([{ start: 2, end: 4, text: 'Three four five six.' }]);
  });
});
