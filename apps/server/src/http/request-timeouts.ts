// How long one connection may hold the server (Fastify 5 turns every timeout off by default). A request body must
// arrive within a grace period plus its declared length at a slow but honest upload speed (a body of unknown length:
// the largest upload any route takes); past that deadline the request is answered 408 `{ message }`, logged, and its
// connection closed, while whatever handler was waiting for the body sees it end. Node's own timeouts back this up:
// headers within HEADERS_TIMEOUT_MS, the whole request within the largest upload's deadline (`requestTimeout`), and
// no byte either way for CONNECTION_IDLE_TIMEOUT_MS (`connectionTimeout`); Node's timeouts end in the same 408.
// An answer sent before its request's body has fully arrived (a refusal) closes the connection after it, so the
// rest of the body is never waited for.
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { apiRoutes, type ApiRoute } from '@twin/api-client';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { UploadLimits } from '../config';
import { MULTIPART_OVERHEAD_BYTES } from '../files/upload-budget';

/** The slowest upload we still wait for: 1 Mbit/s, a poor mobile or ADSL uplink. */
export const HONEST_UPLOAD_BYTES_PER_SECOND = 128 * 1024;
/** What every body gets on top of its length at that speed (the client's first bytes, a busy network). */
export const BODY_GRACE_MS = 10_000;
/** The request line and headers must arrive within this long. */
export const HEADERS_TIMEOUT_MS = 30_000;
/**
 * A connection with no byte in or out for this long is closed: longer than any answer the server makes a client
 * wait for (a transcription may take 20 minutes, a speech generation 15).
 */
export const CONNECTION_IDLE_TIMEOUT_MS = 30 * 60_000;
/** How often Node checks its header and request deadlines. */
const DEADLINE_CHECK_INTERVAL_MS = 5_000;

export const requestTooSlowMessage = 'The request took too long to arrive. Please try again.';

export interface ConnectionLimits {
  idleMs: number;
  headersMs: number;
  bodyGraceMs: number;
  honestBytesPerSecond: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  idleMs: CONNECTION_IDLE_TIMEOUT_MS,
  headersMs: HEADERS_TIMEOUT_MS,
  bodyGraceMs: BODY_GRACE_MS,
  honestBytesPerSecond: HONEST_UPLOAD_BYTES_PER_SECOND,
};

/** The largest body any route takes: a single file's own limit, or a request's files together, and the form. */
export function largestBodyBytes(uploadLimits: UploadLimits): number {
  const files = Object.values(apiRoutes as Record<string, ApiRoute>).flatMap((route) => route.files ?? []);
  return (
    Math.max(uploadLimits.perRequestBytes, ...files.map((file) => file.maxBytes)) + MULTIPART_OVERHEAD_BYTES
  );
}

/** The time a body of `bytes` gets to arrive. */
export function bodyDeadlineMs(bytes: number, limits: ConnectionLimits): number {
  return limits.bodyGraceMs + Math.ceil((bytes / limits.honestBytesPerSecond) * 1000);
}

/** The body's declared length: 0 for none, null when it comes chunked (its length unknown). */
function declaredBodyBytes(raw: IncomingMessage): number | null {
  if (raw.headers['transfer-encoding'] !== undefined) return null;
  const declared = Number(raw.headers['content-length']);
  return Number.isFinite(declared) && declared > 0 ? declared : 0;
}

function rawAnswer(status: 400 | 408 | 431, message: string): string {
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[
    status
  ];
  const body = JSON.stringify({ message });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Fastify's timeout options and its handler of connections Node gives up on (their own timeouts, malformed
 * requests): answered with `{ message }` as everything else, and a timeout logged.
 */
export function connectionTimeoutOptions(
  limits: ConnectionLimits,
  uploadLimits: UploadLimits,
): Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout' | 'clientErrorHandler'> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: limits.idleMs,
    requestTimeout: limits.headersMs + bodyDeadlineMs(largestBodyBytes(uploadLimits), limits),
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: DEADLINE_CHECK_INTERVAL_MS },
    clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
        this.log.warn({ ip: socket.remoteAddress }, 'request too slow: answered 408 and closed');
        if (socket.writable) socket.write(rawAnswer(408, requestTooSlowMessage));
      } else if (socket.writable) {
        const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
        socket.write(
          tooLarge
            ? rawAnswer(431, 'The request headers are too large.')
            : rawAnswer(400, 'The request is not valid.'),
        );
      }
      socket.destroy(error);
    },
  };
}

/** Sets every request body's deadline; registered on the root by app.ts. */
export const requestTimeoutsPlugin = fp(
  async (app: FastifyInstance, options: { limits: ConnectionLimits; uploadLimits: UploadLimits }) => {
    const { limits } = options;
    const unknownLengthMs = bodyDeadlineMs(largestBodyBytes(options.uploadLimits), limits);
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      const socket = raw.socket;
      const declared = declaredBodyBytes(raw);
      // Injected requests (tests, no socket of their own) and bodies already here need no deadline.
      if (!(socket instanceof Socket) || declared === 0 || raw.complete) return done();
      const deadlineMs = declared === null ? unknownLengthMs : bodyDeadlineMs(declared, limits);
      const timer = setTimeout(() => {
        if (raw.complete || socket.destroyed) return;
        request.log.warn(
          { ip: request.ip, method: request.method, url: request.url, deadlineMs },
          'request body too slow: answered 408 and closed',
        );
        if (!reply.raw.headersSent && socket.writable) socket.write(rawAnswer(408, requestTooSlowMessage));
        socket.destroy();
      }, deadlineMs);
      timer.unref();
      reply.raw.once('close', () => clearTimeout(timer));
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      // A refusal sent before the body arrived: the rest of it is not waited for.
      const { raw } = request;
      if (raw.socket instanceof Socket && declaredBodyBytes(raw) !== 0 && !raw.complete) {
        reply.header('connection', 'close');
      }
    });
  },
  { name: 'twin-request-timeouts' },
);
