// Connections cannot hold the server: against a real server listening on a port (body grace shortened to 1 s), 50
// connections each send the headers of POST /api/auth/login declaring a 1000-byte body and then only 10 bytes of
// it; each is answered 408 `{ message }` and closed within its body deadline, each is logged, and /api/health keeps
// answering the whole time, each answer in less than half the body deadline (a server the slow bodies held would
// answer only once they were closed; a busy machine alone took 151 ms where a quiet one takes a few). The deadlines themselves are sized for the largest upload at 1 Mbit/s.
import { request as httpRequest, Agent } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { LOCALIZATION_VIDEO_MAX_FILE_BYTES } from '@twin/api-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { defaultUploadLimits } from '../config';
import { startTestServer, type TestServer } from '../test-support/test-server';
import {
  bodyDeadlineMs,
  connectionTimeoutOptions,
  defaultConnectionLimits,
  largestBodyBytes,
  requestTooSlowMessage,
} from './request-timeouts';

const SLOW_CONNECTIONS = 50;
const DECLARED_BYTES = 1000;
const SENT_BYTES = 10;
const limits = { ...defaultConnectionLimits, bodyGraceMs: 1_000 };

describe('request deadlines', () => {
  it('give the largest upload (a 500 MB localization video) over an hour at 1 Mbit/s, and a login body 10 s', () => {
    const largest = largestBodyBytes(defaultUploadLimits);
    expect(largest).toBeGreaterThan(LOCALIZATION_VIDEO_MAX_FILE_BYTES);
    const options = connectionTimeoutOptions(defaultConnectionLimits, defaultUploadLimits);
    expect(options.requestTimeout).toBeGreaterThan(60 * 60_000);
    expect(bodyDeadlineMs(DECLARED_BYTES, defaultConnectionLimits)).toBeLessThan(10_100);
  });
});

describe('slow bodies', () => {
  let server: TestServer;
  let port: number;
  const logged: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      connectionLimits: limits,
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server?.close());

  /** One GET /api/health over a kept-alive connection: its status and how long it took. */
  function health(agent: Agent): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const call = httpRequest({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, ms: performance.now() - started }));
      });
      call.on('error', reject);
      call.end();
    });
  }

  /** Opens a connection that declares a login body of DECLARED_BYTES and sends SENT_BYTES of it. */
  async function slowLogin(): Promise<{
    socket: Socket;
    answer: () => string;
    closedAfterMs: Promise<number>;
  }> {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    const started = performance.now();
    const closedAfterMs = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(performance.now() - started)),
    );
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${DECLARED_BYTES}\r\n\r\n` +
        '{"email":"'.padEnd(SENT_BYTES, 'a'),
    );
    return { socket, answer: () => answer, closedAfterMs };
  }

  it(`closes ${SLOW_CONNECTIONS} slow-body connections with 408 within the body deadline; /api/health keeps answering throughout`, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await health(agent)).status).toBe(200); // the connection and the route are warm
    const slow = await Promise.all(Array.from({ length: SLOW_CONNECTIONS }, () => slowLogin()));
    onTestFinished(() => slow.forEach((connection) => connection.socket.destroy()));
    const closed = Promise.all(slow.map((connection) => connection.closedAfterMs));
    let allClosed = false;
    void closed.then(() => (allClosed = true));
    const healthTimes: number[] = [];
    const deadline = bodyDeadlineMs(DECLARED_BYTES, limits);
    const giveUpAt = performance.now() + deadline + 10_000; // the assertions below then say what went wrong
    while (!allClosed && performance.now() < giveUpAt) {
      const answer = await health(agent);
      expect(answer.status).toBe(200);
      healthTimes.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    agent.destroy();
    for (const connection of slow) {
      expect(connection.answer()).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(connection.answer().split('\r\n\r\n')[1]!)).toEqual({
        message: requestTooSlowMessage,
      });
    }
    const closedAfter = await closed;
    // Closed by the body deadline (never before it), with a second's slack for a busy machine.
    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(deadline - 50);
    expect(Math.max(...closedAfter)).toBeLessThan(deadline + 1_000);
    expect(Math.max(...healthTimes)).toBeLessThan(deadline / 2);
    const warnings = logged.filter((line) => line.includes('request body too slow'));
    expect(warnings).toHaveLength(SLOW_CONNECTIONS);
    console.log(
      `body deadline ${deadline} ms; closed after ${Math.round(Math.min(...closedAfter))}–` +
        `${Math.round(Math.max(...closedAfter))} ms; /api/health: ${healthTimes.length} polls, ` +
        `slowest ${Math.max(...healthTimes).toFixed(1)} ms`,
    );
  }, 60_000);
});
