// The real server for an end-to-end test file: started before its tests on a free port with a
// fresh temporary DATA_DIR, stopped (and its data deleted) after them. The process handling lives
// in scripts/local-server.mjs, which `npm run bench` shares.
import { afterAll, beforeAll, inject } from 'vitest';
import {
  seedDataDir,
  startLocalServer as startServerProcess,
  type LocalServer,
  type LocalServerOptions,
} from '../../scripts/local-server.mjs';

export { findFreePort, parseInvitation, repoRoot, serverEntry } from '../../scripts/local-server.mjs';
export type { LocalServer, LocalServerOptions } from '../../scripts/local-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding the run's migrated database (database-template.setup.ts). */
    databaseTemplate: string;
  }
}

/** Starts the built server on the run's migrated database (a copy), so it need not make one from nothing. */
export function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  return startServerProcess({ databaseTemplate: inject('databaseTemplate'), ...options });
}

/** Gives a new DATA_DIR a copy of the run's migrated database. */
export function seedWithRunDatabase(dataDir: string): void {
  seedDataDir(dataDir, inject('databaseTemplate'));
}

/**
 * Registers hooks that run one server for the current test file and returns an accessor for it.
 * Set E2E_SERVER_ECHO=1 to see the server's output while the tests run.
 */
export function runServerForFile(options: LocalServerOptions = {}): () => LocalServer {
  let server: LocalServer | undefined;
  beforeAll(async () => {
    server = await startLocalServer({ echo: process.env.E2E_SERVER_ECHO === '1', ...options });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('The server is not running: use it inside a test or hook');
    return server;
  };
}
