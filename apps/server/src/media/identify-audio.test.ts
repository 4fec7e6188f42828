// Uploads are identified by their bytes: real audio passes with its decoded duration; a video, a text file, a
// truncated MP4 or WAV are refused with the right reason, whatever their names say.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support/audio-fixtures';
import { identifyAudio, MediaRejectedError } from './identify-audio';

const dir = mkdtempSync(join(tmpdir(), 'twin-identify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Copies a fixture to an extension-less name, as uploads are stored in tmp. */
async function asUpload(name: Parameters<typeof fixture>[0]): Promise<string> {
  const path = join(dir, `${name.replace(/\W/g, '-')}.upload`);
  copyFileSync(await fixture(name), path);
  return path;
}

async function reason(path: string, accept: 'audio' | 'audio-or-video' = 'audio') {
  try {
    await identifyAudio(path, accept);
    return 'accepted';
  } catch (error) {
    if (error instanceof MediaRejectedError) return error.reason;
    throw error;
  }
}

describe('identifyAudio', () => {
  it('accepts MP3 and WAV with the duration the decoder measured', async () => {
    const mp3 = await identifyAudio(await asUpload('speech-60s.mp3'), 'audio');
    expect(mp3).toMatchObject({ container: 'mp3', hasVideo: false });
    expect(mp3.durationSeconds).toBeGreaterThan(59.5);
    expect(mp3.durationSeconds).toBeLessThan(60.5);
    const wav = await identifyAudio(await asUpload('speech-10s.wav'), 'audio');
    expect(wav.container).toBe('wav');
    expect(wav.durationSeconds).toBeCloseTo(10, 1);
  });

  it('refuses a video named .mp3 as not audio, but takes it where video is allowed', async () => {
    const video = await asUpload('video.mp3');
    expect(await reason(video)).toBe('not-audio');
    expect(await identifyAudio(video, 'audio-or-video')).toMatchObject({ container: 'mp4', hasVideo: true });
  });

  it('refuses a text file named .mp3 as not audio', async () => {
    expect(await reason(await asUpload('text.mp3'))).toBe('not-audio');
  });

  it('refuses truncated M4A and WAV files as unreadable', async () => {
    expect(await reason(await asUpload('truncated-150s.m4a'))).toBe('unreadable');
    expect(await reason(await asUpload('truncated-150s.wav'))).toBe('unreadable');
  });
});
