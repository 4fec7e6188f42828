// HSTS only when the request came over HTTPS: never over plain HTTP, and X-Forwarded-Proto only from a trusted proxy.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin, STRICT_TRANSPORT_SECURITY } from './security-headers';

async function appWith(trustProxy: boolean) {
  const app = Fastify({ trustProxy });
  await app.register(securityHeadersPlugin, {});
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
