// Unit tests of @twin/timeline in Node: the pure editing functions, lanes, chunks, clip states,
// formatting and the WAV format. Its stories run in the 'storybook' project, the package as an
// outside app installs it in e2e/timeline-package.e2e.ts.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'timeline', environment: 'node', include: ['src/**/*.test.ts'] },
});
