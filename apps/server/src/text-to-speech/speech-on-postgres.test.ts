// The voice job and speech credits on a real PostgreSQL (node-postgres driver, pg-boss on it), where parallel
// requests truly run in parallel transactions: a voice trained by the real job, then six parallel generations on
// ten credits that must never overspend. Runs when TEST_DATABASE_URL names a PostgreSQL server (npm test starts a
// throwaway one); this file gets a database of its own there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPostgresDatabase,
  testDatabaseUrl,
  type FreshDatabase,
} from '../test-support/postgres-database';
import { messageOf, registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import {
  createVoice,
  expectSharedBalance,
  raceGenerations,
  speechRequest,
  type TestVoice,
} from '../test-support/speech-client';

describe.skipIf(!testDatabaseUrl)('speech on PostgreSQL', () => {
  let database: FreshDatabase;
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof registerAccount>>;
  let voice: TestVoice;

  beforeAll(async () => {
    database = await freshPostgresDatabase(testDatabaseUrl!, 'twin_speech');
    server = await startTestServer({ databaseUrl: database.url, jobs: { pollingIntervalSeconds: 1 } });
    owner = await registerAccount(server.app, { plan: 'Pro', planTokens: 3600, voiceClones: 10 });
    voice = await createVoice(server.app, owner.token, 'quick');
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('runs the voice job on pg-boss over the postgres driver', () => {
    expect(server.app.database.driver).toBe('postgres');
    expect(voice.clipIds.length).toBeGreaterThan(0);
  });

  it('never lets parallel requests spend more than the balance', async () => {
    const race = await raceGenerations(
      server.app,
      owner,
      speechRequest(voice, 'Parallel requests must share one balance fairly.'),
    );
    expectSharedBalance(race);
    // Refused with the balance named: before synthesis on the estimate, or after it when the audio came out
    // longer than estimated (the estimate errs low so that nothing payable is refused).
    for (const response of race.refused)
      expect(messageOf(response)).toMatch(
        /^This speech (needs about|came out [\d.]+ seconds long and needs) \d+ credits/,
      );
  });
});
