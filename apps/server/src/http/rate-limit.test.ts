// Rate limiting on @fastify/rate-limit: the window itself (fake clock), login/register answering 429 per e-mail and
// per IP, bodies that never parse counting against the per-address limit (it runs before the body is read), and
// IPv6 callers counted by their /64.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultRateLimits } from '../config';
import { postJson, registerAccount, startTestServer, type TestServer } from '../test-support/test-server';
import { installErrorHandling } from './error-handling';
import { attemptLimiter, rateLimitPlugin, tooManyAttemptsMessage } from './rate-limit';

describe('attemptLimiter', () => {
  afterAll(() => vi.useRealTimers());

  it('allows `limit` attempts per window, then refuses with the seconds until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const app = Fastify();
    installErrorHandling(app);
    await app.register(rateLimitPlugin);
    const limiter = attemptLimiter(app, { limit: 3, windowMs: 60_000 });
    app.get('/attempt/:key', async (request) => {
      await limiter.check(request, (request.params as { key: string }).key);
      return { allowed: true };
    });
    const attempt = async (key: string) => {
      const response = await app.inject({ url: `/attempt/${key}` });
      return response.statusCode === 200
        ? { allowed: true }
        : {
            allowed: false,
            retryAfterSeconds: Number(response.headers['retry-after']),
            body: response.json(),
          };
    };
    expect((await attempt('k')).allowed).toBe(true);
    vi.setSystemTime(1_010_000);
    expect((await attempt('k')).allowed).toBe(true);
    expect((await attempt('k')).allowed).toBe(true);
    expect(await attempt('k')).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
      body: { message: tooManyAttemptsMessage },
    });
    expect((await attempt('other')).allowed).toBe(true);
    vi.setSystemTime(1_060_001); // the window of the first attempt is over
    expect((await attempt('k')).allowed).toBe(true);
    // A fixed window: the new one counts from that attempt, so `limit` attempts fit again.
    expect((await attempt('k')).allowed).toBe(true);
    expect((await attempt('k')).allowed).toBe(true);
    expect((await attempt('k')).allowed).toBe(false);
    await app.close();
  });
});

describe('login and register limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        login: { perIp: { limit: 8, windowMs: 60_000 }, perEmail: { limit: 3, windowMs: 60_000 } },
        register: { perIp: { limit: 2, windowMs: 60_000 }, perEmail: { limit: 100, windowMs: 60_000 } },
      },
    });
  });
  afterAll(() => server.close());

  const login = (email: string, ip: string, password = 'wrong-password') =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  // One account for both tests below (each registration counts against the register limit tested last).
  let accountUnderAttack: ReturnType<typeof registerAccount>;
  beforeAll(() => {
    accountUnderAttack = registerAccount(server.app);
  });

  it('per e-mail and address: the 4th attempt from one address gets 429 with Retry-After', async () => {
    const account = await accountUnderAttack;
    for (let i = 0; i < 3; i++) expect((await login(account.email, '10.0.0.1')).statusCode).toBe(401);
    const limited = await login(account.email.toUpperCase(), '10.0.0.1', account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: tooManyAttemptsMessage });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another e-mail from the same address is still allowed.
    expect((await login('someone-else@example.com', '10.0.0.1')).statusCode).toBe(401);
  });

  it('cannot be used to lock someone out: the right password from another address signs in', async () => {
    const account = await accountUnderAttack;
    for (let i = 0; i < 3; i++) expect((await login(account.email, '10.0.5.1')).statusCode).toBe(401);
    expect((await login(account.email, '10.0.5.1')).statusCode).toBe(429);
    const owner = await login(account.email, '10.0.5.2', account.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
  });

  it('per IP: the 9th login attempt from one address gets 429 whatever the e-mail', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 8; i++) expect((await login(`person${i}@example.com`, ip)).statusCode).toBe(401);
    expect((await login('fresh@example.com', ip)).statusCode).toBe(429);
    expect((await login('fresh@example.com', '10.1.1.2')).statusCode).toBe(401);
  });

  it('per IP: malformed attempts count too', async () => {
    const ip = '10.2.2.2';
    for (let i = 0; i < 8; i++) {
      const bad = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 1 },
        remoteAddress: ip,
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await login('x@example.com', ip)).statusCode).toBe(429);
  });

  it('register is limited per IP', async () => {
    const ip = '10.3.3.3';
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'abc' },
        remoteAddress: ip,
      });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // the default remote address of inject is unaffected
    expect((await postJson(server.app, '/api/auth/register', { username: 'abc' })).statusCode).toBe(400);
  });
});

describe('the per-address limit counts what never reaches a handler', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: defaultRateLimits });
  });
  afterAll(() => server.close());

  const malformed = (remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"username": "abc", ',
      headers: { 'content-type': 'application/json' },
      remoteAddress,
    });

  it('21 malformed JSON bodies from one address reach the register limit of 20 an hour', async () => {
    expect(defaultRateLimits.register.perIp.limit).toBe(20);
    for (let i = 0; i < 20; i++) {
      const response = await malformed('10.4.4.4');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
    }
    const limited = await malformed('10.4.4.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: tooManyAttemptsMessage });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same address IPv4-mapped is the same caller; another address is not limited.
    expect((await malformed('::ffff:10.4.4.4')).statusCode).toBe(429);
    expect((await malformed('10.4.4.5')).statusCode).toBe(400);
  });

  it('counts IPv6 callers by their /64', async () => {
    for (let i = 1; i <= 20; i++)
      expect((await malformed(`2001:db8:7:7::${i.toString(16)}`)).statusCode).toBe(400);
    expect((await malformed('2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await malformed('2001:db8:7:8::1')).statusCode).toBe(400);
  });
});
