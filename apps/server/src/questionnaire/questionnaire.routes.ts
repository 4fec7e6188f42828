// The questionnaire's endpoints: POST /api/contact-form (the answers, validated with the shared schema, rate
// limited per IP, stored once per Idempotency-Key or identical answers, answering { success: true }) and
// GET /api/public-config ({ bookingUrl, contactEmail } for the booking step).
import { apiRoutes } from '@twin/api-client';
import { z } from 'zod';
import { DEFAULT_CONTACT_EMAIL, type RateLimitRule } from '../config';
import type { Database } from '../db/database';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import type { AttemptLimiter } from '../http/rate-limit';
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

/** The questionnaire's settings (config.bookingUrl and config.questionnaire). */
export interface QuestionnaireSettings {
  /** BOOKING_URL: the calendar the questionnaire embeds; absent → e-mail fallback. */
  bookingUrl?: string;
  /** CONTACT_EMAIL (default enterprise@twinstudio.ai). */
  contactEmail?: string;
  /** Submits per IP address (default 20 an hour). */
  rateLimit?: RateLimitRule;
}

/** The contract route's implementation. */
export function questionnaireRoutes(db: Database, perIp: AttemptLimiter): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['contact.submitQuestionnaire'], {
      errors: {
        400: 'invalid answers or Idempotency-Key',
        409: 'Idempotency-Key reused with other answers',
        429: 'rate limited',
      },
      // Counted before validation so malformed floods are limited too.
      beforeValidation: (request) => perIp.check(request, request.ip),
      async handler({ body, request }) {
        const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
        try {
          await storeLeadOnce(db, body, key);
        } catch (error) {
          if (error instanceof IdempotencyKeyReusedError) throw new HttpError(409, error.message);
          throw error;
        }
        return { success: true as const };
      },
    }),
  ];
}

export function publicConfigOf(
  settings: Pick<QuestionnaireSettings, 'bookingUrl' | 'contactEmail'>,
): PublicConfig {
  return {
    bookingUrl: settings.bookingUrl ?? null,
    contactEmail: settings.contactEmail ?? DEFAULT_CONTACT_EMAIL,
  };
}
