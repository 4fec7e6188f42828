// The sliders on the embedded engine: the documented mapping (pure) and that each slider is audible in what
// espeak-ng really produces (measured with the same pitch and rate analysis as the speakers).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseFrames } from '../../media/analysis/frame-features';
import { measureSpan } from '../../media/analysis/clip-statistics';
import {
  defaultSpeechControls,
  exaggeratedRange,
  planProsody,
  prosodySsml,
  resemblanceWeight,
  splitSentences,
  tonalityPitchOffset,
} from './espeak-controls';
import { EspeakSpeechEngine } from './espeak-engine';
import type { SpeechControls, VoiceProfile } from './speech-engine';
import { readMonoWav } from './wav-reader';

const base = { pitch: 30, speed: 130, rangePercent: 100 };
const text = 'Welcome back to the channel. Today we build something useful. One small step at a time!';

describe('the slider mapping', () => {
  it('keeps the voice as it is at the default sliders', () => {
    const plan = planProsody(base, { ...defaultSpeechControls, seed: 42, resemblance: 1.8 }, text);
    expect(plan).toMatchObject({ pitch: 30, speed: 130, rangePercent: 100 });
    expect(plan.sentences.map((sentence) => sentence.text)).toEqual([
      'Welcome back to the channel.',
      'Today we build something useful.',
      'One small step at a time!',
    ]);
  });

  it('maps Emotion Intensity to the pitch range (proportional below 0.5, up to 200 % at 2)', () => {
    expect(exaggeratedRange(100, 0.25)).toBe(50);
    expect(exaggeratedRange(100, 0.5)).toBe(100);
    expect(exaggeratedRange(100, 1.25)).toBe(150);
    expect(exaggeratedRange(100, 2)).toBe(200);
    expect(exaggeratedRange(60, 2)).toBe(200);
    expect(exaggeratedRange(300, 0.25)).toBe(100); // a range past espeak-ng's cap counts as the cap
    expect(exaggeratedRange(300, 2)).toBe(200);
  });

  it('maps Tonality to a pitch offset of -10…+10 steps around 42', () => {
    expect(tonalityPitchOffset(0)).toBe(-10);
    expect(tonalityPitchOffset(42)).toBe(0);
    expect(tonalityPitchOffset(1000)).toBe(10);
    expect(planProsody(base, { ...defaultSpeechControls, seed: 1000 }, text).pitch).toBe(40);
  });

  it('maps Resemblance to the closeness of pitch and rate to the profile', () => {
    expect(resemblanceWeight(1.6)).toBeCloseTo(0.5);
    expect(resemblanceWeight(2)).toBeCloseTo(1.5);
    const far = planProsody(base, { ...defaultSpeechControls, resemblance: 1.6 }, text);
    expect(far).toMatchObject({ pitch: 40, speed: 153 }); // halfway between the profile and neutral (50, 175)
  });

  it('maps Guidance Strength to how closely the speed follows the voice', () => {
    const at = (cfgWeight: number) => planProsody(base, { ...defaultSpeechControls, cfgWeight }, text).speed;
    expect(at(0)).toBe(175);
    expect(at(0.5)).toBe(130);
    expect(at(1)).toBe(85);
  });

  it('varies each sentence by Creativity, bounded and reproducible', () => {
    const controls = (temperature: number, seed?: number): SpeechControls => ({
      ...defaultSpeechControls,
      temperature,
      seed,
    });
    const calm = planProsody(base, controls(0.05, 7), text).sentences;
    const wild = planProsody(base, controls(5, 7), text).sentences;
    for (const sentence of calm) {
      expect(Math.abs(sentence.pitchPercent)).toBeLessThanOrEqual(0);
      expect(Math.abs(sentence.ratePercent - 100)).toBeLessThanOrEqual(0);
    }
    for (const sentence of wild) {
      expect(Math.abs(sentence.pitchPercent)).toBeLessThanOrEqual(15);
      expect(Math.abs(sentence.ratePercent - 100)).toBeLessThanOrEqual(20);
    }
    const spread = (list: typeof wild) =>
      list.map((s) => Math.abs(s.pitchPercent) + Math.abs(s.ratePercent - 100));
    expect(Math.max(...spread(wild))).toBeGreaterThan(5);
    expect(planProsody(base, controls(5, 7), text)).toEqual(planProsody(base, controls(5, 7), text));
    expect(planProsody(base, controls(5), text)).toEqual(planProsody(base, controls(5), text));
    expect(planProsody(base, controls(5, 8), text).sentences).not.toEqual(wild);
  });

  it('writes SSML with the range around every sentence and escapes the text', () => {
    const plan = planProsody(base, defaultSpeechControls, 'Fish & <chips>. Done.');
    const ssml = prosodySsml(plan);
    expect(ssml).toMatch(
      /^<speak><prosody range="100%"><s><prosody pitch="[+-]\d+%" rate="\d+%">Fish &amp; &lt;chips&gt;\.<\/prosody><\/s>/,
    );
    expect(splitSentences('第一句。第二句！\nThird line')).toEqual(['第一句。', '第二句！', 'Third line']);
  });
});

describe('the sliders are audible in espeak-ng’s output', () => {
  const engine = new EspeakSpeechEngine();
  const dir = mkdtempSync(join(tmpdir(), 'twin-controls-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const spoken =
    'We are going to build something useful together. Please remember to save your work before you close it.';
  const profile = (settings: Partial<typeof base> = {}): VoiceProfile => ({
    engine: 'espeak-ng',
    formatVersion: 1,
    language: 'en',
    speaker: { pitchMedianHz: null, pitchVariationHz: null, speakingRate: null },
    referenceClipIds: [],
    settings: { voice: 'en-us', pitch: 50, speed: 175, rangePercent: 100, ...settings },
  });
  let counter = 0;
  async function speak(
    controls: Partial<SpeechControls>,
    voice = profile(),
    referenceClip?: Parameters<EspeakSpeechEngine['synthesize']>[0]['referenceClip'],
  ) {
    const outputPath = join(dir, `out-${counter++}.wav`);
    const result = await engine.synthesize({
      profile: voice,
      text: spoken,
      language: 'en',
      outputPath,
      controls: { ...defaultSpeechControls, temperature: 0.05, ...controls },
      referenceClip,
    });
    const audio = readMonoWav(readFileSync(outputPath));
    const stats = measureSpan(analyseFrames(audio.samples, audio.sampleRate), {
      startSeconds: 0,
      endSeconds: result.durationSeconds,
    });
    return { result, stats, bytes: readFileSync(outputPath) };
  }

  it('Emotion Intensity widens the pitch movement', async () => {
    const flat = await speak({ exaggeration: 0.25 });
    const lively = await speak({ exaggeration: 2 });
    expect(lively.stats.pitchVariationHz!).toBeGreaterThan(flat.stats.pitchVariationHz! * 2);
  });

  it('Tonality raises and lowers the pitch', async () => {
    const low = await speak({ seed: 0 });
    const high = await speak({ seed: 1000 });
    expect(high.stats.pitchMedianHz!).toBeGreaterThan(low.stats.pitchMedianHz! * 1.15);
  });

  it('Guidance Strength decides how much of a slow voice’s rate is kept', async () => {
    const slowVoice = profile({ speed: 110 });
    const neutral = await speak({ cfgWeight: 0 }, slowVoice);
    const followed = await speak({ cfgWeight: 1 }, slowVoice);
    expect(followed.result.durationSeconds).toBeGreaterThan(neutral.result.durationSeconds * 1.3);
  });

  it('Resemblance decides how close a high voice’s pitch stays to the profile', async () => {
    const highVoice = profile({ pitch: 85 });
    const loose = await speak({ resemblance: 1.6, seed: 42 }, highVoice);
    const close = await speak({ resemblance: 2, seed: 42 }, highVoice);
    expect(close.stats.pitchMedianHz!).toBeGreaterThan(loose.stats.pitchMedianHz! * 1.1);
  });

  it('Creativity changes the audio, reproducibly for the same seed', async () => {
    const a = await speak({ temperature: 5, seed: 1 });
    const again = await speak({ temperature: 5, seed: 1 });
    const other = await speak({ temperature: 5, seed: 2 });
    expect(again.bytes.equals(a.bytes)).toBe(true);
    expect(other.result.durationSeconds).not.toBeCloseTo(a.result.durationSeconds, 2);
  });

  /** A reference clip with the given measured pitch (Hz) and rate (syllables/s). */
  const clip = (pitchMedianHz: number, speakingRate: number) => ({
    clipId: 'c',
    path: '/nowhere.wav',
    statistics: {
      durationSeconds: 5,
      speakingRate,
      pitchMedianHz,
      pitchMeanHz: pitchMedianHz,
      pitchVariationHz: 10,
      energyDb: -20,
    },
  });

  it('speaks like the chosen reference clip (its measured pitch and rate)', async () => {
    const slowLow = await speak({}, profile(), clip(90, 3));
    const fastHigh = await speak({}, profile(), clip(180, 6));
    expect(fastHigh.stats.pitchMedianHz!).toBeGreaterThan(slowLow.stats.pitchMedianHz! * 1.4);
    expect(fastHigh.result.durationSeconds).toBeLessThan(slowLow.result.durationSeconds * 0.8);
    expect(fastHigh.result.settings).toMatchObject({ voice: 'en-us' });
  });

  it('estimates the length before speaking, close to (and not above) what it says', async () => {
    const spokenAt = await speak({});
    const estimate = await engine.estimateSeconds({ profile: profile(), text: spoken, language: 'en' });
    expect(estimate).toBeGreaterThan(spokenAt.result.durationSeconds * 0.6);
    expect(estimate).toBeLessThanOrEqual(spokenAt.result.durationSeconds * 1.05);
  });

  it('estimates with the chosen reference clip’s rate, as it will speak', async () => {
    const slowClip = clip(90, 3);
    const slow = await speak({}, profile(), slowClip);
    const estimate = await engine.estimateSeconds({
      profile: profile(),
      text: spoken,
      language: 'en',
      referenceClip: slowClip,
    });
    const withoutClip = await engine.estimateSeconds({ profile: profile(), text: spoken, language: 'en' });
    expect(estimate).toBeGreaterThan(withoutClip * 1.2);
    expect(estimate).toBeGreaterThan(slow.result.durationSeconds * 0.6);
    expect(estimate).toBeLessThanOrEqual(slow.result.durationSeconds * 1.05);
  });
});
