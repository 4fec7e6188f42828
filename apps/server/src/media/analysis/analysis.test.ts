// The measurements behind reference clips: pitch on synthetic tones, syllable rate against espeak-ng's speed
// knob, clip planning, and the full decode + analysis of a generated 150 s reference.
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test-support/audio-fixtures';
import { speakToPcm } from '../../engines/speech/espeak-calibration';
import { measureSpan } from './clip-statistics';
import { planClips, speechStretches } from './clip-planner';
import { decodeToPcm, parseSilences, SilenceLines } from './decode-pcm';
import { analyseFrames, FrameAnalyser } from './frame-features';

const RATE = 24_000;

/** A buzzy (sawtooth-like) tone: harmonics like a voice, so the tracker must find the fundamental. */
function buzz(f0: (t: number) => number, seconds: number, amplitude = 0.5): Int16Array {
  const samples = new Int16Array(Math.round(seconds * RATE));
  let phase = 0;
  for (let i = 0; i < samples.length; i++) {
    phase += f0(i / RATE) / RATE;
    let value = 0;
    for (let harmonic = 1; harmonic <= 8; harmonic++)
      value += Math.sin(2 * Math.PI * harmonic * phase) / harmonic;
    samples[i] = Math.round(value * 0.5 * amplitude * 32767);
  }
  return samples;
}

function whole(samples: Int16Array) {
  return measureSpan(analyseFrames(samples, RATE), { startSeconds: 0, endSeconds: samples.length / RATE });
}

describe('pitch tracker', () => {
  it.each([85, 120, 210, 330])('finds a %i Hz fundamental within 2 %', (f0) => {
    const stats = whole(buzz(() => f0, 2));
    expect(stats.pitchMedianHz).toBeGreaterThan(f0 * 0.98);
    expect(stats.pitchMedianHz).toBeLessThan(f0 * 1.02);
    expect(stats.pitchVariationHz).toBeLessThan(2);
  });

  it('reports variation for a gliding pitch and none for silence', () => {
    const glide = whole(buzz((t) => 120 + 40 * Math.sin(2 * Math.PI * 1.5 * t), 3));
    expect(glide.pitchVariationHz).toBeGreaterThan(20);
    expect(glide.pitchMedianHz).toBeGreaterThan(110);
    expect(glide.pitchMedianHz).toBeLessThan(130);
    const silent = whole(new Int16Array(RATE * 2));
    expect(silent.pitchMedianHz).toBeNull();
    expect(silent.speakingRate).toBe(0);
  });

  it('gives the same result fed in chunks as all at once', () => {
    const samples = buzz((t) => 150 + 30 * t, 2);
    const streamed = new FrameAnalyser(RATE);
    for (let start = 0; start < samples.length; start += 4099)
      streamed.push(samples.subarray(start, start + 4099));
    expect(streamed.finish()).toEqual(analyseFrames(samples, RATE));
  });
});

describe('speech rate (syllable nuclei)', () => {
  it('rises with espeak-ng’s speed and counts about one nucleus per syllable', async () => {
    // 28 syllables.
    const text =
      'Every morning I walk to the market and buy fresh bread for my family. Learning a language takes patience.';
    const rates: number[] = [];
    for (const speed of [100, 175, 250]) {
      const { samples, sampleRate } = await speakToPcm('en-us', ['-s', String(speed)], text);
      const features = analyseFrames(samples, sampleRate);
      const stats = measureSpan(features, { startSeconds: 0, endSeconds: samples.length / sampleRate });
      rates.push(stats.speakingRate!);
      const nuclei = stats.speakingRate! * stats.durationSeconds;
      if (speed === 175) expect(Math.abs(nuclei - 28)).toBeLessThanOrEqual(4);
    }
    expect(rates[0]).toBeLessThan(rates[1]!);
    expect(rates[1]).toBeLessThan(rates[2]!);
  });
});

describe('clip planning', () => {
  const flat = (seconds: number) => new Float32Array(Math.round(seconds * 100)).fill(-20);

  it('joins speech between pauses into 3–12 s clips and never crosses a long pause', () => {
    const silences = [
      { startSeconds: 2, endSeconds: 2.4 },
      { startSeconds: 5, endSeconds: 5.5 },
      { startSeconds: 9, endSeconds: 12 }, // a 3 s pause
      { startSeconds: 15, endSeconds: 15.3 },
    ];
    const clips = planClips({ durationSeconds: 20, silences, energyDb: flat(20), hopSeconds: 0.01 });
    for (const clip of clips) {
      expect(clip.endSeconds - clip.startSeconds).toBeGreaterThanOrEqual(3);
      expect(clip.endSeconds - clip.startSeconds).toBeLessThanOrEqual(12);
      // Clips may reach 0.15 s into a pause, never across it.
      expect(clip.startSeconds >= 11.8 || clip.endSeconds <= 9.2).toBe(true);
    }
    expect(clips.length).toBe(2);
  });

  it('cuts a 40 s stretch without pauses at its quietest moments', () => {
    const energy = flat(40);
    for (const quiet of [7.5, 16.2, 27.9]) energy[Math.round(quiet * 100)] = -60;
    const clips = planClips({ durationSeconds: 40, silences: [], energyDb: energy, hopSeconds: 0.01 });
    expect(clips.map((clip) => Math.round(clip.endSeconds * 10) / 10).slice(0, 3)).toEqual([7.5, 16.2, 27.9]);
    for (const clip of clips) expect(clip.endSeconds - clip.startSeconds).toBeLessThanOrEqual(12);
  });

  it('keeps one clip for a short sample and none for silence', () => {
    expect(planClips({ durationSeconds: 2, silences: [], energyDb: flat(2), hopSeconds: 0.01 })).toHaveLength(
      1,
    );
    expect(
      planClips({
        durationSeconds: 5,
        silences: [{ startSeconds: 0, endSeconds: 5 }],
        energyDb: flat(5),
        hopSeconds: 0.01,
      }),
    ).toHaveLength(0);
    expect(speechStretches(10, [{ startSeconds: 0, endSeconds: 3 }])).toEqual([
      { startSeconds: 3, endSeconds: 10 },
    ]);
  });

  it('reads silencedetect output, closing a silence that runs to the end', () => {
    const stderr =
      '[silencedetect @ 0x1] silence_start: 1.5\n[silencedetect @ 0x1] silence_end: 2.25 | silence_duration: 0.75\n' +
      '[silencedetect @ 0x1] silence_start: 9.8\n';
    expect(parseSilences(stderr, 10)).toEqual([
      { startSeconds: 1.5, endSeconds: 2.25 },
      { startSeconds: 9.8, endSeconds: 10 },
    ]);
  });

  it('reads silencedetect lines as they stream in, split anywhere, however many there are', () => {
    const lines = Array.from(
      { length: 3000 },
      (_, i) =>
        `[silencedetect @ 0x1] silence_start: ${i * 2 + 1.5}\n` +
        `[Parsed_silencedetect_0 @ 0x1] other output\n` +
        `[silencedetect @ 0x1] silence_end: ${i * 2 + 2} | silence_duration: 0.5\n`,
    ).join('');
    const streamed = new SilenceLines();
    for (let at = 0; at < lines.length; at += 37) streamed.push(lines.slice(at, at + 37));
    const silences = streamed.silences(6000);
    expect(silences).toHaveLength(3000);
    expect(silences).toEqual(parseSilences(lines, 6000));
    expect(silences[2999]).toEqual({ startSeconds: 5999.5, endSeconds: 6000 });
  });
});

describe('a generated 150 s reference', () => {
  it('decodes to 24 kHz mono with silences and yields 3–12 s clips whose rates and pitches differ', async () => {
    const analyser = new FrameAnalyser(RATE);
    const pcm = await decodeToPcm(await fixture('speech-150s.mp3'), {
      sampleRate: RATE,
      maxSeconds: 180,
      onSamples: (samples) => analyser.push(samples),
    });
    const features = analyser.finish();
    expect(pcm.samples.length / RATE).toBeCloseTo(150, 0);
    expect(pcm.silences.length).toBeGreaterThan(10);
    const clips = planClips({
      durationSeconds: 150,
      silences: pcm.silences,
      energyDb: features.energyDb,
      hopSeconds: features.hopSeconds,
    });
    expect(clips.length).toBeGreaterThanOrEqual(10);
    const stats = clips.map((clip) => measureSpan(features, clip));
    for (const clip of stats) {
      expect(clip.durationSeconds).toBeGreaterThanOrEqual(3);
      expect(clip.durationSeconds).toBeLessThanOrEqual(12);
    }
    const rates = stats.map((clip) => clip.speakingRate!);
    const pitches = stats.map((clip) => clip.pitchMedianHz!);
    expect(Math.max(...rates) / Math.min(...rates)).toBeGreaterThan(1.3);
    expect(Math.max(...pitches) / Math.min(...pitches)).toBeGreaterThan(1.2);
  });
});
