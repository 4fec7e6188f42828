// Test support for the questionnaire endpoints: a real server from test-server.ts (app.ts registers
// questionnairePlugin and the migration creates `leads`).
import type { ServerConfig } from '../config';
import { startTestServer, type TestServer } from '../test-support/test-server';

export function startLeadsTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  return startTestServer(overrides);
}
