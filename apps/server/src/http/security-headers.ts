// Security headers for every response (@fastify/helmet): a CSP the built apps satisfy, nosniff, X-Frame-Options DENY.
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
  });
}

/** On the root, so every response (API, app pages, files, errors) carries the headers. */
export const securityHeadersPlugin = fp(registerSecurityHeaders, { name: 'twin-security-headers' });
