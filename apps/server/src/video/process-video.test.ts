// The video job's media work bounded by the longest video taken, with real ffmpeg: a transcode stops at the limit
// (a second of slack) whatever the source's timestamps say, and a finished file measured longer than the limit is
// refused, on the paths that do not transcode too (the limit is lowered here so that short fixtures exceed it).
// (A source that states its length is refused when the result comes out shorter, so the transcode's stop is shown
// on a piped WebM, which states none.)
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaTools } from '../media/media-tools';
import { runProcess } from '../media/run-process';
import { tempDir } from '../test-support/test-server';
import { processVideo, VideoProcessingRefusal } from './process-video';
import { videoFixture } from '../test-support/video-fixtures';
import { videoMessages } from './video-messages';

const workDir = tempDir('twin-process-video-');
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('processVideo and the longest video taken', () => {
  it('refuses a finished video longer than the limit (a 2 s MP4, only remuxed, against 0.5 s)', async () => {
    const processing = processVideo({
      sourcePath: await videoFixture('camera.mp4'),
      workDir,
      maxSeconds: 0.5,
    });
    await expect(processing).rejects.toBeInstanceOf(VideoProcessingRefusal);
    await expect(processing).rejects.toThrow(videoMessages.tooLong);
  });

  it('stops a transcode at the limit and a second (a 6 s WebM stating no duration, against 2 s: 3 s kept)', async () => {
    const piped = await runProcess(mediaTools.ffmpeg, [
      ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=6'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-f', 'webm', 'pipe:1'],
    ]);
    expect(piped.exitCode, piped.stderr).toBe(0);
    const sourcePath = join(workDir, 'six-seconds.webm');
    await writeFile(sourcePath, piped.stdout);
    const processed = await processVideo({ sourcePath, workDir, maxSeconds: 2 });
    expect(processed.keptSource).toBe(false);
    expect(processed.durationSeconds).toBeGreaterThan(2.9);
    expect(processed.durationSeconds).toBeLessThan(3.1);
  });
});
