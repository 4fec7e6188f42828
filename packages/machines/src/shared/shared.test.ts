// The shared voice helpers: server message preferred over the fallback (spec part 2 §8), the two
// session failures, durations in words, and the upload checks with the spec's texts (§5).
import { describe, expect, it } from 'vitest';
import {
  checkProCloneDuration,
  checkProCloneFile,
  checkQuickCloneDuration,
  checkQuickCloneFile,
  effectiveProCloneSeconds,
} from './audio-file-checks';
import { clampPercent } from './audio-sample';
import { durationInWords, timeLeftInWords } from './duration-text';
import { sampleAudioFile } from './sample-audio-file';
import { serverMessageOr } from './server-message';
import { isMissingTokenError, isUnauthorizedError, MissingTokenError } from './session-errors';

const megabyte = 1024 * 1024;

describe('serverMessageOr', () => {
  it("uses an ApiError's server message", () => {
    expect(serverMessageOr({ serverMessage: 'Voice clone limit reached.', message: 'x' }, 'Fallback.')).toBe(
      'Voice clone limit reached.',
    );
  });
  it('uses the fallback, not the generic message, when the server said nothing', () => {
    const apiError = Object.assign(new Error('An unexpected error occurred'), { serverMessage: null });
    expect(serverMessageOr(apiError, 'Failed to save pro voice clone.')).toBe(
      'Failed to save pro voice clone.',
    );
    expect(serverMessageOr({ serverMessage: '  ' }, 'Fallback.')).toBe('Fallback.');
  });
  it("reads other errors' message, else the fallback", () => {
    expect(serverMessageOr(new Error('Payload too large'), 'Fallback.')).toBe('Payload too large');
    expect(serverMessageOr(new Error(''), 'Fallback.')).toBe('Fallback.');
    expect(serverMessageOr(undefined, 'Fallback.')).toBe('Fallback.');
  });
});

describe('session errors', () => {
  it('recognises a 401', () => {
    expect(isUnauthorizedError({ status: 401 })).toBe(true);
    expect(isUnauthorizedError({ status: 403 })).toBe(false);
    expect(isUnauthorizedError(new Error('401'))).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
  it('recognises a missing token', () => {
    expect(isMissingTokenError(new MissingTokenError())).toBe(true);
    expect(new MissingTokenError().name).toBe('MissingTokenError');
    expect(isMissingTokenError(new Error('MissingTokenError'))).toBe(false);
    expect(isMissingTokenError({ name: 'MissingTokenError' })).toBe(false);
  });
});

describe('durationInWords', () => {
  it.each([
    [5, '5 seconds'],
    [1, '1 second'],
    [30, '30 seconds'],
    [60, '1 minute'],
    [120, '2 minutes'],
    [1800, '30 minutes'],
    [3600, '1 hour'],
    [7200, '2 hours'],
    [90, '90 seconds'],
    [0, '0 seconds'],
  ])('%i → %s', (seconds, words) => {
    expect(durationInWords(seconds)).toBe(words);
  });
});

describe('timeLeftInWords (issue 25)', () => {
  it.each([
    [3, 'Less than 10 seconds left'],
    [14, 'About 10 seconds left'],
    [41, 'About 40 seconds left'],
    [56, 'About 1 minute left'],
    [130, 'About 2 minutes left'],
    [3299, 'About 55 minutes left'],
    [3300, 'About 1 hour left'],
    [9000, 'About 3 hours left'],
  ])('%i → %s', (seconds, words) => {
    expect(timeLeftInWords(seconds)).toBe(words);
  });
});

describe('upload checks', () => {
  it('pro: audio type, then at most 200MB', () => {
    expect(checkProCloneFile(sampleAudioFile('a.mp4', 'video/mp4', 1))).toBe('Please select an audio file.');
    expect(checkProCloneFile(sampleAudioFile('a.wav', 'audio/wav', 200 * megabyte + 1))).toBe(
      'File too large. Maximum size is 200MB.',
    );
    expect(checkProCloneFile(sampleAudioFile('a.ogg', 'audio/ogg', 200 * megabyte))).toBeNull();
  });
  it('pro: at least 2 minutes, capped at 180 s', () => {
    expect(checkProCloneDuration(119)).toBe('Audio too short. Please upload at least 2 minutes of audio.');
    expect(checkProCloneDuration(120)).toBeNull();
    expect(checkProCloneDuration(Number.NaN)).toBe('Could not read audio file. Please try a different file.');
    expect(effectiveProCloneSeconds(150)).toBe(150);
    expect(effectiveProCloneSeconds(181)).toBe(180);
  });
  it('quick: audio type, under 50MB, 5 to 30 seconds', () => {
    expect(checkQuickCloneFile(sampleAudioFile('a', 'text/plain', 1))).toBe('Please select an audio file.');
    expect(checkQuickCloneFile(sampleAudioFile('a', 'audio/wav', 51 * megabyte))).toBe(
      'File size must be under 50MB.',
    );
    expect(checkQuickCloneFile(sampleAudioFile('a', 'audio/wav', 50 * megabyte))).toBeNull();
    expect(checkQuickCloneDuration(4)).toBe('Audio file must be at least 5 seconds long.');
    expect(checkQuickCloneDuration(31)).toBe('Audio file must be under 30 seconds long.');
    expect(checkQuickCloneDuration(-1)).toBe('Could not read audio file. Please try a different file.');
    expect(checkQuickCloneDuration(17)).toBeNull();
  });
  it('builds sample files of a stated size without the bytes', () => {
    const file = sampleAudioFile('big.wav', 'audio/wav', 300 * megabyte);
    expect(file).toBeInstanceOf(Blob);
    expect([file.name, file.type, file.size]).toEqual(['big.wav', 'audio/wav', 300 * megabyte]);
  });
});

describe('clampPercent', () => {
  it('rounds into 0–100', () => {
    expect(clampPercent(49.6)).toBe(50);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(250)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
