// Crash recovery with the built server (`node apps/server/dist/main.js`): a voice job is running when the process
// is killed with SIGKILL; after a restart the job ends (here: completed, through pg-boss's retry) within a minute,
// the voice clone is counted once, files left without a row are swept, and every file under DATA_DIR/media has
// its database row. On the embedded PGlite, and on a real PostgreSQL when TEST_DATABASE_URL names one (npm test
// starts a throwaway one), where the killed process also leaves its connections and pg-boss's locks behind.
import { execFileSync } from 'node:child_process';
import { mkdirSync, openAsBlob, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPostgresDatabase,
  testDatabaseUrl,
  type FreshDatabase,
} from '../test-support/postgres-database';
import {
  expectMediaMatchesRows,
  exited,
  registerUser,
  restartTestServers,
  waitFor,
  waitForInvitation,
  waitForRunning,
} from '../test-support/restart-harness';
import { storedFiles } from '../test-support/stored-files';
import { fixture } from '../test-support/audio-fixtures';
import { recordPassedConsentOverHttp } from '../test-support/consent-client';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const databases: FreshDatabase[] = [];
const servers = restartTestServers({
  entry: 'built',
  jwtSecret: 'restart-test-secret-that-is-long-enough-0123456789',
});

/** Sets the modification time of `paths` to 11 minutes ago. */
function ageEntries(paths: string[]): void {
  const past = new Date(Date.now() - 11 * 60_000);
  for (const path of paths) utimesSync(path, past, past);
}

beforeAll(() => {
  execFileSync('npm', ['run', 'build', '-w', '@twin/server'], { cwd: repositoryRoot, stdio: 'ignore' });
}, 120_000);

afterAll(async () => {
  await servers.stopAll();
  for (const database of databases) await database.drop();
});

const backends = [
  { database: 'PGlite' as const },
  ...(testDatabaseUrl ? [{ database: 'PostgreSQL' as const }] : []),
];

describe.each(backends)(
  'a voice job and a server killed with SIGKILL, on $database',
  ({ database: backend }) => {
    it('ends completed after the restart, with no orphan files', async () => {
      const dataDir = servers.newDataDir('twin-restart-');
      const postgres =
        backend === 'PostgreSQL' ? await freshPostgresDatabase(testDatabaseUrl!, 'twin_restart') : null;
      if (postgres) databases.push(postgres);
      const databaseEnv: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};

      // 1. A server whose job pauses 2.5 s in each stage, so the kill lands mid-job.
      const first = servers.start(dataDir, { ...databaseEnv, VOICE_JOB_STAGE_DELAY_MS: '2500' });
      const { base, code } = await waitForInvitation(first, {
        invitationMs: 45_000,
        runningMs: 10_000,
        detail: true,
      });
      const { user, auth } = await registerUser(base, code, 'restarter');

      const form = new FormData();
      form.append('name', 'Pro Clone');
      form.append('referenceLanguage', 'en');
      form.append('consentId', await recordPassedConsentOverHttp(base, auth));
      form.append('audio', await openAsBlob(await fixture('speech-150s.mp3')), 'reference.mp3');
      const created = await fetch(`${base}/api/voice/pro-clone`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(created.status).toBe(201);
      const { job_id: jobId } = (await created.json()) as { job_id: string };
      const jobStatus = async (at: string) =>
        (await (await fetch(`${at}/api/voice/jobs/${jobId}`, { headers: auth })).json()) as {
          status: string;
          error_message: string | null;
        };
      await waitFor(
        'processing',
        async () => ((await jobStatus(base)).status === 'processing' ? true : null),
        20_000,
      );

      // 2. Kill it mid-job, and leave a stray file under media as a crash might.
      first.child.kill('SIGKILL');
      await exited(first.child);
      const stray = join(dataDir, 'media', user.id, 'clips', 'left-by-a-crash.wav');
      mkdirSync(dirname(stray), { recursive: true });
      writeFileSync(stray, 'RIFF');
      // With PostgreSQL, DATA_DIR may be shared by several server processes, so only leftovers older than 10
      // minutes are swept (a younger file may be another process's upload in flight): age the crash's leftovers.
      if (postgres)
        ageEntries([stray, ...readdirSync(join(dataDir, 'tmp')).map((name) => join(dataDir, 'tmp', name))]);

      // 3. Restart; the job must end within a minute.
      const second = servers.start(dataDir, databaseEnv);
      const base2 = await waitForRunning(second, 'the running line after restart', 45_000, { detail: true });
      const restartedAt = Date.now();
      const ended = await waitFor(
        'the job to end',
        async () => {
          const job = await jobStatus(base2);
          return job.status === 'completed' || job.status === 'failed' ? job : null;
        },
        60_000,
        { detail: second.output },
      );
      expect(Date.now() - restartedAt).toBeLessThan(60_000);
      expect(ended.status, ended.error_message ?? '').toBe('completed');
      const clips = (await (await fetch(`${base2}/api/voice/jobs`, { headers: auth })).json()) as {
        jobs: unknown[];
      };
      expect(clips.jobs).toHaveLength(1);
      const profile = (await (await fetch(`${base2}/api/user/profile`, { headers: auth })).json()) as {
        voice_clones_used: number;
      };
      expect(profile.voice_clones_used).toBe(1);

      // 4. Stop cleanly, then compare the files with the rows.
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
      const files = storedFiles(dataDir);
      expect(files).not.toContain(join('media', user.id, 'clips', 'left-by-a-crash.wav'));
      expect(files.filter((path) => path.startsWith('tmp'))).toEqual([]);
      const expected = await expectMediaMatchesRows(dataDir, { databaseUrl: postgres?.url });
      expect(expected.length).toBeGreaterThan(5);
    }, 180_000);
  },
);
