// Vitest project 'server': API, data, serving and admin tests against a real PGlite in a fresh temp DATA_DIR per file.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated PGlite database per run, copied into each test server's DATA_DIR (test-support/database-template.ts).
    globalSetup: ['src/test-support/database-template.setup.ts'],
    // Opening PGlite takes a second or so per server; argon2 hashing is deliberately slow.
    testTimeout: 90_000, // a safety limit, not a timing goal: a loaded 2-core machine starts PGlite slowly
    hookTimeout: 60_000,
  },
});
