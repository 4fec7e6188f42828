// Worker entry point (`npm run worker`, `node apps/server/dist/worker.js`): runs the job queues (the voice job and
// its crash recovery) against the configured PostgreSQL database, without HTTP. Several workers and HTTP-only
// servers (RUN_JOBS=false) may share one DATABASE_URL and one DATA_DIR. With the embedded PGlite database it
// refuses: only the server process may open that database, and it runs the jobs itself.
import pino from 'pino';
import { ConfigError, loadConfigFromEnv, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { createServices } from './services';
import { closeOnSignals } from './startup/graceful-shutdown';
import { makeDataDirPrivate, restrictNewFiles } from './startup/private-data-dir';

export const pgliteRefusal =
  'The worker needs PostgreSQL (DATABASE_URL). With the embedded database (PGlite) only one process may open ' +
  'DATA_DIR, so `npm start` runs the jobs itself.';

export interface RunningWorker {
  close(): Promise<void>;
}

/** Opens the database and starts every queue's handlers; close() stops them and closes the database. */
export async function startWorker(config: ServerConfig, print = (line: string) => console.log(line)) {
  if (!config.databaseUrl) throw new ConfigError(pgliteRefusal);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // The same logger and level as the server's (Fastify logs through pino too).
  const level = typeof config.logger === 'object' ? config.logger.level : undefined;
  const log = pino({ name: 'worker', level: level ?? 'warn' });
  try {
    const running = await createServices(config, database, log);
    makeDataDirPrivate(config.dataDir, (line) => log.warn(line));
    try {
      await running.startJobs('work');
    } catch (error) {
      await running.stop().catch(() => undefined);
      throw error;
    }
    // The speech engine's one-off calibration, so the first job does not wait for it.
    running.services.speech
      .prepare?.(['en'])
      .catch((error: unknown) => log.warn({ err: error }, 'speech engine warm-up failed'));
    print('Twin Studio worker is running the job queues.');
    return {
      async close() {
        await running.stop().catch((error: unknown) => log.error({ err: error }, 'stopping jobs failed'));
        await database.close();
      },
    } satisfies RunningWorker;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

async function main(): Promise<void> {
  restrictNewFiles();
  closeOnSignals('the worker', await startWorker(loadConfigFromEnv()));
}

const isEntryPoint = process.argv[1] && /worker\.(ts|js|mjs)$/.test(process.argv[1]);
if (isEntryPoint) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('The Twin Studio worker failed to start:', error);
    process.exit(1);
  });
}
