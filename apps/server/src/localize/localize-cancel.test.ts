// Cancel and numbers of a localization job against a real server (PGlite, pg-boss, ffmpeg, the embedded engines):
// while a job speaks its sentences GET answers a rising progress_percent; Cancel (POST .../cancel) ends it as
// canceled, gives back the tokens of the part not yet done (localize-progress.ts), stops its tools (no process names
// its work directory, which is removed) and the pg-boss job completes instead of retrying; a second cancel is 409,
// another user's 404. A job still waiting behind it gets every token back and never runs. The credits history
// shows both as canceled with what came back.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  getWithToken,
  postJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { creditsHistoryOf } from '../test-support/credits-history';
import { tokenUsage } from '../test-support/speech-client';
import { createJob, transcribe } from './test-support/localize-test-client';
import { talkingVideo } from './test-support/talking-video';

interface Answer {
  id: string;
  status: string;
  progress: string | null;
  progress_percent?: number;
  seconds_left?: number | null;
}

let server: TestServer;
let owner: Awaited<ReturnType<typeof registerAccount>>;
let stranger: Awaited<ReturnType<typeof registerAccount>>;
let videoFile: string;
let transcript: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registerAccount(server.app);
  stranger = await registerAccount(server.app);
  const lesson = await talkingVideo([
    'Welcome to the lesson about the sun.',
    'The sun is a star.',
    'It gives us light and heat every day.',
    'The earth goes around the sun once a year.',
    'The moon goes around the earth.',
    'Thank you for watching this video.',
  ]);
  const transcribed = await transcribe(server.app, owner.token, { path: lesson.path, filename: 'Sun.mp4' });
  expect(transcribed.statusCode, transcribed.body).toBe(200);
  ({ text: transcript, video_file: videoFile } = transcribed.json() as { text: string; video_file: string });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

const jobOf = async (id: string) =>
  ((await getWithToken(server.app, `/api/localization/jobs/${id}`, owner.token)).json() as { job: Answer })
    .job;

async function until<T>(what: string, check: () => Promise<T | null>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`waited in vain for ${what}`);
}

async function start(): Promise<string> {
  const created = await createJob(server.app, owner.token, {
    video_file: videoFile,
    source_language: 'auto',
    target_language: 'es',
    source_text: transcript,
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { jobId: string }).jobId;
}

/** The processes whose command line names `text` (the job's work directory holds its id). */
function processesNaming(text: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', text], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('pgrep'));
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** The job's pg-boss state and how often it was retried. */
const bossJob = async (id: string) => {
  const result = await server.app.database.db.execute(
    sql`select j.state, j.retry_count from pgboss.job j join localization_jobs l on l.boss_job_id = j.id::text where l.id = ${id}`,
  );
  return (result as unknown as { rows: { state: string; retry_count: number }[] }).rows[0] ?? null;
};

it('cancels a running job: canceled, the unspent tokens back, its tools stopped, never retried', async () => {
  const usedBefore = (await tokenUsage(server.app, owner.token)).plan_tokens_used;
  const running = await start();
  const waiting = await start();
  const reserved = (await tokenUsage(server.app, owner.token)).plan_tokens_used - usedBefore;
  const perJob = reserved / 2;

  // Numbers beside the text, rising while the job speaks its sentences.
  const seen: number[] = [];
  await until('the job to be speaking', async () => {
    const job = await jobOf(running);
    expect(job.progress_percent).toEqual(expect.any(Number));
    seen.push(job.progress_percent!);
    return /^Generating speech \(2 of/.test(job.progress ?? '') ? job : null;
  });
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.at(-1)).toBeGreaterThan(12);
  expect((await jobOf(waiting)).status).toBe('pending');

  // Only the owner may cancel.
  const foreign = await postJson(server.app, `/api/localization/jobs/${running}/cancel`, {}, stranger.token);
  expect(foreign.statusCode).toBe(404);

  const canceled = await postJson(server.app, `/api/localization/jobs/${running}/cancel`, {}, owner.token);
  expect(canceled.statusCode, canceled.body).toBe(200);
  const answer = canceled.json() as { job: Answer; refunded_credits: number };
  expect(answer.job.status).toBe('canceled');
  const done = answer.job.progress_percent!;
  expect(done).toBeGreaterThan(0);
  expect(answer.refunded_credits).toBe(Math.ceil((perJob * (100 - done)) / 100));
  expect(answer.refunded_credits).toBeLessThan(perJob);

  // The job still waiting gives everything back.
  const pending = await postJson(server.app, `/api/localization/jobs/${waiting}/cancel`, {}, owner.token);
  expect(pending.statusCode, pending.body).toBe(200);
  expect((pending.json() as { refunded_credits: number }).refunded_credits).toBe(perJob);
  const usedAfter = (await tokenUsage(server.app, owner.token)).plan_tokens_used;
  expect(usedAfter - usedBefore).toBe(perJob - answer.refunded_credits);

  // Its tools are stopped and its work directory removed; pg-boss completes the attempt, no retry.
  const tmp = join(server.config.dataDir, 'tmp');
  const workDirs = () => readdirSync(tmp).filter((name) => name.startsWith(`localization-job-${running}`));
  await until('no process of the job', async () =>
    processesNaming(`localization-job-${running}`).length === 0 && workDirs().length === 0 ? true : null,
  );
  await until('the pg-boss job to complete', async () =>
    (await bossJob(running))?.state === 'completed' ? true : null,
  );
  expect((await bossJob(running))?.retry_count).toBe(0);
  // The job waiting behind it is taken up and ends at once, never run.
  await until('the waiting job to be taken up', async () =>
    (await bossJob(waiting))?.state === 'completed' ? true : null,
  );
  for (const id of [running, waiting]) expect((await jobOf(id)).status).toBe('canceled');
  expect((await tokenUsage(server.app, owner.token)).plan_tokens_used).toBe(usedAfter);

  // Once ended, a cancel is 409.
  const again = await postJson(server.app, `/api/localization/jobs/${running}/cancel`, {}, owner.token);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ message: 'This localization has already ended.' });

  // The credits history: canceled, with what came back.
  const entries = await creditsHistoryOf(server.app, owner.token);
  expect(entries.find((entry) => entry.id === running)).toMatchObject({
    status: 'canceled',
    cost: perJob,
    refund: answer.refunded_credits,
  });
  expect(entries.find((entry) => entry.id === waiting)).toMatchObject({ status: 'canceled', refund: perJob });
}, 300_000);

it('answers 404 for a job that is not there', async () => {
  const missing = await postJson(
    server.app,
    '/api/localization/jobs/00000000-0000-4000-8000-000000000000/cancel',
    {},
    owner.token,
  );
  expect(missing.statusCode).toBe(404);
  const notAnId = await postJson(server.app, '/api/localization/jobs/nope/cancel', {}, owner.token);
  expect(notAnId.statusCode).toBe(404);
});
