// Vitest project 'server': API, data, serving and admin tests against a real PGlite in a fresh temp DATA_DIR per file.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Opening PGlite and running migrations takes a few seconds per file; argon2 hashing is deliberately slow.
    testTimeout: 90_000, // a safety limit, not a timing goal: a loaded 2-core machine starts PGlite slowly
    hookTimeout: 60_000,
  },
});
