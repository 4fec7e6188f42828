// GET /api/health names each engine's state: embedded, or an HTTP engine that accepts a connection or does not.
// Here STT_URL and LIPSYNC_URL point at listening servers and MT_URL at a port nobody listens on. It names the lip-sync
// engine too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
    ),
  );
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('GET /api/health with HTTP engines', () => {
  const listening = createServer((_request, response) => response.end('{}'));
  let server: TestServer;
  beforeAll(async () => {
    const url = await listen(listening);
    const gone = createServer();
    const goneUrl = await listen(gone);
    await close(gone);
    server = await startTestServer({
      transcription: { sttUrl: url },
      translation: { mtUrl: goneUrl },
      lipsync: { lipsyncUrl: url },
    });
  });
  afterAll(async () => {
    await server?.close();
    await close(listening);
  });

  it('reports the reachable ones reachable and the one nobody answers for unreachable', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      speech: 'embedded',
      transcription: 'reachable',
      translation: 'unreachable',
      lipsync: 'reachable',
      lipsyncEngine: 'http',
    });
  });
});
