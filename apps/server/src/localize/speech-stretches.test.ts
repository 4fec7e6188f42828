// Where someone speaks, found in a long recording with a pause every 0.7 s (a choppy 20-minute talk): its
// 1,715 silences make ffmpeg write more lines than a tool's kept stderr holds, and every one of them still counts.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runFfmpeg } from '../media/run-ffmpeg';
import { tempDir } from '../test-support/test-server';
import { detectSpeechStretches } from './speech-stretches';

const scratch = tempDir('twin-speech-stretches-');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('finds the speech to the end of a 20-minute recording with a pause every 0.7 s', async () => {
  const cycles = 1715;
  // It ends with the last cycle's pause.
  const seconds = cycles * 0.7;
  const path = join(scratch, 'choppy.wav');
  // A tone for 0.3 s, then 0.4 s of silence, over and over.
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `aevalsrc='0.5*sin(2*PI*440*t)*lt(mod(t\\,0.7)\\,0.3)':s=8000:d=${seconds}`],
    ...['-c:a', 'pcm_s16le', path],
  ]);
  const stretches = await detectSpeechStretches(path, seconds);

  expect(stretches).toHaveLength(cycles);
  const last = stretches[cycles - 1]!;
  expect(last.startSeconds).toBeCloseTo((cycles - 1) * 0.7, 1);
  expect(last.endSeconds).toBeCloseTo((cycles - 1) * 0.7 + 0.3, 1);
});
