// Unit tests of @twin/api-client: the zod schemas of every call, the routes, the client and the shared helpers, in Node.
import { defineProject } from 'vitest/config';
export default defineProject({
  test: { name: 'api-client', environment: 'node', include: ['src/**/*.test.ts'] },
});
