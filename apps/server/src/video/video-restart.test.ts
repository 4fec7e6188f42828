// Crash recovery of the video-processing and lip-sync jobs: the server (src/main.ts run with tsx, so no build is
// needed) is killed with SIGKILL while a video is being transcoded; after a restart the job is retried through
// pg-boss and the video ends ready within a minute, with exactly one playable MP4 and one poster on disk, each with
// its row, and nothing left in tmp. Then the same for a lip-sync job of that video: it ends completed within a
// minute of the restart, its tokens charged once.
import { spawn, type ChildProcess } from 'node:child_process';
import { openAsBlob, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { mediaFiles, videos } from '../db/schema';
import { fixture } from '../create-voice/test-support/audio-fixtures';
import { createFakeAppsRoot, tempDir } from '../test-support/test-server';
import { videoFixture } from './test-support/video-fixtures';
import { storedFiles } from './test-support/video-test-client';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = tempDir('twin-video-restart-');
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
      JWT_SECRET: 'video-restart-test-secret-that-is-long-enough-0123456789',
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
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** The direct children of a process (the ffmpeg it runs), from /proc. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Kills the server with SIGKILL (and the ffmpeg it ran), starts it again and waits until it answers. */
async function killAndRestart(child: ChildProcess) {
  const orphans = childPids(child.pid!);
  child.kill('SIGKILL');
  await exited(child);
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const second = startServer();
  const [, port] = await waitFor(
    'the running line after the restart',
    () => /is running at http:\/\/localhost:(\d+)/.exec(second.output()),
    90_000,
  );
  return { second, base2: `http://127.0.0.1:${port}`, restartedAt: Date.now() };
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

it('a video being processed when the server is killed ends ready after the restart', async () => {
  const input = await videoFixture('long.avi');
  const first = startServer();
  const [, port, code] = await waitFor(
    'the invitation line',
    () => /Invitation: http:\/\/localhost:(\d+)\/signup\?code=(\w+)/.exec(first.output()),
    // The first start compiles the sources with tsx: slow on 2 busy cores.
    90_000,
  );
  await waitFor('the running line', () => (first.output().includes('is running at') ? true : null), 20_000);
  const base = `http://127.0.0.1:${port}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'videokill',
      email: 'videokill@example.com',
      password: 'secret-pass-1',
      signupCode: code,
    }),
  });
  expect(registered.status).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('video', await openAsBlob(input, { type: 'video/x-msvideo' }), 'lecture.avi');
  const uploaded = await fetch(`${base}/api/videos/upload`, { method: 'POST', headers: auth, body: form });
  expect(uploaded.status).toBe(201);
  const [{ id }] = ((await uploaded.json()) as { videos: { id: string }[] }).videos as [{ id: string }];
  const status = async (at: string) =>
    (await (await fetch(`${at}/api/videos/${id}/status`, { headers: auth })).json()) as {
      status: string;
      error_message: string | null;
    };
  await waitFor(
    'processing',
    async () => ((await status(base)).status === 'processing' ? true : null),
    20_000,
  );

  // Killed mid-transcode; the ffmpeg it ran is ended too (a test leaves no process behind).
  const { second, base2, restartedAt } = await killAndRestart(first.child);
  const ended = await waitFor(
    'the video to be processed',
    async () => {
      const answer = await status(base2);
      return answer.status === 'ready' || answer.status === 'failed' ? answer : null;
    },
    60_000,
  );
  expect(Date.now() - restartedAt).toBeLessThan(60_000);
  expect(ended.status, ended.error_message ?? second.output()).toBe('ready');

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
    expect(rows.map((row) => row.path.split('.').pop()).sort()).toEqual(['jpg', 'mp4']);
    const [video] = await database.db.select().from(videos);
    expect(video?.attempts).toBe(2);
    expect(video?.durationSeconds).toBeGreaterThan(14.5);
  } finally {
    await database.close();
  }
}, 240_000);

it('a lip-sync job running when the server is killed finishes after the restart, charged once', async () => {
  const first = startServer();
  const [, port] = await waitFor(
    'the running line',
    () => /is running at http:\/\/localhost:(\d+)/.exec(first.output()),
    45_000,
  );
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'videokill@example.com', password: 'secret-pass-1' }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const [video] = (
    (await (await fetch(`${base}/api/videos`, { headers: auth })).json()) as {
      videos: { id: string }[];
    }
  ).videos;
  const form = new FormData();
  form.append('audio', await openAsBlob(await fixture('speech-3s.wav'), { type: 'audio/wav' }), 'take.wav');
  const audio = await fetch(`${base}/api/audio/upload`, { method: 'POST', headers: auth, body: form });
  expect(audio.status).toBe(201);
  const { clip } = (await audio.json()) as { clip: { url: string } };
  const used = async (at: string) =>
    (
      (await (await fetch(`${at}/api/user/token-usage`, { headers: auth })).json()) as {
        plan_tokens_used: number;
      }
    ).plan_tokens_used;
  const usedBefore = await used(base);
  // 24 s of timeline over the 15 s video: mixed, then played forward and backward (a few seconds of ffmpeg).
  const timelineClips = [0, 7, 14, 21].map((startTime) => ({
    type: 'upload',
    url: clip.url,
    name: 'take',
    startTime,
    duration: 3,
    originalStartOffset: 0,
    originalDuration: 3,
  }));
  const started = await fetch(`${base}/api/videos/lipsync-timeline`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ videoId: video!.id, timelineClips, useCodeformer: true }),
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const { job } = (await started.json()) as { job: { id: string } };
  const jobOf = async (at: string) =>
    (
      (await (await fetch(`${at}/api/videos/lipsync`, { headers: auth })).json()) as {
        jobs: { id: string; status: string; error_message: string | null }[];
      }
    ).jobs.find((candidate) => candidate.id === job.id)!;
  await waitFor(
    'processing',
    async () => ((await jobOf(base)).status === 'processing' ? true : null),
    20_000,
  );

  const { second, base2, restartedAt } = await killAndRestart(first.child);
  const ended = await waitFor(
    'the lip-sync job to end',
    async () => {
      const answer = await jobOf(base2);
      return answer.status === 'completed' || answer.status === 'failed' ? answer : null;
    },
    60_000,
  );
  expect(Date.now() - restartedAt).toBeLessThan(60_000);
  // Completed: charged once for its 24 s; failed (it may not be retried): nothing charged.
  expect(await used(base2)).toBe(ended.status === 'completed' ? usedBefore + 24 : usedBefore);
  expect(ended.status, ended.error_message ?? second.output()).toBe('completed');
  second.child.kill('SIGTERM');
  await exited(second.child);
  expect(storedFiles(dataDir).filter((path) => path.startsWith('tmp'))).toEqual([]);
}, 240_000);
