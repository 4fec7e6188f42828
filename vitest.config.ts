// The whole test suite as vitest projects: each package's unit tests, the stories in Chromium,
// and the end-to-end journeys. `npm test` runs them all.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core, journeys too. Vitest's own default in a run is one fewer (one file at a
    // time on 2 cores), though most of our files spend their time waiting for a server, ffmpeg or Chromium.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'vitest.storybook.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
