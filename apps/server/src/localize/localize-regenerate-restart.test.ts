// Crash recovery of a segment regeneration (issue 25's dubbing editor): the server (src/main.ts run with tsx) is
// killed with SIGKILL while a regeneration runs; after a restart it completes or fails cleanly within a minute:
// completed with the segment's seconds charged once and the job's result replaced, or failed with its credits back
// and the previous result kept. Either way nothing is left in tmp and every file under media has its row.
import { openAsBlob } from 'node:fs';
import { expect, it } from 'vitest';
import { localizationRegenerations } from '../db/schema';
import { tokensForSeconds } from '../credits/speech-credits';
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
import { talkingVideo } from './test-support/talking-video';

const servers = restartTestServers({
  entry: 'source',
  jwtSecret: 'localize-regenerate-restart-secret-that-is-long-enough-0123456789',
});
const dataDir = servers.newDataDir('twin-localize-regenerate-restart-');

it('a regeneration running when the server is killed completes or fails cleanly after the restart', async () => {
  const lesson = await talkingVideo();
  const first = servers.start(dataDir);
  const { base, code } = await waitForInvitation(first, { invitationMs: 90_000, runningMs: 20_000 });
  const { auth } = await registerUser(base, code, 'regenkill');
  const json = { ...auth, 'content-type': 'application/json' };
  const form = new FormData();
  form.append('file', await openAsBlob(lesson.path, { type: 'video/mp4' }), 'lesson.mp4');
  const transcribed = await fetch(`${base}/api/localization/transcribe`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  expect(transcribed.status, await transcribed.clone().text()).toBe(200);
  const { text, video_file } = (await transcribed.json()) as { text: string; video_file: string };
  const created = await fetch(`${base}/api/localization/localize-job`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ video_file, source_language: 'auto', target_language: 'es', source_text: text }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { jobId } = (await created.json()) as { jobId: string };
  await waitFor(
    'the localization to complete',
    async () => {
      const { job } = (await (
        await fetch(`${base}/api/localization/jobs/${jobId}`, { headers: auth })
      ).json()) as {
        job: { status: string; error_message: string | null };
      };
      if (job.status === 'failed') throw new Error(job.error_message ?? 'the localization failed');
      return job.status === 'completed' ? true : null;
    },
    120_000,
    { intervalMs: 100 },
  );
  const { segments } = (await (
    await fetch(`${base}/api/localization/jobs/${jobId}/segments`, { headers: auth })
  ).json()) as {
    segments: { source_start: number; source_end: number }[];
  };
  const usedBefore = await tokensUsed(base, auth);
  const asked = await fetch(`${base}/api/localization/jobs/${jobId}/segments/1/regenerate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ translation: 'El sol es grande.' }),
  });
  expect(asked.status, await asked.clone().text()).toBe(200);
  const { regenerationId } = (await asked.json()) as { regenerationId: string };
  const regenerationAt = async (at: string) =>
    (
      (await (
        await fetch(`${at}/api/localization/jobs/${jobId}/regenerations/${regenerationId}`, { headers: auth })
      ).json()) as { regeneration: { status: string; error_message: string | null } }
    ).regeneration;
  await waitFor(
    'the regeneration to be processing',
    async () => ((await regenerationAt(base)).status === 'processing' ? true : null),
    60_000,
    { intervalMs: 20 },
  );

  // Killed mid-regeneration; the tools it ran are ended too.
  await killWithItsTools(first.child);
  const second = servers.start(dataDir);
  const base2 = await waitForRunning(second, 'the running line after the restart', 90_000);
  const ended = await waitFor(
    'the regeneration to end',
    async () => {
      const answer = await regenerationAt(base2);
      return answer.status === 'completed' || answer.status === 'failed' ? answer : null;
    },
    60_000,
    { intervalMs: 50 },
  );
  const charged = tokensForSeconds(segments[1]!.source_end - segments[1]!.source_start);
  expect(await tokensUsed(base2, auth)).toBe(
    ended.status === 'completed' ? usedBefore + charged : usedBefore,
  );
  if (ended.status === 'failed') expect(ended.error_message).toBeTruthy();
  // The job's result is still there to play, whichever way it ended.
  const played = await fetch(`${base2}/api/localization/jobs/${jobId}/stream`, { headers: auth });
  expect(played.status).toBe(200);
  await played.arrayBuffer();

  second.child.kill('SIGTERM');
  await exited(second.child);
  expect(storedFiles(dataDir).filter((path) => path.startsWith('tmp'))).toEqual([]);
  const rows = await expectMediaMatchesRows(dataDir, {
    more: async (db) => {
      const [row] = await db.select().from(localizationRegenerations);
      expect(row?.status).toBe(ended.status);
    },
  });
  // The source and the job's one result (a replaced result's file goes with its row).
  expect(rows).toHaveLength(2);
}, 360_000);
