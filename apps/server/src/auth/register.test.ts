// Registration: invitation codes gate sign-up, grants are applied, names and e-mails are unique, redemption is atomic;
// signup-code validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, signupCodes, codeRedemptions } from '../db/schema';
import {
  createCode,
  getWithToken,
  messageOf,
  newAccount,
  postJson,
  registerAccount,
  startTestServer,
  type TestServer,
} from '../test-support/test-server';
import { codeInvalidMessage, codeRequiredMessage } from './auth.routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const register = (body: unknown) => postJson(server.app, '/api/auth/register', body);

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 with a token and the user, and applies the code’s grants', async () => {
    const signupCode = await createCode(server.app, { plan: 'Growth', planTokens: 7200, voiceClones: 3 });
    const account = newAccount();
    const response = await register({ ...account, signupCode });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      username: account.username,
      email: account.email,
      current_plan: 'Growth',
      voice_clones_allowed: 3,
      voice_clones_used: 0,
    });
    expect(new Date(body.user.created_at).toISOString()).toBe(body.user.created_at);
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');

    const usage = await getWithToken(server.app, '/api/user/token-usage', body.token);
    expect(usage.json()).toEqual({ plan_tokens_used: 0, plan_tokens_total: 7200, current_plan: 'Growth' });

    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [code] = await server.app.database.db
      .select()
      .from(signupCodes)
      .where(eq(signupCodes.code, signupCode));
    expect(code?.uses).toBe(1);
  });

  it('lower-cases the e-mail and refuses the same e-mail in other case with 409', async () => {
    const account = newAccount();
    const first = await register({
      ...account,
      email: account.email.toUpperCase(),
      signupCode: await createCode(server.app),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().user.email).toBe(account.email.toLowerCase());

    const again = await register({
      ...newAccount(),
      email: `  ${account.email.replace(/^./, (c) => c.toUpperCase())}  `,
      signupCode: await createCode(server.app),
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('An account with this e-mail address already exists.');
  });

  it('refuses a taken username (case-insensitively) with 409 and does not consume the code', async () => {
    const account = newAccount();
    expect((await register({ ...account, signupCode: await createCode(server.app) })).statusCode).toBe(201);
    const signupCode = await createCode(server.app);
    const response = await register({
      ...newAccount(),
      username: account.username.toUpperCase(),
      signupCode,
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('That username is already taken. Please choose another.');
    const valid = await server.app.inject({ url: `/api/custom-signup/validate-code/${signupCode}` });
    expect(valid.json().valid).toBe(true);
  });

  it('needs a signup code', async () => {
    const response = await register(newAccount());
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(codeRequiredMessage);
  });

  it.each([
    ['unknown', async () => 'NOSUCHCODE99'],
    ['expired', async () => createCode(server.app, { expiresAt: new Date(Date.now() - 1000) })],
    [
      'used up',
      async () => {
        const code = await createCode(server.app, { maxUses: 1 });
        expect((await register({ ...newAccount(), signupCode: code })).statusCode).toBe(201);
        return code;
      },
    ],
  ])('refuses an %s code with the spec’s message', async (_label, makeCode) => {
    const response = await register({ ...newAccount(), signupCode: await makeCode() });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(codeInvalidMessage);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be 3–32 letters, digits, _ . or -.'],
    [{ username: 'x'.repeat(33) }, 'Username must be 3–32 letters, digits, _ . or -.'],
    [{ username: 'has space' }, 'Username must be 3–32 letters, digits, _ . or -.'],
    [{ username: 'emoji🙂' }, 'Username must be 3–32 letters, digits, _ . or -.'],
    [{ email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
    [{ password: '12345' }, 'Password must be at least 6 characters long'],
    [{ password: undefined }, 'Password is required.'],
    [{ email: 42 }, 'Email must be a string.'],
  ])('validates %o → 400 %s', async (change, message) => {
    const response = await register({ ...newAccount(), signupCode: await createCode(server.app), ...change });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('accepts usernames with letters, digits, _ . and - at both length limits', async () => {
    for (const username of ['a_b', `A.b-${'c'.repeat(28)}`]) {
      const response = await register({
        ...newAccount(),
        username,
        signupCode: await createCode(server.app),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('20 concurrent registrations on a one-use code create exactly one account', async () => {
    const signupCode = await createCode(server.app, { maxUses: 1 });
    const attempts = Array.from({ length: 20 }, () => register({ ...newAccount('race'), signupCode }));
    const responses = await Promise.all(attempts);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(messageOf(response)).toBe(codeInvalidMessage);
    }
    const db = server.app.database.db;
    const redemptions = await db.select().from(codeRedemptions).where(eq(codeRedemptions.code, signupCode));
    expect(redemptions).toHaveLength(1);
    const [code] = await db.select().from(signupCodes).where(eq(signupCodes.code, signupCode));
    expect(code?.uses).toBe(1);
    const raceUsers = (await db.select({ username: users.username }).from(users)).filter((u) =>
      u.username.startsWith('race'),
    );
    expect(raceUsers).toHaveLength(1);
  });

  it('a three-use code under 10 concurrent registrations creates exactly three accounts', async () => {
    const signupCode = await createCode(server.app, { maxUses: 3 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => register({ ...newAccount('triple'), signupCode })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
  });
});

describe('GET /api/custom-signup/validate-code/:code', () => {
  const validate = (code: string) =>
    server.app.inject({ url: `/api/custom-signup/validate-code/${encodeURIComponent(code)}` });
  const invalid = { valid: false, planTokensTotal: 0, voiceClonesAllowed: 0 };

  it('valid code → its grants', async () => {
    const code = await createCode(server.app, { planTokens: 7200, voiceClones: 3 });
    const response = await validate(code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, planTokensTotal: 7200, voiceClonesAllowed: 3 });
  });

  it('a code that never expires is valid', async () => {
    expect((await validate(await createCode(server.app, { expiresAt: null }))).json().valid).toBe(true);
  });

  it('unknown code → 200 valid:false with zeros', async () => {
    const response = await validate('UNKNOWN-CODE');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(invalid);
  });

  it('expired code → valid:false', async () => {
    const code = await createCode(server.app, { expiresAt: new Date(Date.now() - 60_000) });
    expect((await validate(code)).json()).toEqual(invalid);
  });

  it('used-up code → valid:false', async () => {
    const account = await registerAccount(server.app);
    expect((await validate(account.signupCode)).json()).toEqual(invalid);
  });
});
