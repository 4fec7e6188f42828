// Crash recovery of the video-processing and lip-sync jobs: the server (src/main.ts run with tsx, so no build is
// needed) is killed with SIGKILL while a video is being transcoded; after a restart the job is retried through
// pg-boss and the video ends ready within a minute, with exactly one playable MP4 and one poster on disk, each with
// its row, and nothing left in tmp. Then the same for a lip-sync job of that video: it ends completed within a
// minute of the restart, its tokens charged once.
import { openAsBlob } from 'node:fs';
import { expect, it } from 'vitest';
import { videos } from '../db/schema';
import { fixture } from '../test-support/audio-fixtures';
import {
  expectMediaMatchesRows,
  exited,
  killWithItsTools,
  registerUser,
  restartTestServers,
  tokensUsed,
  waitFor,
  waitForInvitation,
  waitForRunning,
} from '../test-support/restart-harness';
import { storedFiles } from '../test-support/stored-files';
import { videoFixture } from '../test-support/video-fixtures';

const servers = restartTestServers({
  entry: 'source',
  jwtSecret: 'video-restart-test-secret-that-is-long-enough-0123456789',
});
const dataDir = servers.newDataDir('twin-video-restart-');
const startServer = () => servers.start(dataDir);

/** Kills the server with SIGKILL (and the ffmpeg it ran), starts it again and waits until it answers. */
async function killAndRestart(server: ReturnType<typeof startServer>) {
  await killWithItsTools(server.child);
  const second = startServer();
  const base2 = await waitForRunning(second, 'the running line after the restart', 90_000);
  return { second, base2, restartedAt: Date.now() };
}

it('a video being processed when the server is killed ends ready after the restart', async () => {
  const input = await videoFixture('long.avi');
  const first = startServer();
  // The first start compiles the sources with tsx: slow on 2 busy cores.
  const { base, code } = await waitForInvitation(first, { invitationMs: 90_000, runningMs: 20_000 });
  const { auth } = await registerUser(base, code, 'videokill');
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
  const { second, base2, restartedAt } = await killAndRestart(first);
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
  expect(storedFiles(dataDir).filter((path) => path.startsWith('tmp'))).toEqual([]);
  const rows = await expectMediaMatchesRows(dataDir, {
    more: async (db) => {
      const [video] = await db.select().from(videos);
      expect(video?.attempts).toBe(2);
      expect(video?.durationSeconds).toBeGreaterThan(14.5);
    },
  });
  expect(rows.map((path) => path.split('.').pop()).sort()).toEqual(['jpg', 'mp4']);
}, 240_000);

it('a lip-sync job running when the server is killed finishes after the restart, charged once', async () => {
  const first = startServer();
  const base = await waitForRunning(first, 'the running line', 45_000);
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
  const used = (at: string) => tokensUsed(at, auth);
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

  const { second, base2, restartedAt } = await killAndRestart(first);
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
