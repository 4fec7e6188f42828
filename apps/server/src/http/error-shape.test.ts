// The route machinery's options beside the default: a scope's error shape (the speech test answers the spec's
// { success: false, error, message }, every other scope { message }, for the same refusal), its routes listed in the
// OpenAPI document under the path served, and a route refused on a scope that does not serve its base.
import { apiRoutes, DEFAULT_SPEECH_TEST_PATH } from '@twin/api-client';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { addToOpenApi, implement } from './api-route';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const badJson = (url: string) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: '{"a": ',
  });

describe('error shapes', () => {
  it('answers the same bad body in each scope’s shape, and nothing more', async () => {
    const message = 'The request body is not valid JSON.';
    const ours = await badJson('/api/auth/login');
    expect(ours.statusCode).toBe(400);
    expect(ours.body).toBe(JSON.stringify({ message }));
    const speechTest = await badJson(`${DEFAULT_SPEECH_TEST_PATH}/submit`);
    expect(speechTest.statusCode).toBe(400);
    expect(speechTest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(speechTest.body).toBe(JSON.stringify({ success: false, error: message, message }));
  });

  it('lists the speech test’s routes, stream included, under the path served and without sign-in', async () => {
    const docs = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const download = docs.paths[`${DEFAULT_SPEECH_TEST_PATH}/download/{filename}`]?.get;
    expect(download).toBeDefined();
    expect(download!.security).toBeUndefined();
    expect(docs.paths['/download/{filename}']).toBeUndefined();
  });
});

describe('where a route may be registered', () => {
  const notCalled = () => Promise.reject(new Error('not called'));
  const health = implement(apiRoutes['speechTest.health'], { handler: notCalled });
  const apiHealth = implement(apiRoutes['system.health'], { handler: notCalled });

  it('refuses a speech-test route on an unprefixed scope and an api route on a prefixed one', async () => {
    const app = Fastify();
    const refusals: string[] = [];
    const attempt = (scope: Parameters<typeof addToOpenApi>[0], route: typeof health | typeof apiHealth) => {
      try {
        addToOpenApi(scope, [route]);
      } catch (error) {
        refusals.push((error as Error).message);
      }
    };
    await app.register(async (scope) => attempt(scope, health));
    await app.register(async (scope) => attempt(scope, apiHealth), { prefix: DEFAULT_SPEECH_TEST_PATH });
    await app.ready();
    await app.close();
    expect(refusals).toEqual([
      "Route speechTest.health (base speechTest) is registered under ''.",
      `Route system.health (base api) is registered under '${DEFAULT_SPEECH_TEST_PATH}'.`,
    ]);
  });
});
