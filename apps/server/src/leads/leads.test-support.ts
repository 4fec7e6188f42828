// Test support for the leads endpoints: a real server from test-server.ts with the lead routes.
// Until app.ts registers them (registerLeadRoutes) and the migration creates `leads`, this adds
// both itself, so the tests run before and after the wiring; once wired it adds nothing.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { TokenService } from '../auth/tokens';
import type { ServerConfig } from '../config';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../test-support/test-server';
import { leadSettingsFromEnv } from './lead-settings';
import { PUBLIC_CONFIG_PATH, registerLeadRoutes } from './leads.routes';

/** The DDL drizzle-kit generates for leads.table.ts, used only while the migration does not exist yet. */
const leadsTableDdl = [
  `CREATE TABLE IF NOT EXISTS "leads" (
    "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
    "industry" text NOT NULL, "video_production_hours" text NOT NULL, "localization" text NOT NULL,
    "video_length" text NOT NULL, "goals" text NOT NULL, "first_name" text NOT NULL, "last_name" text NOT NULL,
    "email" text NOT NULL, "phone" text, "country_code" text NOT NULL, "company" text,
    "idempotency_key" text, "payload_hash" text NOT NULL,
    "created_at" timestamp with time zone DEFAULT now() NOT NULL)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS "leads_idempotency_key_unique" ON "leads" USING btree ("idempotency_key")`,
  `CREATE INDEX IF NOT EXISTS "leads_payload_hash_created_idx" ON "leads" USING btree ("payload_hash","created_at")`,
];

async function ensureLeadsTable(app: FastifyInstance): Promise<void> {
  const result = await app.database.db.execute(sql`select to_regclass('public.leads') as name`);
  const rows = (result as unknown as { rows: { name: string | null }[] }).rows;
  if (rows[0]?.name) return;
  for (const statement of leadsTableDdl) await app.database.db.execute(sql.raw(statement));
}

export async function startLeadsTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await startTestServer(overrides);
  await ensureLeadsTable(server.app);
  if (!server.app.hasRoute({ method: 'GET', url: PUBLIC_CONFIG_PATH })) {
    registerLeadRoutes(
      server.app,
      { db: server.app.database.db, tokens: new TokenService(TEST_JWT_SECRET) },
      leadSettingsFromEnv(process.env, server.config.bookingUrl),
    );
  }
  return server;
}
