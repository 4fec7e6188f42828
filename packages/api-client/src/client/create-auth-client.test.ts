// The auth client: the same calls, answers and errors as the whole client's auth and signup methods, and a
// module graph that carries zod only as zod/mini (it is what the studio's /login downloads).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { createAuthClient } from './create-auth-client';
import type { FetchFunction } from './request';

const user = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  created_at: '2025-01-02T03:04:05.000Z',
  current_plan: 'Starter',
  voice_clones_used: 0,
  voice_clones_allowed: 1,
};

function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; method: string; authorization: string | null; body: unknown }[] = [];
  const fetch: FetchFunction = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      authorization: new Headers(init.headers).get('Authorization'),
      body: init.body,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

/** Runs `call` against both clients with the same fake answer; returns what each sent and got. */
async function bothClients(
  status: number,
  body: unknown,
  call: (client: ReturnType<typeof createAuthClient>) => Promise<unknown>,
) {
  const results = [];
  for (const create of [createAuthClient, createApiClient]) {
    const fake = recordingFetch(status, body);
    const client = create({ baseUrl: 'http://api.test', getToken: () => 'tok', fetch: fake.fetch });
    const outcome = await call(client).then(
      (value) => ({ value }),
      (error: unknown) => ({
        error: error instanceof ApiError ? { ...error, message: error.message } : error,
      }),
    );
    results.push({ calls: fake.calls, outcome });
  }
  return results;
}

describe('createAuthClient', () => {
  it('has exactly the auth and signup methods of the whole client', () => {
    const auth = createAuthClient({ getToken: () => null });
    const whole = createApiClient({ getToken: () => null });
    expect(Object.keys(auth)).toEqual(['auth', 'signup']);
    expect(Object.keys(auth.auth)).toEqual(Object.keys(whole.auth));
    expect(Object.keys(auth.signup)).toEqual(Object.keys(whole.signup));
  });

  it.each([
    [
      'login',
      200,
      { token: 't1', user },
      (c: ReturnType<typeof createAuthClient>) =>
        c.auth.login({ email: 'ada@example.com', password: 'secret' }),
    ],
    [
      'login refused',
      401,
      { message: 'Invalid email or password' },
      (c: ReturnType<typeof createAuthClient>) =>
        c.auth.login({ email: 'ada@example.com', password: 'nope' }),
    ],
    [
      'register without message',
      500,
      {},
      (c: ReturnType<typeof createAuthClient>) =>
        c.auth.register({ username: 'ada', email: 'ada@example.com', password: 'secret' }),
    ],
    ['profile', 200, { user }, (c: ReturnType<typeof createAuthClient>) => c.auth.profile()],
    [
      'profile with an invalid answer',
      200,
      { user: { ...user, current_plan: 'Gold' } },
      (c: ReturnType<typeof createAuthClient>) => c.auth.profile(),
    ],
    [
      'change password',
      200,
      { success: true, token: 't2' },
      (c: ReturnType<typeof createAuthClient>) =>
        c.auth.changePassword({ currentPassword: 'a', newPassword: 'bbbbbb' }),
    ],
    [
      'validate code',
      200,
      { valid: true, planTokensTotal: 600, voiceClonesAllowed: 1 },
      (c: ReturnType<typeof createAuthClient>) => c.signup.validateCode('AB C'),
    ],
  ] as const)('%s: sends and answers like the whole client', async (_name, status, body, call) => {
    const [auth, whole] = await bothClients(status, body, call);
    expect(auth).toEqual(whole);
    expect(auth?.calls).toHaveLength(1);
  });
});

describe('what the auth client carries', () => {
  const clientDir = dirname(fileURLToPath(import.meta.url));

  /** Every module reachable by value imports from `entry` (type-only imports do not reach the bundle). */
  function moduleGraph(entry: string) {
    const seen = new Map<string, string[]>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      const source = readFileSync(file, 'utf8');
      const specifiers = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map((m) => m[1]!);
      seen.set(file, specifiers);
      for (const specifier of specifiers.filter((s) => s.startsWith('.')))
        visit(`${resolve(dirname(file), specifier)}.ts`);
    };
    visit(entry);
    return seen;
  }

  it('imports zod only as zod/mini, and no other feature schemas', () => {
    const graph = moduleGraph(resolve(clientDir, 'create-auth-client.ts'));
    const packages = [...graph.values()].flat().filter((s) => !s.startsWith('.'));
    expect(packages.every((specifier) => specifier === 'zod/mini')).toBe(true);
    const files = [...graph.keys()].map((file) => file.slice(resolve(clientDir, '..').length + 1)).sort();
    expect(files).toEqual([
      'auth/auth.routes.ts',
      'auth/auth.schemas.ts',
      'client/answer-cache.ts',
      'client/api-error.ts',
      'client/auth-calls.ts',
      'client/create-auth-client.ts',
      'client/request.ts',
      'shared/define-route.ts',
      'shared/path.ts',
      'shared/plans.ts',
      'urls/base-url.ts',
    ]);
  });
});
