// A tool run through runProcess does not outlive the process that ran it: a Node process (tsx) starts a
// ten-minute ffmpeg through runProcess and is killed with SIGKILL, as a crashed or killed server would be; the
// kernel then kills that ffmpeg too, so a restarted server finds none of its predecessor's tools still running.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { exited, waitFor } from '../test-support/restart-harness';
import { tempDir } from '../test-support/test-server';
import { mediaTools } from './media-tools';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const scratch = tempDir('twin-run-process-');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The state letter of a process (R, S, Z…), or null when it is gone. */
function stateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? null;
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return list ? list.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

it.skipIf(process.platform !== 'linux')(
  'an ffmpeg started through runProcess is killed when its parent process is killed with SIGKILL',
  async () => {
    const script = join(scratch, 'run-ffmpeg.ts');
    writeFileSync(
      script,
      `import { runProcess } from ${JSON.stringify(pathToFileURL(join(serverDir, 'src/media/run-process.ts')).href)};\n` +
        // Real-time silence for ten minutes: a long-running tool that costs next to no CPU.
        `void runProcess(${JSON.stringify(mediaTools.ffmpeg)}, ['-nostdin', '-v', 'error', '-re', '-f', 'lavfi', ` +
        `'-i', 'anullsrc=r=8000', '-t', '600', '-f', 'null', '-']);\n` +
        `setInterval(() => undefined, 60_000);\n`,
    );
    const parent = spawn(process.execPath, ['--import', 'tsx', script], { cwd: serverDir, stdio: 'ignore' });
    let ffmpeg: number | null = null;
    try {
      ffmpeg = await waitFor(
        'the ffmpeg child',
        () => childrenOf(parent.pid!).find((pid) => commandOf(pid) === 'ffmpeg') ?? null,
        60_000,
      );
      expect(stateOf(ffmpeg)).not.toBe('Z');
      parent.kill('SIGKILL');
      await exited(parent);
      // Gone, or a zombie waiting to be reaped by whoever adopted it: either way it no longer runs.
      await waitFor(
        'the ffmpeg to end with its parent',
        () => (stateOf(ffmpeg!) === null || stateOf(ffmpeg!) === 'Z' ? true : null),
        10_000,
      );
    } finally {
      parent.kill('SIGKILL');
      if (ffmpeg !== null && stateOf(ffmpeg) !== null && commandOf(ffmpeg) === 'ffmpeg') {
        try {
          process.kill(ffmpeg, 'SIGKILL'); // the check failed: leave no process behind
        } catch {
          // already gone
        }
      }
    }
  },
);
