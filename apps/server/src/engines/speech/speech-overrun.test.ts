// Credits cannot buy free speech: the estimate counts what espeak-ng reads aloud (symbols, digits, emoji), and
// speech that runs past twice its reservation is stopped there (SpeechOverrunError) instead of finished. Checked
// on the symbol text that once reserved 1 credit for half an hour of audio, and on seeded random Unicode texts.
import { describe, expect, it } from 'vitest';
import { tokensForSeconds } from '../../credits/speech-credits';
import { OVERRUN_FACTOR } from '../../text-to-speech/generate-speech';
import { speakToPcm } from './espeak-calibration';
import { seededSigned } from './seeded-random';
import { SpeechOverrunError } from './speech-engine';
import { estimateEspeakSeconds } from './espeak-length-estimate';
import { estimateSpeechSeconds } from '@twin/api-client';

/** Seconds espeak-ng speaks `text` at its neutral rate, stopped at `maxSeconds`; null when it was stopped. */
async function spokenSeconds(text: string, maxSeconds: number): Promise<number | null> {
  try {
    const { samples, sampleRate } = await speakToPcm('en-us', [], text, undefined, maxSeconds);
    return samples.length / sampleRate;
  } catch (error) {
    if (error instanceof SpeechOverrunError) return null;
    throw error;
  }
}

/** Character pools a text mixes: Latin words, other scripts, digits, punctuation, symbols, emoji, spaces. */
const pools = [
  'abcdefghijklmnopqrstuvwxyz     ',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'абвгдежзиклмнопрстуф',
  'αβγδεζηθικλμνξοπρστ',
  'مرحبابالعالمكيف',
  '你好世界我们一起学习',
  'こんにちはカタカナ',
  '0123456789',
  '.,;:!?-()"\'…',
  '©®™$€£¥%&@#*+=<>/\\|~^°§¶†‡•',
  '😀😂🎉🚀❤️👍🔥🌍🎵📚',
  '∑∫√∞≈≠≤≥∂∆πΩ',
];

function randomText(random: () => number): string {
  const length = 1 + Math.floor(random() * 120);
  const favourite = pools[Math.floor(random() * pools.length)]!;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const pool = random() < 0.6 ? favourite : pools[Math.floor(random() * pools.length)]!;
    const characters = [...pool];
    text += characters[Math.floor(random() * characters.length)];
  }
  return text;
}

describe('speech length against the reservation', () => {
  it('reserves about what espeak-ng speaks for a text of symbols, and finishes it within twice that', async () => {
    const symbols = '© '.repeat(200);
    const reserved = tokensForSeconds(await estimateEspeakSeconds('en-us', symbols));
    const spoken = await spokenSeconds(symbols, OVERRUN_FACTOR * reserved);
    expect(spoken).not.toBeNull();
    expect(spoken!).toBeGreaterThan(reserved / 2);
    expect(spoken!).toBeLessThanOrEqual(OVERRUN_FACTOR * reserved);
    // The whole attack text: over a thousand seconds reserved now (it was 1 credit), by either estimate.
    expect(estimateSpeechSeconds('© '.repeat(5000))).toBeGreaterThan(1000);
    expect(await estimateEspeakSeconds('en-us', '© '.repeat(5000))).toBeGreaterThan(1000);
  });

  it('stops speech at its limit instead of finishing it', async () => {
    const started = performance.now();
    expect(await spokenSeconds('© '.repeat(5000), 4)).toBeNull();
    // Synthesizing the whole text takes several seconds of CPU; stopping at 4 s of audio takes a fraction.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('never lets random Unicode texts speak more than twice their reservation, and rarely stops one', async () => {
    const signed = seededSigned(20261124);
    const random = () => (signed() + 1) / 2;
    const texts = Array.from({ length: 1000 }, () => randomText(random));
    // The character count reserves at least a credit for each of the 1,000; every 4th is estimated by the engine
    // (espeak-ng's transcription), and every 12th is spoken with the stop at twice its reservation (speaking all
    // would take minutes on 2 cores).
    expect(texts.every((text) => tokensForSeconds(estimateSpeechSeconds(text)) >= 1)).toBe(true);
    const estimated = texts.filter((_, index) => index % 4 === 0);
    const reservations = await inPairs(estimated, async (text) =>
      tokensForSeconds(Math.max(await estimateEspeakSeconds('en-us', text), estimateSpeechSeconds(text))),
    );
    let spokenCount = 0;
    let stopped = 0;
    for (let index = 0; index < estimated.length; index += 3) {
      const reserved = reservations[index]!;
      const spoken = await spokenSeconds(estimated[index]!, OVERRUN_FACTOR * reserved);
      spokenCount += 1;
      if (spoken === null) stopped += 1;
      else expect(spoken).toBeLessThanOrEqual(OVERRUN_FACTOR * reserved);
    }
    expect(spokenCount).toBeGreaterThanOrEqual(80);
    // The estimate is honest enough that the stop is the exception, not the rule.
    expect(stopped / spokenCount).toBeLessThan(0.1);
  });
});

/** Maps with two calls at a time (one per core). */
async function inPairs<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}
