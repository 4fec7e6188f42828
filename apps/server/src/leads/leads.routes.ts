// The public site's endpoints: POST /api/contact-form (the questionnaire, validated with the shared
// schema, rate limited per IP, stored once per Idempotency-Key or identical answers, answering
// { success: true }) and GET /api/public-config ({ bookingUrl, contactEmail } for the booking step).
// app.ts registers them with `registerLeadRoutes(app, services, settings)`.
import { apiRoutes } from '@twin/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userForToken, bearerToken } from '../auth/authenticate';
import { implement, registerRouteImplementations, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { enforce, SlidingWindowLimiter } from '../http/rate-limit';
import type { AppServices } from '../services';
import type { LeadSettings } from './lead-settings';
import { IdempotencyKeyReusedError, storeLeadOnce } from './leads.repository';

export const PUBLIC_CONFIG_PATH = '/api/public-config';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const invalidIdempotencyKeyMessage =
  'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.';

export const publicConfigSchema = z.object({
  bookingUrl: z.string().url().nullable(),
  contactEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (!IDEMPOTENCY_KEY.test(value)) throw new HttpError(400, invalidIdempotencyKeyMessage);
  return value;
}

/** The contract route's implementation; also listed in the OpenAPI document by app.ts. */
export function leadRouteImplementations(
  services: Pick<AppServices, 'db'>,
  settings: Pick<LeadSettings, 'rateLimit'>,
): AnyRouteImplementation[] {
  const perIp = new SlidingWindowLimiter(settings.rateLimit);
  return [
    implement(apiRoutes['contact.submitQuestionnaire'], {
      errors: {
        400: 'invalid answers or Idempotency-Key',
        409: 'Idempotency-Key reused with other answers',
        429: 'rate limited',
      },
      // Counted before validation so malformed floods are limited too.
      beforeValidation: (request) => enforce(perIp, request.ip),
      async handler({ body, request }) {
        const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
        try {
          await storeLeadOnce(services.db, body, key);
        } catch (error) {
          if (error instanceof IdempotencyKeyReusedError) throw new HttpError(409, error.message);
          throw error;
        }
        return { success: true as const };
      },
    }),
  ];
}

export function publicConfigOf(settings: Pick<LeadSettings, 'bookingUrl' | 'contactEmail'>): PublicConfig {
  return { bookingUrl: settings.bookingUrl ?? null, contactEmail: settings.contactEmail };
}

/**
 * Registers POST /api/contact-form and GET /api/public-config on `app`. Returns the contract route
 * implementations so that app.ts can add them to the OpenAPI document.
 */
export function registerLeadRoutes(
  app: FastifyInstance,
  services: Pick<AppServices, 'db' | 'tokens'>,
  settings: LeadSettings,
): AnyRouteImplementation[] {
  const implementations = leadRouteImplementations(services, settings);
  // Both routes are public; the authenticator is never called (auth: false).
  registerRouteImplementations(app, implementations, (request) =>
    userForToken(services.db, services.tokens, bearerToken(request)),
  );
  const publicConfig = publicConfigOf(settings);
  app.get(PUBLIC_CONFIG_PATH, async (_request, reply) => {
    // Small and read once per questionnaire; a restart with a new BOOKING_URL shows at the next visit.
    reply.header('cache-control', 'no-cache');
    return publicConfig;
  });
  return implementations;
}
