// HSTS only when the request came over HTTPS: never over plain HTTP, and X-Forwarded-Proto only from a trusted proxy.
// The CSP: same origin only, plus the booking calendar in frame-src and an outside speech-test service in
// connect-src and media-src when configured, and nowhere else.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin, STRICT_TRANSPORT_SECURITY, type OutsideOrigins } from './security-headers';

async function appWith(trustProxy: boolean, origins: OutsideOrigins = {}) {
  const app = Fastify({ trustProxy });
  await app.register(securityHeadersPlugin, origins);
  app.get('/ping', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP, nor for a forwarded-proto header the server does not trust', async () => {
    const app = await appWith(false);
    const plain = await app.inject({ url: '/ping' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-frame-options']).toBe('DENY');
    const spoofed = await app.inject({ url: '/ping', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const app = await appWith(true);
    const https = await app.inject({ url: '/ping', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const http = await app.inject({ url: '/ping', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});

/** The CSP header as directive → sources. */
async function cspOf(origins: OutsideOrigins): Promise<Map<string, string[]>> {
  const app = await appWith(false, origins);
  const response = await app.inject({ url: '/ping' });
  await app.close();
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('allows only its own origin to be fetched and played without SPEECH_TEST_BASE', async () => {
    const csp = await cspOf({});
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("adds an outside speech-test service's origin to connect-src and media-src only", async () => {
    const without = await cspOf({});
    const csp = await cspOf({ speechTestBase: 'https://vibe.example.com:8443/api/v1' });
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://vibe.example.com:8443']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://vibe.example.com:8443']);
    for (const [directive, sources] of csp) {
      if (directive === 'connect-src' || directive === 'media-src') continue;
      expect(sources, directive).toEqual(without.get(directive));
    }
  });

  it("puts the booking calendar's origin in frame-src and the speech-test service's nowhere near it", async () => {
    const csp = await cspOf({
      bookingUrl: 'https://cal.example.com/team/intro',
      speechTestBase: 'http://gpu.local:8000',
    });
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://cal.example.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://gpu.local:8000']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });
});
