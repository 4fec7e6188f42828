// The speaker check on made signals: two takes of one synthetic "voice" (the same harmonic spectrum, other pitch
// wobble and noise) score higher than that voice against another spectrum, measured against a cohort of other made
// voices; silence has no voiced frames, so no score; a stored voiceprint of the wrong shape is not taken for one.
import { describe, expect, it } from 'vitest';
import { MFCC_SAMPLE_RATE, mfccFrames } from './mfcc';
import { frameScaleOf, standardisedFrames, trainCodebook } from './speaker-codebook';
import {
  isVoiceprint,
  medianPitchSemitones,
  PITCH_PENALTY_PER_SEMITONE,
  PITCH_TOLERANCE_SEMITONES,
  pitchPenalty,
  SPEAKER_MATCH_THRESHOLD,
  speakerSampleOf,
  speakerScore,
  type SpeakerCohort,
  voiceprintOf,
} from './voiceprint';

/** `seconds` of a harmonic source around `f0` Hz, its harmonics shaped by `envelope` (Hz → gain), with noise. */
function voice(f0: number, envelope: (hz: number) => number, seconds: number, seed: number): Float32Array {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  const samples = new Float32Array(seconds * MFCC_SAMPLE_RATE);
  let phase = 0;
  for (let n = 0; n < samples.length; n++) {
    const t = n / MFCC_SAMPLE_RATE;
    const pitch = f0 * (1 + 0.05 * Math.sin(2 * Math.PI * (3 + seed) * t * 0.1));
    phase += (2 * Math.PI * pitch) / MFCC_SAMPLE_RATE;
    let value = 0;
    for (let h = 1; h * pitch < 7000; h++) value += envelope(h * pitch) * Math.sin(h * phase);
    // Syllables: on for 200 ms, softer for 100 ms.
    const syllable = t % 0.3 < 0.2 ? 1 : 0.003;
    samples[n] = 0.05 * syllable * value + 0.0001 * random();
  }
  return samples;
}

const formants = (peaks: number[]) => (hz: number) =>
  peaks.reduce((sum, peak) => sum + 1 / (1 + ((hz - peak) / 150) ** 2), 0.02);

describe('speaker check', () => {
  const a = formants([500, 1500, 2500]);
  const b = formants([300, 2200, 3000]);
  // A cohort of other made voices, as the espeak-ng cohort is for speech: its frame scale and codebooks.
  const cohortVoices = [
    [150, [700, 1200, 2600]],
    [180, [400, 1800, 2800]],
    [100, [600, 1000, 2400]],
    [240, [350, 2500, 3300]],
  ].map(([f0, peaks], i) => mfccFrames(voice(f0 as number, formants(peaks as number[]), 3, 10 + i)));
  const scale = frameScaleOf(cohortVoices.flat());
  const cohort: SpeakerCohort = {
    ...scale,
    codebooks: cohortVoices.map((frames) => trainCodebook(standardisedFrames(frames, scale))),
  };
  const sample = (samples: Float32Array) => speakerSampleOf(samples, cohort);

  it('scores two takes of one voice above that voice against another', () => {
    const first = sample(voice(120, a, 4, 1));
    const second = sample(voice(125, a, 4, 2));
    const other = sample(voice(130, b, 4, 3));
    const same = speakerScore(first, second, cohort)!;
    const different = speakerScore(first, other, cohort)!;
    expect(same).toBeGreaterThan(SPEAKER_MATCH_THRESHOLD);
    expect(different).toBeLessThan(same - 0.3);
  });

  it('gives no score without enough voiced speech, and skips the quiet frames', () => {
    const silence = sample(new Float32Array(3 * MFCC_SAMPLE_RATE));
    expect(silence.frames).toHaveLength(0);
    expect(speakerScore(silence, sample(voice(120, a, 4, 1)), cohort)).toBeNull();
    // 300 frames in 3 s; the pauses between syllables (a third of the time, 50 dB down) are left out.
    const frames = mfccFrames(voice(120, a, 3, 1)).length;
    expect(frames).toBeLessThan(290);
    expect(frames).toBeGreaterThan(150);
  });

  it('makes the same codebook from the same frames', () => {
    const frames = standardisedFrames(mfccFrames(voice(120, a, 3, 1)), cohort);
    expect(trainCodebook(frames)).toEqual(trainCodebook(frames));
    expect(trainCodebook(frames)).toHaveLength(32);
  });

  it('takes only a stored voiceprint of the right shape', () => {
    expect(isVoiceprint(voiceprintOf(voice(120, a, 2, 1)))).toBe(true);
    expect(isVoiceprint({ mean: [1, 2], deviation: [1, 2], frames: 10 })).toBe(false);
    expect(isVoiceprint(null)).toBe(false);
    // Voiceprints stored before the median pitch was kept are still voiceprints.
    const { pitchSemitones: _pitch, ...older } = voiceprintOf(voice(120, a, 2, 1));
    expect(isVoiceprint(older)).toBe(true);
    expect(isVoiceprint({ ...older, pitchSemitones: 'high' })).toBe(false);
  });

  it('keeps the median pitch, and a median far from the other costs score', () => {
    // 120 Hz is 3.16 semitones above 100 Hz; the made voice wobbles 5% around it.
    expect(medianPitchSemitones(voice(120, a, 3, 1))).toBeCloseTo(3.16, 0);
    expect(medianPitchSemitones(new Float32Array(3 * MFCC_SAMPLE_RATE))).toBeNull();
    expect(pitchPenalty(0, PITCH_TOLERANCE_SEMITONES)).toBe(0);
    expect(pitchPenalty(0, PITCH_TOLERANCE_SEMITONES + 3)).toBeCloseTo(3 * PITCH_PENALTY_PER_SEMITONE);
    expect(pitchPenalty(null, 12)).toBe(0);
    // One spectrum at 120 Hz and at 240 Hz (an octave, about 12 semitones): the penalty comes off the score.
    const low = sample(voice(120, a, 4, 1));
    const high = sample(voice(240, a, 4, 2));
    expect(high.pitchSemitones! - low.pitchSemitones!).toBeCloseTo(12, 0);
    const withoutPitch = speakerScore({ ...low, pitchSemitones: null }, high, cohort)!;
    const penalty = pitchPenalty(low.pitchSemitones, high.pitchSemitones);
    expect(penalty).toBeGreaterThan((11 - PITCH_TOLERANCE_SEMITONES) * PITCH_PENALTY_PER_SEMITONE);
    expect(speakerScore(low, high, cohort)!).toBeCloseTo(withoutPitch - penalty, 9);
  });
});
