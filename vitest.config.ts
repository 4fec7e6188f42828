// The whole test suite as vitest projects: each package's unit tests, the stories in Chromium,
// and the end-to-end journeys. `npm test` runs them all.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'vitest.storybook.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
