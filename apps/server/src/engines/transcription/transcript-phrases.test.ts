// Grouping pocketsphinx's words into sentences: utterances always part, a long gap parts only where the audio is
// quiet, edges widen over the sound a misheard word left out, and the text reads like a sentence.
import { describe, expect, it } from 'vitest';
import type { AudioLevels } from './audio-levels';
import { LevelMeter } from './audio-levels';
import { parsePocketsphinxOutput } from './pocketsphinx-output';
import { phrasesOf, sentenceOf } from './transcript-phrases';

/** 10 ms levels: -20 dBFS where `loud` says, digital silence elsewhere. */
function levels(seconds: number, loud: [number, number][]): AudioLevels {
  const db = new Float32Array(Math.round(seconds * 100)).fill(-100);
  for (const [from, to] of loud) db.fill(-20, Math.round(from * 100), Math.round(to * 100));
  return { hopSeconds: 0.01, db, seconds };
}

const output = [
  'i like the garden',
  '<s> 0.000 0.300 1.000',
  'i 0.310 0.400 0.500',
  'like(2) 0.410 0.700 0.500',
  '<sil> 0.710 1.200 0.900',
  'the 1.210 1.300 0.500',
  '[NOISE] 1.310 1.400 0.500',
  'garden 1.410 1.900 0.500',
  '</s> 1.910 2.300 1.000',
  'done',
  '<s> 3.000 3.100 1.000',
  'done 3.110 3.500 0.500',
  '</s> 3.510 3.800 1.000',
].join('\n');

describe('parsing pocketsphinx', () => {
  it('reads utterances and their spoken words, without silences, noises or alternate marks', () => {
    expect(parsePocketsphinxOutput(output)).toEqual([
      {
        start: 0,
        end: 2.3,
        words: [
          { text: 'i', start: 0.31, end: 0.4 },
          { text: 'like', start: 0.41, end: 0.7 },
          { text: 'the', start: 1.21, end: 1.3 },
          { text: 'garden', start: 1.41, end: 1.9 },
        ],
      },
      { start: 3, end: 3.8, words: [{ text: 'done', start: 3.11, end: 3.5 }] },
    ]);
  });
});

describe('phrases', () => {
  const utterances = parsePocketsphinxOutput(output);

  it('parts a long gap where the audio is quiet, and widens edges over sound the words left out', () => {
    // Speech from 0.1 (pocketsphinx put the first 0.2 s under <s>), quiet 0.75–1.15, speech to 1.95, then 3.1–3.5.
    const audio = levels(4, [[0.1, 0.75], [1.15, 1.95], [3.1, 3.5]]); // prettier-ignore
    expect(phrasesOf(utterances, audio)).toEqual([
      { start: 0.1, end: 0.75, text: 'I like.' },
      { start: 1.15, end: 1.95, text: 'The garden.' },
      { start: 3.1, end: 3.5, text: 'Done.' },
    ]);
  });

  it('keeps a gap over sound together: the recogniser heard silence where there was none', () => {
    const audio = levels(4, [
      [0.3, 1.9],
      [3.1, 3.5],
    ]);
    expect(phrasesOf(utterances, audio).map((segment) => segment.text)).toEqual([
      'I like the garden.',
      'Done.',
    ]);
  });

  it('writes sentences', () => {
    expect(sentenceOf(['i', "i'm", 'here', 'and', 'inside'])).toBe("I I'm here and inside.");
  });
});

describe('the level meter', () => {
  it('measures 10 ms frames across chunks that split samples', () => {
    const samples = Buffer.alloc(16_000 * 2 * 0.03); // 30 ms at 16 kHz
    for (let index = 160; index < 320; index++) samples.writeInt16LE(index % 2 ? 3277 : -3277, index * 2);
    const meter = new LevelMeter(16_000);
    meter.push(samples.subarray(0, 333));
    meter.push(samples.subarray(333));
    const result = meter.finish();
    expect(result.seconds).toBeCloseTo(0.03, 6);
    expect(Array.from(result.db).map((db) => Math.round(db))).toEqual([-100, -20, -100]);
  });
});
