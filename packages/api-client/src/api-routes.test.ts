// The route table is consistent (ids, paths, params, multipart), convertible to JSON Schema for the OpenAPI
// document, and every route is reachable through the client.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './client/create-api-client';
import type { FetchFunction } from './client/request';
import { apiRouteList, apiRoutes } from './api-routes';
import { multipartBodySchema } from './shared/multipart-body';
import { fillPath, pathParamNames } from './shared/path';

describe('apiRoutes', () => {
  it('keys every route by its own id', () => {
    for (const [key, route] of Object.entries(apiRoutes)) expect(route.id).toBe(key);
  });

  it('has no two routes with the same method and path shape', () => {
    const shapes = apiRouteList.map((r) => `${r.base} ${r.method} ${r.path.replace(/\{[^}]+\}/g, '{}')}`);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('declares exactly the path placeholders as params', () => {
    for (const route of apiRouteList) {
      const declared = route.params ? Object.keys(route.params.shape).sort() : [];
      expect(declared, route.id).toEqual(pathParamNames(route.path).sort());
    }
  });

  it('gives GET routes no body, media routes no JSON schema, token-in-query routes a token query field', () => {
    for (const route of apiRouteList) {
      if (route.method === 'GET') expect(route.body, route.id).toBeNull();
      expect(route.response === null, route.id).toBe(route.responseType !== 'json');
      if (route.tokenInQuery) expect(Object.keys(route.query?.shape ?? {}), route.id).toContain('token');
    }
  });

  it('keeps the speech-test service free of auth', () => {
    for (const route of apiRouteList.filter((r) => r.base === 'speechTest'))
      expect(route.auth, route.id).toBe(false);
    expect(apiRoutes['auth.login'].auth).toBe(false);
    expect(apiRoutes['auth.profile'].auth).toBe(true);
  });

  it('converts every schema to JSON Schema (for the OpenAPI document)', () => {
    for (const route of apiRouteList) {
      const requestBody = route.multipart ? multipartBodySchema(route) : route.body;
      for (const schema of [route.params, route.query, requestBody]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' }), route.id).not.toThrow();
      }
      if (route.response)
        expect(() => z.toJSONSchema(route.response!, { io: 'output' }), route.id).not.toThrow();
    }
  });

  it('describes multipart file fields in the full multipart body', () => {
    const schema = z.toJSONSchema(multipartBodySchema(apiRoutes['voice.proClone']), { io: 'input' }) as {
      properties: Record<string, { format?: string }>;
      required: string[];
    };
    expect(Object.keys(schema.properties).sort()).toEqual([
      'audio',
      'consentId',
      'name',
      'referenceLanguage',
    ]);
    expect(schema.properties.audio?.format).toBe('binary');
    expect(schema.required).toContain('audio');
    expect(() => multipartBodySchema(apiRoutes['auth.login'])).toThrow();
  });
});

describe('client coverage', () => {
  /** The media route that is fetched as a Blob (its path derived from download_url) instead of a media link. */
  const derivedDownloads = ['speechTest.download'];

  it('reaches every JSON route through the method named after it, with its method and path', async () => {
    const calls: { method: string; url: string }[] = [];
    const fetch: FetchFunction = async (url, init) => {
      calls.push({ method: init.method ?? 'GET', url });
      return new Response('{}', { status: 200 });
    };
    const client = createApiClient({
      baseUrl: 'http://api.test',
      speechTestBase: 'http://st.test',
      getToken: () => 't',
      fetch,
    });
    const groups = client as unknown as Record<
      string,
      Record<string, (...args: unknown[]) => Promise<unknown>>
    >;

    for (const route of apiRouteList.filter((r) => r.responseType === 'json')) {
      const [group, name] = route.id === 'system.health' ? ['', 'health'] : route.id.split('.');
      const method = group
        ? groups[group]?.[name as string]
        : (client as unknown as Record<string, unknown>)[name as string];
      expect(typeof method, `client method for ${route.id}`).toBe('function');
      const queryArgs = Object.keys(route.query?.shape ?? {}).filter(
        (k) => k !== 'token' && k !== 'download',
      );
      const args = [
        ...pathParamNames(route.path).map(() => 'p1'),
        ...queryArgs.map(() => 'q1'),
        ...(route.body || route.multipart ? [route.multipart ? new FormData() : {}] : []),
      ];
      calls.length = 0;
      // The fake answers {} so most parses fail; only the request matters here.
      await (method as (...a: unknown[]) => Promise<unknown>)(...args).catch(() => undefined);
      const base = route.base === 'speechTest' ? 'http://st.test' : 'http://api.test';
      const params = Object.fromEntries(pathParamNames(route.path).map((p) => [p, 'p1']));
      expect(calls, route.id).toHaveLength(1);
      expect(calls[0]?.method, route.id).toBe(route.method);
      expect(calls[0]?.url.split('?')[0], route.id).toBe(`${base}${fillPath(route.path, params)}`);
    }
  });

  it('loads every media route of ours from a media link in the query (media elements send no headers)', () => {
    const media = apiRouteList.filter((r) => r.responseType !== 'json' && !derivedDownloads.includes(r.id));
    expect(media.map((route) => route.id).sort()).toEqual(
      [
        'audio.stream',
        'consent.media',
        'localization.jobStream',
        'localization.jobSubtitles',
        'lipsync.jobStream',
        'lipsync.jobSubtitles',
        'tts.referenceClipAudio',
        'videos.stream',
        'videos.poster',
        'user.exportDownload',
      ].sort(),
    );
    for (const route of media) expect(route.tokenInQuery, route.id).toBe(true);
    const client = createApiClient({ getToken: () => null });
    expect(typeof client.urls.media).toBe('function');
    expect(typeof client.urls.speechTestDownload).toBe('function');
  });
});
