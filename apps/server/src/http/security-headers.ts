// Security headers for every response (@fastify/helmet): a CSP the built apps satisfy, nosniff, X-Frame-Options DENY,
// and HSTS only on responses to HTTPS requests (directly, or through a trusted proxy's X-Forwarded-Proto).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

async function registerSecurityHeaders(app: FastifyInstance, origins: OutsideOrigins): Promise<void> {
  await app.register(helmet, {
    global: true,
    // useDefaults off: helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP LAN use.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(origins) },
    frameguard: { action: 'deny' },
    noSniff: true,
    // Sent below only over HTTPS: browsers ignore it over HTTP, and it misleads about a plain-HTTP server.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** On the root, so every response (API, app pages, files, errors) carries the headers. */
export const securityHeadersPlugin = fp(registerSecurityHeaders, { name: 'twin-security-headers' });
