// The pure clip selection: ranking and suggestion per style from the clip statistics, exclusion
// of clips chosen earlier with the top-up when too few remain, and the pages of Refresh Clips.
import { describe, expect, it } from 'vitest';
import {
  candidateClipsForStep,
  clipPage,
  clipPageCount,
  rankClipsForStyle,
  suggestClip,
  type ReferenceClipStats,
} from './categorization.clips';

const clips: ReferenceClipStats[] = [
  { clip_id: 'a', speaking_rate: 3.1, pitch_variation: 20, pitch_median: 180 },
  { clip_id: 'b', speaking_rate: 4.5, pitch_variation: 12, pitch_median: 150 },
  { clip_id: 'c', speaking_rate: 2.2, pitch_variation: 41, pitch_median: 210 },
  { clip_id: 'd', speaking_rate: null, pitch_variation: null, pitch_median: null },
  { clip_id: 'e', speaking_rate: 3.9, pitch_variation: 8, pitch_median: 160 },
];
const ids = (list: readonly ReferenceClipStats[]) => list.map((clip) => clip.clip_id);

describe('suggestClip', () => {
  it.each([
    ['fastest', 'b'],
    ['slowest', 'c'],
    ['most_expressive', 'c'],
    ['most_neutral', 'e'],
    ['most_happy', 'c'],
  ] as const)('%s suggests %s', (style, id) => {
    expect(suggestClip(style, clips)).toBe(id);
  });

  it('falls back to the mean pitch for most_happy when no median is given', () => {
    expect(
      suggestClip('most_happy', [
        { clip_id: 'x', pitch_mean: 120 },
        { clip_id: 'y', pitch_mean: 190 },
      ]),
    ).toBe('y');
  });

  it('prefers the median over the mean', () => {
    expect(
      suggestClip('most_happy', [
        { clip_id: 'x', pitch_median: 200, pitch_mean: 100 },
        { clip_id: 'y', pitch_median: 150, pitch_mean: 300 },
      ]),
    ).toBe('x');
  });

  it('suggests nothing when no clip is measured', () => {
    expect(
      suggestClip('fastest', [{ clip_id: 'd' }, { clip_id: 'f', speaking_rate: Number.NaN }]),
    ).toBeNull();
    expect(suggestClip('fastest', [])).toBeNull();
  });
});

describe('rankClipsForStyle', () => {
  it('orders by the measure, unmeasured last', () => {
    expect(ids(rankClipsForStyle('fastest', clips))).toEqual(['b', 'e', 'a', 'c', 'd']);
    expect(ids(rankClipsForStyle('slowest', clips))).toEqual(['c', 'a', 'e', 'b', 'd']);
  });
  it('keeps the original order among equals', () => {
    const even = [
      { clip_id: 'p', speaking_rate: 3 },
      { clip_id: 'q', speaking_rate: 3 },
      { clip_id: 'r' },
      { clip_id: 's' },
    ];
    expect(ids(rankClipsForStyle('fastest', even))).toEqual(['p', 'q', 'r', 's']);
    expect(ids(rankClipsForStyle('slowest', even))).toEqual(['p', 'q', 'r', 's']);
  });
  it('does not change its argument', () => {
    const copy = [...clips];
    rankClipsForStyle('fastest', clips);
    expect(clips).toEqual(copy);
  });
});

describe('candidateClipsForStep', () => {
  it('leaves out clips chosen in earlier steps', () => {
    expect(ids(candidateClipsForStep('fastest', clips, ['b']))).toEqual(['e', 'a', 'c', 'd']);
  });
  it('tops up with earlier choices when fewer than 4 remain', () => {
    expect(ids(candidateClipsForStep('most_neutral', clips, ['b', 'e']))).toEqual(['a', 'c', 'd', 'e']);
    const four = clips.slice(0, 4);
    expect(ids(candidateClipsForStep('most_happy', four, ['a', 'b', 'c', 'd']))).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });
});

describe('pages', () => {
  const letters = ['1', '2', '3', '4', '5', '6'];
  it('counts pages of 4', () => {
    expect(clipPageCount(4)).toBe(1);
    expect(clipPageCount(5)).toBe(2);
    expect(clipPageCount(8)).toBe(2);
    expect(clipPageCount(0)).toBe(1);
  });
  it('gives 4 clips per page, wrapping round on the last page and after it', () => {
    expect(clipPage(letters, 0)).toEqual(['1', '2', '3', '4']);
    expect(clipPage(letters, 1)).toEqual(['5', '6', '1', '2']);
    expect(clipPage(letters, 2)).toEqual(['1', '2', '3', '4']);
  });
  it('gives every clip when there are 4 or fewer', () => {
    expect(clipPage(['1', '2', '3'], 0)).toEqual(['1', '2', '3']);
    expect(clipPage([], 0)).toEqual([]);
  });
});
