// Crash recovery of the localization job: the server (src/main.ts run with tsx) is killed with SIGKILL while a job is
// processing; after a restart the job is retried through pg-boss (or fails cleanly) within a minute: completed and
// charged once, or failed with its tokens given back; either way nothing is left in tmp and every file under media
// has its row.
import { spawn, type ChildProcess } from 'node:child_process';
import { openAsBlob, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { localizationJobs, mediaFiles } from '../db/schema';
import { createFakeAppsRoot, tempDir } from '../test-support/test-server';
import { storedFiles } from '../video/test-support/video-test-client';
import { talkingVideo } from './test-support/talking-video';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = tempDir('twin-localize-restart-');
const appsRoot = createFakeAppsRoot();
const started: ChildProcess[] = [];

function startServer(): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TWIN_STUDIO_ROOT: appsRoot,
      JWT_SECRET: 'localize-restart-test-secret-that-is-long-enough-0123456789',
      JOB_POLL_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let seen = '';
  child.stdout!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (seen += chunk.toString()));
  return { child, output: () => seen };
}

async function waitFor<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Every process under `pid` (the ffmpeg and espeak-ng it runs), from /proc. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(appsRoot, { recursive: true, force: true });
});

it('a job running when the server is killed finishes or fails cleanly after the restart', async () => {
  // A longer lesson (more sentences to speak), so the kill lands mid-job.
  const lesson = await talkingVideo([
    'Welcome to the lesson about the sun.',
    'The sun is a star.',
    'It gives us light and heat every day.',
    'The earth goes around the sun once a year.',
    'The moon goes around the earth.',
    'Thank you for watching this video.',
  ]);
  const first = startServer();
  const [, port, code] = await waitFor(
    'the invitation line',
    () => /Invitation: http:\/\/localhost:(\d+)\/signup\?code=(\w+)/.exec(first.output()),
    90_000,
  );
  await waitFor('the running line', () => (first.output().includes('is running at') ? true : null), 20_000);
  const base = `http://127.0.0.1:${port}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'lockill',
      email: 'lockill@example.com',
      password: 'secret-pass-1',
      signupCode: code,
    }),
  });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('file', await openAsBlob(lesson.path, { type: 'video/mp4' }), 'lesson.mp4');
  const transcribed = await fetch(`${base}/api/localization/transcribe`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(transcribed.status, await transcribed.clone().text()).toBe(200);
  const { text, video_file } = (await transcribed.json()) as { text: string; video_file: string };
  const used = async (at: string) =>
    (
      (await (await fetch(`${at}/api/user/token-usage`, { headers: auth })).json()) as {
        plan_tokens_used: number;
      }
    ).plan_tokens_used;
  const usedBefore = await used(base);
  const created = await fetch(`${base}/api/localization/localize-job`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ video_file, source_language: 'auto', target_language: 'es', source_text: text }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { jobId } = (await created.json()) as { jobId: string };
  const jobAt = async (at: string) =>
    (
      (await (await fetch(`${at}/api/localization/jobs/${jobId}`, { headers: auth })).json()) as {
        job: { status: string; progress: string | null; error_message: string | null };
      }
    ).job;
  await waitFor(
    'the job to be generating speech',
    async () => (/^Generating speech/.test((await jobAt(base)).progress ?? '') ? true : null),
    60_000,
  );

  // Killed mid-job; the tools it ran are ended too (a test leaves no process behind).
  const orphans = descendants(first.child.pid!);
  first.child.kill('SIGKILL');
  await exited(first.child);
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const second = startServer();
  const [, port2] = await waitFor(
    'the running line after the restart',
    () => /is running at http:\/\/localhost:(\d+)/.exec(second.output()),
    90_000,
  );
  const restartedAt = Date.now();
  const base2 = `http://127.0.0.1:${port2}`;
  const ended = await waitFor(
    'the job to end',
    async () => {
      const answer = await jobAt(base2);
      return answer.status === 'completed' || answer.status === 'failed' ? answer : null;
    },
    60_000,
  );
  expect(Date.now() - restartedAt).toBeLessThan(60_000);
  const seconds = Math.ceil(lesson.seconds);
  // Completed: charged once; failed: its tokens given back, with a message.
  expect(await used(base2)).toBe(ended.status === 'completed' ? usedBefore + seconds : usedBefore);
  if (ended.status === 'failed') expect(ended.error_message).toBeTruthy();
  expect(ended.status, ended.error_message ?? second.output()).toBe('completed');

  second.child.kill('SIGTERM');
  await exited(second.child);
  const files = storedFiles(dataDir);
  expect(files.filter((path) => path.startsWith('tmp'))).toEqual([]);
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select({ path: mediaFiles.relativePath }).from(mediaFiles);
    expect(files.filter((path) => path.startsWith('media'))).toEqual(
      rows.map((row) => join('media', ...row.path.split('/'))).sort(),
    );
    // The source and the result; the job was taken up again after the kill.
    expect(rows).toHaveLength(2);
    const [row] = await database.db.select().from(localizationJobs);
    expect(row?.attempts).toBe(2);
  } finally {
    await database.close();
  }
}, 300_000);
