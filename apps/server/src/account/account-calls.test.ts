// Profile, user profile, token usage and plan upgrade requests.
import { emailNotUsableMessage } from '../auth/auth.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUpgradeRequests } from './upgrades.repository';
import {
  getWithToken,
  messageOf,
  postJson,
  putJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { enterpriseUpgradeMessage } from './account.routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('profile', () => {
  it('GET /api/auth/profile → { user } and GET /api/user/profile → the same fields at the top level', async () => {
    const account = await registerAccount(server.app, { plan: 'Pro', planTokens: 14400, voiceClones: 5 });
    const wrapped = (await getWithToken(server.app, '/api/auth/profile', account.token)).json();
    const flat = (await getWithToken(server.app, '/api/user/profile', account.token)).json();
    expect(flat).toEqual(wrapped.user);
    expect(flat).toEqual({
      id: account.userId,
      username: account.username,
      email: account.email,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      current_plan: 'Pro',
      voice_clones_used: 0,
      voice_clones_allowed: 5,
    });
  });

  it('PUT /api/auth/profile changes username and e-mail and answers { user }', async () => {
    const account = await registerAccount(server.app);
    const response = await putJson(
      server.app,
      '/api/auth/profile',
      { username: `${account.username}x`, email: `NEW-${account.email}` },
      account.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      username: `${account.username}x`,
      email: `new-${account.email}`,
    });
    const login = await postJson(server.app, '/api/auth/login', {
      email: `new-${account.email}`,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('PUT /api/auth/profile refuses another user’s e-mail neutrally (400), a taken username with 409, an empty change with 400', async () => {
    const mine = await registerAccount(server.app);
    const theirs = await registerAccount(server.app);
    const email = await putJson(
      server.app,
      '/api/auth/profile',
      { email: theirs.email.toUpperCase() },
      mine.token,
    );
    expect(email.statusCode).toBe(400);
    expect(messageOf(email)).toBe(emailNotUsableMessage);
    expect(email.body).not.toMatch(/exist|taken|already/i);
    const username = await putJson(
      server.app,
      '/api/auth/profile',
      { username: theirs.username },
      mine.token,
    );
    expect(username.statusCode).toBe(409);
    expect(messageOf(username)).toMatch(/username/i);
    const same = await putJson(server.app, '/api/auth/profile', { username: mine.username }, mine.token);
    expect(same.statusCode).toBe(200);
    const empty = await putJson(server.app, '/api/auth/profile', {}, mine.token);
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('Nothing to update.');
  });
});

describe('GET /api/user/token-usage', () => {
  it('reports the plan tokens granted by the code', async () => {
    const account = await registerAccount(server.app, { plan: 'Starter', planTokens: 3600 });
    const response = await getWithToken(server.app, '/api/user/token-usage', account.token);
    expect(response.json()).toEqual({
      plan_tokens_used: 0,
      plan_tokens_total: 3600,
      current_plan: 'Starter',
    });
  });

  it('reports -1 (unlimited) on the Enterprise plan', async () => {
    const account = await registerAccount(server.app, { plan: 'Enterprise', planTokens: 0, voiceClones: -1 });
    const response = await getWithToken(server.app, '/api/user/token-usage', account.token);
    expect(response.json().plan_tokens_total).toBe(-1);
  });

  it('needs a token', async () => {
    expect((await getWithToken(server.app, '/api/user/token-usage')).statusCode).toBe(401);
  });
});

describe('POST /api/subscription/upgrade', () => {
  it('records the request (user, plan, time) and answers success', async () => {
    const account = await registerAccount(server.app);
    const before = Date.now();
    const response = await postJson(
      server.app,
      '/api/subscription/upgrade',
      { plan: 'Growth' },
      account.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const recorded = (await listUpgradeRequests(server.app.database.db)).filter(
      (r) => r.username === account.username,
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ plan: 'Growth', email: account.email });
    expect(recorded[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('refuses Enterprise with 400 pointing to /contact, recording nothing', async () => {
    const account = await registerAccount(server.app);
    const response = await postJson(
      server.app,
      '/api/subscription/upgrade',
      { plan: 'Enterprise' },
      account.token,
    );
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(enterpriseUpgradeMessage);
    expect(messageOf(response)).toContain('/contact');
    const recorded = (await listUpgradeRequests(server.app.database.db)).filter(
      (r) => r.username === account.username,
    );
    expect(recorded).toHaveLength(0);
  });

  it('refuses an unknown plan with 400 and an anonymous caller with 401', async () => {
    const account = await registerAccount(server.app);
    const unknown = await postJson(
      server.app,
      '/api/subscription/upgrade',
      { plan: 'Platinum' },
      account.token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(messageOf(unknown)).toBe('Plan is not one of the allowed values.');
    expect((await postJson(server.app, '/api/subscription/upgrade', { plan: 'Growth' })).statusCode).toBe(
      401,
    );
  });
});
