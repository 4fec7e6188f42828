// Serving the built apps: the right HTML per route, asset caching, pre-compressed copies, redirects, 503 when
// unbuilt, headers, health, docs.
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { marketingRoutes, studioRoutes } from './serve-apps';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ bookingUrl: 'https://calendar.example.com/book/team?x=1' });
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('app routes', () => {
  it.each(studioRoutes)('%s → the studio HTML, not cached', async (route) => {
    const response = await get(route);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('STUDIO APP');
  });

  it('keeps the query string (signup links) and accepts a trailing slash', async () => {
    expect((await get('/signup?code=ABC')).body).toContain('STUDIO APP');
    expect((await get('/dashboard/')).body).toContain('STUDIO APP');
  });

  it.each(marketingRoutes.filter((r) => r !== '/privacy'))('%s → the marketing HTML', async (route) => {
    const response = await get(route);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('MARKETING HOME');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('/privacy → its own pre-rendered page when it exists', async () => {
    expect((await get('/privacy')).body).toContain('PRIVACY PAGE');
  });

  it('HEAD works on app routes', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
  });
});

describe('files and unknown paths', () => {
  it('hashed assets are served with a one-year immutable cache', async () => {
    for (const url of ['/assets/studio/index-abc123.js', '/assets/site/site-def456.css']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/studio/index-abc123.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('a missing asset is a plain 404, not a redirect', async () => {
    expect((await get('/assets/studio/missing-000.js')).statusCode).toBe(404);
    expect((await get('/assets/other/x.js')).statusCode).toBe(404);
  });

  it('other files at the top of a dist are served uncached (marketing first, then studio)', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).statusCode).toBe(200);
  });

  it.each([
    '/nope',
    '/dashboard/extra',
    '/.env',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fpackage.json',
    '/api-not',
  ])('unknown path %s → 302 to /', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('POST to an unknown non-API path → 404 JSON', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/whatever', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('unknown /api path → 404 JSON, never a redirect', async () => {
    const response = await get('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});

describe('pre-compressed copies', () => {
  /** Writes name.br and name.gz beside a file of the fake build, as scripts/precompress.mjs does. */
  const precompress = (path: string) => {
    const file = join(server.config.appsRoot, path);
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  };
  beforeAll(() => {
    for (const path of [
      'apps/studio/dist/index.html',
      'apps/marketing/dist/index.html',
      'apps/studio/dist/assets/studio/index-abc123.js',
      'apps/marketing/dist/assets/site/site-def456.css',
      'apps/studio/dist/favicon.svg',
    ]) {
      precompress(path);
    }
  });

  const getWith = (url: string, acceptEncoding?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each(['/', '/login'])('%s: brotli when accepted, HTML type, Vary, not cached', async (url) => {
    const response = await getWith(url, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(/MARKETING HOME|STUDIO APP/);
  });

  it('HTML: gzip when brotli is not accepted or refused with q=0', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8', 'x-gzip']) {
      const response = await getWith('/', header);
      expect(response.headers['content-encoding'], header).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toContain('MARKETING HOME');
    }
  });

  it('HTML: identity without Accept-Encoding, with identity only, or when everything is refused', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const response = await getWith('/', header);
      expect(response.headers['content-encoding'], String(header)).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.body).toContain('MARKETING HOME');
    }
  });

  it('HTML: a page without copies (or with copies older than it) is sent as it is', async () => {
    const privacy = await getWith('/privacy', 'br, gzip');
    expect(privacy.headers['content-encoding']).toBeUndefined();
    expect(privacy.body).toContain('PRIVACY PAGE');

    const page = join(server.config.appsRoot, 'apps/studio/dist/index.html');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${page}.br`, old, old);
    utimesSync(`${page}.gz`, old, old);
    const stale = await getWith('/login', 'br, gzip');
    expect(stale.headers['content-encoding']).toBeUndefined();
    expect(stale.body).toContain('STUDIO APP');
    precompress('apps/studio/dist/index.html');
  });

  it('hashed assets: brotli when accepted with their own type and the immutable cache, identity otherwise', async () => {
    const js = await getWith('/assets/studio/index-abc123.js', 'br, gzip');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(js.rawPayload).toString()).toBe('console.log("studio");');

    const css = await getWith('/assets/site/site-def456.css', 'gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(gunzipSync(css.rawPayload).toString()).toBe('body{margin:0}');

    const plain = await getWith('/assets/studio/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("studio");');
  });

  it('files at the top of a dist: compressed when accepted, and the copies are not a way around a 404', async () => {
    const svg = await getWith('/favicon.svg', 'br');
    expect(svg.headers['content-encoding']).toBe('br');
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    const robots = await getWith('/robots.txt', 'br, gzip');
    expect(robots.headers['content-encoding']).toBeUndefined();
    expect(robots.body).toContain('User-agent');
    expect((await getWith('/assets/studio/missing-000.js', 'br, gzip')).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sends the CSP, nosniff and X-Frame-Options DENY on HTML and API responses', async () => {
    for (const url of ['/login', '/api/health', '/api/nothing']) {
      const { headers } = await get(url);
      const csp = String(headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "frame-ancestors 'none'",
        "frame-src 'self' https://calendar.example.com",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });
});

describe('API basics', () => {
  it('GET /api/health → {"ok":true} and the embedded engines', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      '{"ok":true,"speech":"embedded","transcription":"embedded","translation":"embedded","lipsync":"embedded","lipsyncEngine":"face"}',
    );
  });

  it('GET /api/docs → an OpenAPI 3.1 document covering every account call', async () => {
    const doc = (await get('/api/docs')).json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    const expected: Array<[string, string]> = [
      ['post', '/api/auth/register'],
      ['post', '/api/auth/login'],
      ['get', '/api/auth/profile'],
      ['put', '/api/auth/profile'],
      ['put', '/api/auth/change-password'],
      ['get', '/api/user/profile'],
      ['get', '/api/user/token-usage'],
      ['post', '/api/subscription/upgrade'],
      ['get', '/api/custom-signup/validate-code/{code}'],
      ['get', '/api/health'],
    ];
    for (const [method, path] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const register = paths['/api/auth/register']!.post as {
      requestBody: {
        content: {
          'application/json': { schema: { properties: Record<string, unknown>; required: string[] } };
        };
      };
    };
    const schema = register.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['username', 'email', 'password', 'signupCode']),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    const profileOp = paths['/api/auth/profile']!.get as { security: unknown[] };
    expect(profileOp.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('unbuilt apps', () => {
  it('answers 503 telling to run `npm run build` when a dist is missing (checked per request)', async () => {
    rmSync(join(server.config.appsRoot, 'apps', 'studio', 'dist'), { recursive: true, force: true });
    rmSync(join(server.config.appsRoot, 'apps', 'marketing', 'dist'), { recursive: true, force: true });
    for (const url of ['/login', '/']) {
      const response = await get(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
    }
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
