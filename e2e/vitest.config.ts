// The end-to-end project: real server, real Chromium, one journey file at a time (they share the
// machine's two cores and each starts its own server), with timeouts sized for a cold start.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    fileParallelism: false,
    // One migrated database for the run, copied into each journey server's DATA_DIR.
    globalSetup: ['support/database-template.setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
