// The real server for an end-to-end test file: started before its tests on a free port with a
// fresh temporary DATA_DIR, stopped (and its data deleted) after them. The process handling lives
// in scripts/local-server.mjs, which `npm run bench` shares.
import { afterAll, beforeAll } from 'vitest';
import { startLocalServer, type LocalServer, type LocalServerOptions } from '../../scripts/local-server.mjs';

export {
  findFreePort,
  parseInvitation,
  repoRoot,
  serverEntry,
  startLocalServer,
} from '../../scripts/local-server.mjs';
export type { LocalServer, LocalServerOptions } from '../../scripts/local-server.mjs';

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
