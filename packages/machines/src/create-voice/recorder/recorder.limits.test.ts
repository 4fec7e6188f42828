// The recorder's pure length rules and progress, with the spec's texts.
import { describe, expect, it } from 'vitest';
import { checkRecordingLength, recorderPresets, recordingProgress } from './recorder.limits';

describe('checkRecordingLength', () => {
  it('refuses under the minimum with the minimum in words', () => {
    expect(checkRecordingLength(119, recorderPresets.proClone)).toBe(
      'Recording too short. Please record for at least 2 minutes.',
    );
    expect(checkRecordingLength(4, recorderPresets.emotionSample)).toBe(
      'Recording too short. Please record for at least 5 seconds.',
    );
  });
  it('refuses over the maximum', () => {
    expect(checkRecordingLength(31, recorderPresets.emotionSample)).toBe(
      'Recording too long. Please keep recordings under 30 seconds.',
    );
  });
  it('accepts the bounds themselves', () => {
    expect(checkRecordingLength(120, recorderPresets.proClone)).toBeNull();
    expect(checkRecordingLength(180, recorderPresets.proClone)).toBeNull();
    expect(checkRecordingLength(5, recorderPresets.emotionSample)).toBeNull();
    expect(checkRecordingLength(30, recorderPresets.emotionSample)).toBeNull();
  });
  it('has no minimum when none is given', () => {
    expect(checkRecordingLength(0, recorderPresets.quickClone)).toBeNull();
  });
});

describe('recordingProgress', () => {
  it('is the share of the maximum, capped at 1', () => {
    expect(recordingProgress(90, recorderPresets.proClone)).toBe(0.5);
    expect(recordingProgress(200, recorderPresets.proClone)).toBe(1);
    expect(recordingProgress(0, { maxSeconds: 0 })).toBe(0);
  });
});
