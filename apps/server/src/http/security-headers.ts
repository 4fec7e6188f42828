// Security headers for every response (@fastify/helmet): a CSP the built apps satisfy, nosniff, X-Frame-Options DENY,
// and HSTS only on responses to HTTPS requests (directly, or through a trusted proxy's X-Forwarded-Proto).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The CSP directives; frame-src also allows the booking calendar's origin when BOOKING_URL is set. */
export function contentSecurityPolicy(bookingUrl?: string): Record<string, string[]> {
  const frameSrc = ["'self'"];
  if (bookingUrl) frameSrc.push(new URL(bookingUrl).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
    frameSrc,
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
  };
}

async function registerSecurityHeaders(
  app: FastifyInstance,
  { bookingUrl }: { bookingUrl?: string },
): Promise<void> {
  await app.register(helmet, {
    global: true,
    // useDefaults off: helmet's defaults add upgrade-insecure-requests, which breaks plain-HTTP LAN use.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(bookingUrl) },
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
