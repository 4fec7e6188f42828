// The served Content-Type of stored media: sound by its container, a picture's container as video.
import { describe, expect, it } from 'vitest';
import { mediaContentType } from './content-types';

describe('mediaContentType', () => {
  it('names audio containers by their registered types', () => {
    expect(mediaContentType('mp3')).toBe('audio/mpeg');
    expect(mediaContentType('wav')).toBe('audio/wav');
    expect(mediaContentType('m4a')).toBe('audio/mp4');
    expect(mediaContentType('webm')).toBe('audio/webm');
  });

  it('serves a recording with a picture as video', () => {
    expect(mediaContentType('webm', true)).toBe('video/webm');
    expect(mediaContentType('mp4', true)).toBe('video/mp4');
  });

  it('falls back to octet-stream for a container it does not know', () => {
    expect(mediaContentType('xyz')).toBe('application/octet-stream');
    expect(mediaContentType('mp3', true)).toBe('application/octet-stream');
  });
});
