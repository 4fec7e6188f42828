// Security headers for every response (helmet's): a CSP the built apps satisfy, nosniff, X-Frame-Options DENY,
// and HSTS only on responses to HTTPS requests (directly, or through a trusted proxy's X-Forwarded-Proto).
// helmet's headers depend on nothing in the request, so they are worked out once at start and copied onto each
// response (building helmet per request, as @fastify/helmet does, was a tenth of an authenticated call's time).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The outside origins the pages may reach: BOOKING_URL's calendar and SPEECH_TEST_BASE's service. */
export interface OutsideOrigins {
  bookingUrl?: string;
  speechTestBase?: string;
}

/**
 * The CSP directives. frame-src also allows the booking calendar's origin when BOOKING_URL is set; connect-src
 * (the api client's calls) and media-src (the result's <audio>) also allow the speech-test service's origin when
 * SPEECH_TEST_BASE names another one. Nothing else is loosened.
 */
export function contentSecurityPolicy({ bookingUrl, speechTestBase }: OutsideOrigins = {}): Record<
  string,
  string[]
> {
  const frameSrc = ["'self'"];
  if (bookingUrl) frameSrc.push(new URL(bookingUrl).origin);
  const speechTestOrigin = speechTestBase ? [new URL(speechTestBase).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:', ...speechTestOrigin],
    connectSrc: ["'self'", ...speechTestOrigin],
    workerSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
    frameSrc,
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
  };
}

function helmetOptions(origins: OutsideOrigins): HelmetOptions {
  return {
    // useDefaults off: helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP LAN use.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(origins) },
    frameguard: { action: 'deny' },
    noSniff: true,
    // Sent below only over HTTPS: browsers ignore it over HTTP, and it misleads about a plain-HTTP server.
    strictTransportSecurity: false,
  };
}

/** The headers helmet sets with our options, as [name, value] pairs (it reads nothing of the request). */
export function securityHeaders(origins: OutsideOrigins = {}): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(origins))({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

async function registerSecurityHeaders(app: FastifyInstance, origins: OutsideOrigins): Promise<void> {
  const headers = securityHeaders(origins);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** On the root, so every response (API, app pages, files, errors) carries the headers. */
export const securityHeadersPlugin = fp(registerSecurityHeaders, { name: 'twin-security-headers' });
