// The consent clip's face (consent-face.ts) with real ffmpeg and the face models: a picture without a face is
// described as no face, and a clip whose picture ffmpeg cannot decode is told apart from every other failure, so the
// consent upload can answer it in plain words (record again) instead of a server error.
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test-support/audio-fixtures';
import { videoFixture } from '../../test-support/video-fixtures';
import { ConsentPictureUnreadableError, describeConsentFace } from './consent-face';

describe('describeConsentFace', () => {
  it('describes a picture without a face as no face, not passed', async () => {
    const result = await describeConsentFace(await videoFixture('web.mp4'));
    expect(result).toEqual({ score: 0, passed: false, descriptor: null });
  });

  it('throws ConsentPictureUnreadableError when ffmpeg cannot decode a picture of the clip', async () => {
    // A WAV has no picture to decode: ffmpeg fails on the clip's video stream, as on a camera track it cannot read.
    await expect(describeConsentFace(await fixture('speech-3s.wav'))).rejects.toBeInstanceOf(
      ConsentPictureUnreadableError,
    );
  });
});
