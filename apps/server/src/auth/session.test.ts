// Login and session tokens: one message for every login failure; tampered, expired, forged and revoked tokens get 401.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidLoginMessage, wrongCurrentPasswordMessage } from './auth.routes';
import {
  getWithToken,
  messageOf,
  postJson,
  putJson,
  registerAccount,
  startTestServer,
  TEST_JWT_SECRET,
  type TestServer,
} from '../test-support/test-server';
import { sessionExpiredMessage, signInRequiredMessage } from './authenticate';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const profile = (token?: string) => getWithToken(server.app, '/api/auth/profile', token);

describe('POST /api/auth/login', () => {
  it('signs in with the right password (e-mail in any case) and the token opens the profile', async () => {
    const account = await registerAccount(server.app);
    const response = await postJson(server.app, '/api/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.username).toBe(account.username);
    const me = await profile(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(account.email);
  });

  it('says "Invalid email or password." for a wrong password and for an unknown e-mail alike', async () => {
    const account = await registerAccount(server.app);
    const wrongPassword = await postJson(server.app, '/api/auth/login', {
      email: account.email,
      password: 'nope-nope',
    });
    const unknownEmail = await postJson(server.app, '/api/auth/login', {
      email: 'nobody-here@example.com',
      password: account.password,
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: invalidLoginMessage });
    }
  });

  it('requires both fields', async () => {
    const response = await postJson(server.app, '/api/auth/login', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Email is required.');
  });
});

describe('bearer tokens', () => {
  it('no token → 401 asking to sign in', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(messageOf(response)).toBe(signInRequiredMessage);
  });

  it('a tampered token (payload swapped, signature kept) → 401', async () => {
    const victim = await registerAccount(server.app);
    const attacker = await registerAccount(server.app);
    const [header, , signature] = attacker.token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: victim.userId, ver: 0 })).toString('base64url');
    const response = await profile(`${header}.${forgedPayload}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(messageOf(response)).toBe(sessionExpiredMessage);
  });

  it('a token with a flipped signature character → 401', async () => {
    const { token } = await registerAccount(server.app);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const response = await profile(token.slice(0, -2) + last + token.slice(-1));
    expect(response.statusCode).toBe(401);
  });

  it('a token signed with another secret, or with alg "none" → 401', async () => {
    const { userId } = await registerAccount(server.app);
    const otherKey = new TextEncoder().encode('another-secret-another-secret-another-secret');
    const foreign = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(otherKey);
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({ sub: userId, ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 }),
      ).toString('base64url'),
      '',
    ].join('.');
    for (const token of [foreign, unsigned, 'not-a-jwt']) {
      expect((await profile(token)).statusCode).toBe(401);
    }
  });

  it('an expired token signed with the server’s own secret → 401', async () => {
    const { userId } = await registerAccount(server.app);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(key);
    const response = await profile(expired);
    expect(response.statusCode).toBe(401);
    expect(messageOf(response)).toBe(sessionExpiredMessage);
    // The same claims unexpired are accepted, so the 401 above is about expiry.
    const fresh = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(key);
    expect((await profile(fresh)).statusCode).toBe(200);
  });

  it('issues tokens that expire in 7 days', async () => {
    const { token } = await registerAccount(server.app);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server: the old bearer token gets 401, a new sign-in works', async () => {
    const account = await registerAccount(server.app);
    expect((await profile(account.token)).statusCode).toBe(200);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const after = await profile(account.token);
    expect(after.statusCode).toBe(401);
    const again = await postJson(server.app, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect((await profile(again.json().token)).statusCode).toBe(200);
    // Logging out twice: the old token is no longer a session.
    const twice = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(twice.statusCode).toBe(401);
  });

  it('ends the media links handed out before it', async () => {
    const account = await registerAccount(server.app);
    const missingAudio = '/api/audio/00000000-0000-4000-8000-000000000000';
    const link = await server.app.services.mediaLinks.link(
      { id: account.userId, tokenVersion: 0 },
      missingAudio,
    );
    // Signed in, the link gets past authentication to the lookup (no such audio: 404).
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect((await server.app.inject({ method: 'GET', url: link })).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('revokes every token issued before the change; the new password and the returned token work', async () => {
    const account = await registerAccount(server.app);
    const second = (await postJson(server.app, '/api/auth/login', account)).json().token as string;

    const change = await putJson(
      server.app,
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'brand-new-pass' },
      account.token,
    );
    expect(change.statusCode).toBe(200);
    expect(change.json().success).toBe(true);

    for (const old of [account.token, second]) {
      const response = await profile(old);
      expect(response.statusCode).toBe(401);
      expect(messageOf(response)).toBe(sessionExpiredMessage);
    }
    expect((await profile(change.json().token)).statusCode).toBe(200);
    const oldLogin = await postJson(server.app, '/api/auth/login', account);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await postJson(server.app, '/api/auth/login', {
      email: account.email,
      password: 'brand-new-pass',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password (400) and a too-short new one, keeping old tokens valid', async () => {
    const account = await registerAccount(server.app);
    const wrong = await putJson(
      server.app,
      '/api/auth/change-password',
      { currentPassword: 'not-my-password', newPassword: 'whatever-1' },
      account.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe(wrongCurrentPasswordMessage);
    const short = await putJson(
      server.app,
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: '123' },
      account.token,
    );
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('Password must be at least 6 characters long');
    expect((await profile(account.token)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await putJson(server.app, '/api/auth/change-password', {
      currentPassword: 'a',
      newPassword: 'bbbbbb',
    });
    expect(response.statusCode).toBe(401);
  });
});
