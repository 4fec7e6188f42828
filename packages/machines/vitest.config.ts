// Unit tests of @twin/machines: the machines with a fake clock and the graph walk, in Node.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'machines', environment: 'node', include: ['src/**/*.test.ts'] },
});
