// GET /api/public-config against a real server: without SPEECH_TEST_BASE the studio is told to use the server's own
// speech-test service (null), which stays mounted; with it, the outside base is handed out, the built-in service
// still answers at /api/speech-test, and the studio's pages allow that origin in connect-src and media-src. It also
// names the lip-sync engine: the embedded 'face' by default, 'http' with LIPSYNC_URL.
import { publicConfigSchema } from '@twin/api-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_EMAIL } from '../config';
import { startTestServer } from '../test-support/test-server';

describe('GET /api/public-config', () => {
  it("answers a null speech-test base (the server's own service) when SPEECH_TEST_BASE is not set", async () => {
    const server = await startTestServer();
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        bookingUrl: null,
        contactEmail: DEFAULT_CONTACT_EMAIL,
        speechTestBase: null,
        lipsyncEngine: 'face',
      });
      expect(publicConfigSchema.safeParse(response.json()).success).toBe(true);
      const page = await server.app.inject({ method: 'GET', url: '/test-vibe' });
      expect(page.headers['content-security-policy']).toMatch(/connect-src 'self'(;|$)/);
    } finally {
      await server.close();
    }
  });

  it('hands out SPEECH_TEST_BASE and allows its origin on the studio page, keeping its own service', async () => {
    const server = await startTestServer({
      speechTestBase: 'https://vibe.example.com/api',
      // Only named (never asked here): the answer says an HTTP lip-sync engine is in use.
      lipsync: { lipsyncUrl: 'http://127.0.0.1:9/' },
    });
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(response.json()).toEqual({
        bookingUrl: null,
        contactEmail: DEFAULT_CONTACT_EMAIL,
        speechTestBase: 'https://vibe.example.com/api',
        lipsyncEngine: 'http',
      });
      const page = await server.app.inject({ method: 'GET', url: '/test-vibe' });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self' https:\/\/vibe\.example\.com(;|$)/);
      expect(csp).toMatch(/media-src 'self' blob: https:\/\/vibe\.example\.com(;|$)/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      const ownService = await server.app.inject({ method: 'GET', url: '/api/speech-test/health' });
      expect(ownService.json()).toEqual({ success: true });
    } finally {
      await server.close();
    }
  });
});
