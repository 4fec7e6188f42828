// Test support: a real server (buildServer) on a fresh temp DATA_DIR with PGlite (a copy of the run's migrated one), fake built apps, and helpers
// to create codes and accounts through the API. Nothing of ours is mocked.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../app';
import { createSignupCode, type NewSignupCode } from '../auth/signup-codes.repository';
import { defaultUsageLimits, type RateLimitRule, type ServerConfig } from '../config';
import { seedDatabase } from './seed-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

const generous: RateLimitRule = { limit: 10_000, windowMs: 60_000 };

export function tempDir(prefix = 'twin-server-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A repository-like root holding apps/studio/dist and apps/marketing/dist with tiny recognisable files. */
export function createFakeAppsRoot(root = tempDir('twin-apps-')): string {
  const files: Record<string, string> = {
    'apps/studio/dist/index.html': '<!doctype html><title>studio</title><div id="root">STUDIO APP</div>',
    'apps/studio/dist/assets/studio/index-abc123.js': 'console.log("studio");',
    'apps/studio/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'apps/marketing/dist/index.html': '<!doctype html><title>site</title>MARKETING HOME',
    'apps/marketing/dist/privacy/index.html': '<!doctype html><title>privacy</title>PRIVACY PAGE',
    'apps/marketing/dist/assets/site/site-def456.css': 'body{margin:0}',
    'apps/marketing/dist/robots.txt': 'User-agent: *\n',
    'apps/marketing/dist/.env': 'SECRET=1',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // Created only when not given, so no temp directory is left behind.
  const dataDir = overrides.dataDir ?? tempDir();
  if (!overrides.databaseUrl) seedDatabase(dataDir);
  return {
    port: 0,
    host: '127.0.0.1',
    jwtSecret: TEST_JWT_SECRET,
    rateLimits: {
      login: { perIp: generous, perEmail: generous },
      register: { perIp: generous, perEmail: generous },
    },
    // Test set-ups create several voices at once; voice-jobs-at-once.test.ts tests the real default.
    usageLimits: { ...defaultUsageLimits, voiceJobsAtOnce: 100 },
    // Short, so tests of many failures stay fast while the delay still runs.
    loginFailureDelay: { freeFailures: 3, firstDelayMs: 5, maxDelayMs: 20, windowMs: 60_000 },
    logger: false,
    ...overrides,
    dataDir,
    appsRoot: overrides.appsRoot ?? createFakeAppsRoot(),
  };
}

/** Removes the temp directories a testConfig() made. */
export function removeTestDirs(config: ServerConfig): void {
  rmSync(config.dataDir, { recursive: true, force: true });
  rmSync(config.appsRoot, { recursive: true, force: true });
}

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config = testConfig(overrides);
  const app = await buildServer(config);
  return {
    app,
    config,
    async close() {
      await app.close();
      removeTestDirs(config);
    },
  };
}

export async function createCode(
  app: FastifyInstance,
  overrides: Partial<NewSignupCode> = {},
): Promise<string> {
  const row = await createSignupCode(app.database.db, {
    plan: 'Starter',
    planTokens: 3600,
    voiceClones: 1,
    maxUses: 1,
    expiresAt: new Date(Date.now() + 86_400_000),
    ...overrides,
  });
  return row.code;
}

let counter = 0;
/** Unique, valid account details for one test. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`;
  return { username: id, email: `${id}@example.com`, password: 'secret-pass-1' };
}

/** The bearer header for a token; none for an anonymous call. */
export function bearerHeader(token?: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

function sendJson(method: 'POST' | 'PUT', app: FastifyInstance, url: string, body: unknown, token?: string) {
  return app.inject({ method, url, payload: body as object, headers: bearerHeader(token) });
}

export function postJson(app: FastifyInstance, url: string, body: unknown, token?: string) {
  return sendJson('POST', app, url, body, token);
}

export function putJson(app: FastifyInstance, url: string, body: unknown, token?: string) {
  return sendJson('PUT', app, url, body, token);
}

export function getWithToken(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: bearerHeader(token) });
}

/** Registers a new account with a fresh one-use code; returns its token and details. */
export async function registerAccount(app: FastifyInstance, codeOverrides: Partial<NewSignupCode> = {}) {
  const account = newAccount();
  const signupCode = await createCode(app, codeOverrides);
  const response = await postJson(app, '/api/auth/register', { ...account, signupCode });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: { id: string } };
  return { ...account, token: body.token, userId: body.user.id, signupCode };
}

/** Stack frames ("    at fn (file:1:2)") or source paths must never reach a client. */
export function looksLikeStackTrace(body: string): boolean {
  return (
    /\n\s+at\s/.test(body) ||
    /\bat\s+\S+\s+\(/.test(body) ||
    /[\w-]+\.(ts|js|mjs|cjs):\d+/.test(body) ||
    /\/(work|home|tmp|usr)\//.test(body) ||
    /node_modules/.test(body)
  );
}

export function messageOf(response: LightMyRequestResponse): string {
  return (response.json() as { message: string }).message;
}
