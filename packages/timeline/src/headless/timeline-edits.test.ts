// The pure editing functions: the split guard (more than 0.1 s from both edges), the halves'
// names, clamping at 0, sample accuracy (split then join gives back the original exactly), delete,
// add, the total length, and the conversions to and from the spec's seconds.
import { describe, expect, it } from 'vitest';
import { clipFromSeconds, clipToSeconds, secondsToSamples, type TimelineClip } from './timeline-clip';
import { minimumTimelineSamples, splitGuardSamples, timelineSampleRate } from './timeline-constants';
import {
  addClip,
  canSplitClipAt,
  clipsEndSample,
  deleteClip,
  joinClips,
  moveClip,
  splitClipAt,
  splitTargetAt,
  totalDurationSamples,
} from './timeline-edits';

const second = timelineSampleRate;

function clip(overrides: Partial<TimelineClip> = {}): TimelineClip {
  return {
    id: 'take',
    type: 'tts',
    url: 'audio/take.wav',
    name: 'Take',
    startSample: 2 * second,
    lengthSamples: 3 * second,
    sourceOffsetSamples: 0,
    sourceLengthSamples: 3 * second,
    ...overrides,
  };
}

describe('split guard', () => {
  const take = clip(); // 2 s to 5 s
  it('refuses at exactly 0.1 s from the start and from the end', () => {
    expect(canSplitClipAt(take, take.startSample + splitGuardSamples)).toBe(false);
    expect(canSplitClipAt(take, take.startSample + take.lengthSamples - splitGuardSamples)).toBe(false);
  });
  it('allows one sample further in from either edge', () => {
    expect(canSplitClipAt(take, take.startSample + splitGuardSamples + 1)).toBe(true);
    expect(canSplitClipAt(take, take.startSample + take.lengthSamples - splitGuardSamples - 1)).toBe(true);
  });
  it('refuses outside the clip', () => {
    expect(canSplitClipAt(take, 0)).toBe(false);
    expect(canSplitClipAt(take, 6 * second)).toBe(false);
  });
  it('returns the same list when it refuses', () => {
    const clips = [take];
    expect(splitClipAt(clips, 'take', take.startSample + 100)).toBe(clips);
    expect(splitClipAt(clips, 'missing', 3 * second)).toBe(clips);
  });
  it('is measured from the clip edges, 0.1 s being 4,410 samples', () => {
    expect(splitGuardSamples).toBe(4410);
  });
});

describe('splitClipAt', () => {
  it("names the halves 'X (1)' and 'X (2)' and keeps them in place of the original", () => {
    const before = clip({ id: 'before', name: 'Before', startSample: 0, lengthSamples: second });
    const split = splitClipAt([before, clip({ name: 'Welcome' })], 'take', 3 * second);
    expect(split.map((c) => c.name)).toEqual(['Before', 'Welcome (1)', 'Welcome (2)']);
    expect(new Set(split.map((c) => c.id)).size).toBe(3);
  });

  it('cuts at the exact sample, the second half continuing in the source', () => {
    const original = clip({ sourceOffsetSamples: 1000, sourceLengthSamples: 10 * second });
    const at = original.startSample + 12_345;
    const [first, second_] = splitClipAt([original], original.id, at);
    expect(first).toMatchObject({
      startSample: original.startSample,
      lengthSamples: 12_345,
      sourceOffsetSamples: 1000,
    });
    expect(second_).toMatchObject({
      startSample: at,
      lengthSamples: original.lengthSamples - 12_345,
      sourceOffsetSamples: 1000 + 12_345,
      sourceLengthSamples: 10 * second,
    });
  });

  it('rounds a fractional cut to a whole sample', () => {
    const [first] = splitClipAt([clip()], 'take', 3 * second + 0.6);
    expect(first?.lengthSamples).toBe(second + 1);
  });

  it('split then joined gives back exactly the original sample range', () => {
    const original = clip({
      startSample: 123_457,
      lengthSamples: 987_653,
      sourceOffsetSamples: 31,
      sourceLengthSamples: 2_000_000,
    });
    for (const offset of [
      splitGuardSamples + 1,
      44_101,
      500_000,
      original.lengthSamples - splitGuardSamples - 1,
    ]) {
      const [first, second_] = splitClipAt([original], original.id, original.startSample + offset);
      expect(first && second_).toBeTruthy();
      expect(first!.lengthSamples + second_!.lengthSamples).toBe(original.lengthSamples);
      // The joined clip keeps the first half's id; every sample position is the original's.
      expect(joinClips(first!, second_!, original.name)).toEqual({ ...original, id: first!.id });
    }
  });

  it('split twice and joined twice gives back the original', () => {
    const original = clip({ lengthSamples: 5 * second, sourceLengthSamples: 5 * second });
    const once = splitClipAt([original], 'take', 3 * second);
    const twice = splitClipAt(once, once[1]!.id, 5 * second);
    expect(twice.map((c) => c.name)).toEqual(['Take (1)', 'Take (2) (1)', 'Take (2) (2)']);
    const [a, b, c] = twice;
    const bc = joinClips(b!, c!, 'Take (2)');
    expect(joinClips(a!, bc!, 'Take')).toEqual({ ...original, id: a!.id });
  });

  it('does not join halves that were moved apart', () => {
    const [first, second_] = splitClipAt([clip()], 'take', 3 * second);
    const moved = moveClip([first!, second_!], second_!.id, 4 * second);
    expect(joinClips(moved[0]!, moved[1]!, 'Take')).toBeUndefined();
  });

  it('gives split halves ids that differ from every existing id', () => {
    const clips = [clip(), clip({ id: 'take.1', name: 'Other', startSample: 9 * second })];
    const split = splitClipAt(clips, 'take', 3 * second);
    expect(new Set(split.map((c) => c.id)).size).toBe(split.length);
  });
});

describe('splitTargetAt', () => {
  const a = clip({ id: 'a', startSample: 0, lengthSamples: 4 * second });
  const b = clip({ id: 'b', startSample: 2 * second, lengthSamples: 4 * second });
  it('prefers the selected clip when the cursor may split it', () => {
    expect(splitTargetAt([a, b], 3 * second, 'b')?.id).toBe('b');
  });
  it('falls back to the first clip the cursor may split', () => {
    expect(splitTargetAt([a, b], 3 * second, null)?.id).toBe('a');
    expect(splitTargetAt([a, b], 5 * second, 'a')?.id).toBe('b');
  });
  it('finds nothing between clips', () => {
    expect(splitTargetAt([a], 7 * second)).toBeUndefined();
  });
});

describe('moveClip', () => {
  it('moves to a whole sample', () => {
    expect(moveClip([clip()], 'take', 1234.4)[0]?.startSample).toBe(1234);
  });
  it('clamps the start to 0', () => {
    expect(moveClip([clip()], 'take', -5 * second)[0]?.startSample).toBe(0);
  });
  it('returns the same list when nothing moves', () => {
    const clips = [clip()];
    expect(moveClip(clips, 'take', 2 * second)).toBe(clips);
    expect(moveClip(clips, 'missing', 0)).toBe(clips);
  });
  it('does not mutate the input', () => {
    const clips = [clip()];
    moveClip(clips, 'take', 0);
    expect(clips[0]?.startSample).toBe(2 * second);
  });
});

describe('deleteClip and addClip', () => {
  it('deletes one clip by id', () => {
    const clips = [clip(), clip({ id: 'other' })];
    expect(deleteClip(clips, 'take').map((c) => c.id)).toEqual(['other']);
    expect(deleteClip(clips, 'missing')).toBe(clips);
  });
  it('adds a clip, making a taken id unique and clamping its start', () => {
    const added = addClip([clip()], clip({ startSample: -10 }));
    expect(added).toHaveLength(2);
    expect(added[1]?.id).not.toBe('take');
    expect(added[1]?.startSample).toBe(0);
  });
});

describe('lengths', () => {
  it('is at least 10 seconds long', () => {
    expect(totalDurationSamples([])).toBe(minimumTimelineSamples);
    expect(totalDurationSamples([clip()])).toBe(10 * second);
  });
  it('ends where the last clip ends beyond 10 seconds', () => {
    const late = clip({ startSample: 20 * second });
    expect(totalDurationSamples([clip(), late])).toBe(23 * second);
    expect(clipsEndSample([late, clip()])).toBe(23 * second);
    expect(clipsEndSample([])).toBe(0);
  });
});

describe('seconds conversions', () => {
  it('reads the spec fields into samples and back', () => {
    const spec = {
      id: '7',
      type: 'upload' as const,
      url: '/api/audio/7',
      name: 'Upload',
      duration: 2.5,
      startTime: 1.25,
      originalStartOffset: 0.5,
      originalDuration: 4,
    };
    const inSamples = clipFromSeconds(spec);
    expect(inSamples).toMatchObject({
      startSample: 55_125,
      lengthSamples: 110_250,
      sourceOffsetSamples: 22_050,
      sourceLengthSamples: 176_400,
    });
    expect(clipToSeconds(inSamples)).toEqual(spec);
  });
  it('rounds to the nearest sample and clamps negative starts', () => {
    expect(secondsToSamples(1 / 3)).toBe(14_700);
    expect(
      clipFromSeconds({
        id: 'x',
        type: 'tts',
        url: 'u',
        name: 'n',
        duration: 1,
        startTime: -2,
        originalStartOffset: 0,
        originalDuration: 1,
      }).startSample,
    ).toBe(0);
  });
  it('never makes a source shorter than what the clip plays', () => {
    const inSamples = clipFromSeconds({
      id: 'x',
      type: 'tts',
      url: 'u',
      name: 'n',
      duration: 2,
      startTime: 0,
      originalStartOffset: 1,
      originalDuration: 0,
    });
    expect(inSamples.sourceLengthSamples).toBe(3 * second);
  });
});
