// Unit tests of @twin/ui in Node: the credit arithmetic, formatting, and the story-coverage check
// that every reachable machine state has a story. Stories themselves run in the 'storybook' project.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
