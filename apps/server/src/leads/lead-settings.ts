// Settings of the public-site endpoints: the contact e-mail shown when no booking calendar is
// configured, and the per-IP limit on questionnaire submits. Environment: CONTACT_EMAIL,
// CONTACT_FORM_RATE_LIMIT_PER_IP, CONTACT_FORM_RATE_LIMIT_WINDOW_SECONDS (all optional).
import type { RateLimitRule } from '../config';
import { ConfigError } from '../config';

/** The enterprise address of the public site (apps/marketing uses the same default). */
export const DEFAULT_CONTACT_EMAIL = 'enterprise@twinstudio.ai';

/** A person submits the questionnaire once; 20 an hour leaves room for an office behind one address. */
export const DEFAULT_CONTACT_FORM_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

export interface LeadSettings {
  /** BOOKING_URL (config.bookingUrl): the calendar the questionnaire embeds; absent → e-mail fallback. */
  bookingUrl?: string;
  contactEmail: string;
  rateLimit: RateLimitRule;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new ConfigError(`${name} must be a whole number ≥ 1 (got "${raw}").`);
  return value;
}

export function leadSettingsFromEnv(env: NodeJS.ProcessEnv = process.env, bookingUrl?: string): LeadSettings {
  const contactEmail = env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL;
  if (!EMAIL.test(contactEmail))
    throw new ConfigError(`CONTACT_EMAIL must be an e-mail address (got "${contactEmail}").`);
  const limit = positiveInteger(env, 'CONTACT_FORM_RATE_LIMIT_PER_IP');
  const windowSeconds = positiveInteger(env, 'CONTACT_FORM_RATE_LIMIT_WINDOW_SECONDS');
  return {
    bookingUrl,
    contactEmail,
    rateLimit: {
      limit: limit ?? DEFAULT_CONTACT_FORM_RATE_LIMIT.limit,
      windowMs: windowSeconds ? windowSeconds * 1000 : DEFAULT_CONTACT_FORM_RATE_LIMIT.windowMs,
    },
  };
}
