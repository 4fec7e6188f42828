// Unit tests of the studio's wiring (machines provided with API calls and token storage), in Node.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'studio', environment: 'node', include: ['src/**/*.test.ts'] },
});
