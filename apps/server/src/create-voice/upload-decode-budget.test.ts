// A small file that holds hours of audio cannot cost a long decode: a 10-minute Opus of a few hundred kilobytes
// sent as a pro clone reference is refused with a clear too-long message within 2 s of CPU (the server's own and
// its ffprobe/ffmpeg children's), keeping nothing.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../media/run-ffmpeg';
import { messageOf, registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import { storedFiles, upload } from '../test-support/voice-test-client';
import { voiceMessages } from './voice-messages';

let server: TestServer;
let token: string;
const dir = mkdtempSync(join(tmpdir(), 'twin-opus-'));
const opus = join(dir, 'ten-minutes.ogg');

beforeAll(async () => {
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=48000:cl=mono',
    '-t',
    '600',
    '-c:a',
    'libopus',
    '-b:a',
    '6k',
    opus,
  ]);
  server = await startTestServer();
  token = (await registerAccount(server.app, { plan: 'Pro', voiceClones: 5 })).token;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** CPU seconds of this process plus its finished children (Linux /proc: utime, stime, cutime, cstime). */
function cpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": state is field 3, so utime…cstime (fields 14–17) are at 11–14 here.
  const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  return ticks / 100;
}

describe('decode budget', () => {
  it('refuses a 10-minute Opus reference within 2 s of CPU, storing nothing', async () => {
    expect(statSync(opus).size).toBeLessThan(1_000_000);
    const before = cpuSeconds();
    const response = await upload(
      server.app,
      '/api/voice/pro-clone',
      token,
      { name: 'Opus', referenceLanguage: 'en' },
      [{ field: 'audio', path: opus, filename: 'lesson.ogg' }],
    );
    const spent = cpuSeconds() - before;
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(voiceMessages.proTooLong);
    expect(spent).toBeLessThan(2);
    expect(storedFiles(server.config.dataDir)).toEqual([]);
  });
});
