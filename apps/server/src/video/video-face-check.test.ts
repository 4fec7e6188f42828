// A face check that cannot be made never fails the video: it answers null (not checked) and logs why; the job's own
// abort still stops it. Real ffmpeg and face model, on a file that is not a video.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/test-server';
import { checkFaceOrNull } from './video-face-check';

const scratch = tempDir('twin-face-check-');

function collectingLog() {
  const warnings: unknown[][] = [];
  return {
    warnings,
    log: { warn: (...args: unknown[]) => warnings.push(args), error: () => {}, info: () => {} },
  };
}

describe('checkFaceOrNull', () => {
  it('answers null and logs when the check fails', async () => {
    const notVideo = join(scratch, 'notes.mp4');
    await writeFile(notVideo, 'not a video');
    const { warnings, log } = collectingLog();
    const input = { videoId: 'v1', videoPath: notVideo, width: 64, height: 64, durationSeconds: 1 };
    const verdict = await checkFaceOrNull({ ...input, signal: new AbortController().signal }, log);
    expect(verdict).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![0]).toMatchObject({ videoId: 'v1' });
  }, 60_000);

  it('passes the job’s abort on', async () => {
    const { log } = collectingLog();
    const input = {
      videoId: 'v1',
      videoPath: join(scratch, 'none.mp4'),
      width: 64,
      height: 64,
      durationSeconds: 1,
    };
    await expect(checkFaceOrNull({ ...input, signal: AbortSignal.abort() }, log)).rejects.toThrow();
  });
});
