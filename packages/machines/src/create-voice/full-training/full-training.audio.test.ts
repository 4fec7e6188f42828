// The training audio figures: accepted files, total, the quality labels at 1800/3600/7200 s, the
// ring against 7200 s and the start rules with the spec's texts (part 2 §5, §9).
import { describe, expect, it } from 'vitest';
import {
  isTrainingFileAccepted,
  trainingQualityLabel,
  trainingRingProgress,
  trainingTotalSeconds,
  validateTrainingStart,
} from './full-training.audio';

describe('isTrainingFileAccepted', () => {
  it.each([
    ['a.wav', ''],
    ['a.MP3', ''],
    ['a.m4a', ''],
    ['a.mp4', ''],
    ['take', 'audio/mpeg'],
    ['take', 'video/mp4'],
    ['take', 'audio/x-m4a'],
  ])('accepts %s (%s)', (name, type) => {
    expect(isTrainingFileAccepted({ name, type })).toBe(true);
  });
  it.each([
    ['a.mov', 'video/quicktime'],
    ['a.pdf', 'application/pdf'],
    ['a.ogg', 'audio/ogg'],
  ])('refuses %s (%s)', (name, type) => {
    expect(isTrainingFileAccepted({ name, type })).toBe(false);
  });
});

describe('quality', () => {
  it('sums the durations', () => {
    expect(trainingTotalSeconds([{ durationSeconds: 1000.5 }, { durationSeconds: 799.5 }])).toBe(1800);
    expect(trainingTotalSeconds([])).toBe(0);
  });
  it.each([
    [0, 'More audio needed'],
    [1799, 'More audio needed'],
    [1800, 'Will sound fine'],
    [3599, 'Will sound fine'],
    [3600, 'Will sound like you'],
    [7199, 'Will sound like you'],
    [7200, 'Will sound the best'],
    [9000, 'Will sound the best'],
  ])('labels %i s "%s"', (seconds, label) => {
    expect(trainingQualityLabel(seconds)).toBe(label);
  });
  it('fills the ring against 7200 s, capped at full', () => {
    expect(trainingRingProgress(1800)).toBe(0.25);
    expect(trainingRingProgress(7200)).toBe(1);
    expect(trainingRingProgress(10_000)).toBe(1);
    expect(trainingRingProgress(0)).toBe(0);
  });
});

describe('validateTrainingStart', () => {
  it('needs 30 minutes of audio first', () => {
    expect(validateTrainingStart({ modelName: '', files: [{ durationSeconds: 1799 }] })).toBe(
      'Please upload at least 30 minutes of audio.',
    );
  });
  it('then a model name', () => {
    expect(validateTrainingStart({ modelName: '  ', files: [{ durationSeconds: 1800 }] })).toBe(
      'Please enter a name for your voice clone.',
    );
  });
  it('passes with both', () => {
    expect(validateTrainingStart({ modelName: 'Ada', files: [{ durationSeconds: 1800 }] })).toBeNull();
  });
});
