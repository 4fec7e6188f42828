// The questionnaire's endpoint: POST /api/contact-form (the answers, validated with the shared schema, rate
// limited per IP, stored once per Idempotency-Key or identical answers, answering { success: true }). The booking
// step's settings come from GET /api/public-config (http/public-config.routes.ts).
import { apiRoutes } from '@twin/api-client';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/database';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { addressKey } from '../http/client-address';
import { HttpError } from '../http/http-error';
import type { AttemptLimiter } from '../http/rate-limit';
import { IdempotencyKeyReusedError, storeLeadOnce } from './leads.repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const invalidIdempotencyKeyMessage =
  'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (!IDEMPOTENCY_KEY.test(value)) throw new HttpError(400, invalidIdempotencyKeyMessage);
  return value;
}

/** The questionnaire's settings (config.questionnaire; its contactEmail is public-config's). */
export interface QuestionnaireSettings {
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
      beforeBody: (request) => perIp.check(request, addressKey(request.ip)),
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
