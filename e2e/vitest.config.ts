// The end-to-end project: real server, real Chromium, as many journey files at once as the other projects' files
// (one per core; each starts its own server on a free port with its own DATA_DIR and browser, and looks only at its
// own jobs' processes), with timeouts sized for a cold start on a loaded machine.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.ts'],
    // One migrated database for the run, copied into each journey server's DATA_DIR.
    globalSetup: ['support/database-template.setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
