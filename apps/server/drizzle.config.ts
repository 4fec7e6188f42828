// drizzle-kit configuration: `npx drizzle-kit generate` (run in apps/server) writes SQL migrations into ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
