// Rate limits through @fastify/rate-limit: the plugin is registered once without a global limit, and
// `attemptLimiter(app, rule)` gives a limiter keyed by what the route names (an address, an e-mail, a user id),
// checked where the route decides — in onRequest, before the body is read (per address, so refused, stalled and
// malformed bodies count) or after it (per e-mail). An address is counted as client-address.ts says (IPv6 by its
// /64). Over the limit → 429 `{ message }` with Retry-After. Counts are kept in memory per process, in fixed
// windows that start with a key's first attempt.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthRateLimits, RateLimitRule } from '../config';
import { addressKey } from './client-address';
import { HttpError } from './http-error';

export const tooManyAttemptsMessage = 'Too many attempts. Please try again in a few minutes.';

export interface AttemptLimiter {
  /** Counts an attempt under `key`; throws 429 with Retry-After when the key is over its limit. */
  check(request: FastifyRequest, key: string): Promise<void>;
}

export function attemptLimiter(app: FastifyInstance, rule: RateLimitRule): AttemptLimiter {
  // The key of the attempt being checked: @fastify/rate-limit asks its keyGenerator with the request only.
  const keys = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: rule.limit,
    timeWindow: rule.windowMs,
    keyGenerator: (request) => keys.get(request) ?? addressKey(request.ip),
  });
  return {
    async check(request, key) {
      keys.set(request, key);
      const result = await limit(request);
      keys.delete(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, tooManyAttemptsMessage, {
          'retry-after': String(Math.max(1, result.ttlInSeconds)),
        });
      }
    },
  };
}

/**
 * One limit per IP address and one per e-mail (case-folded) for an action: login, register. With
 * `emailPerAddress` the e-mail's limit counts per e-mail and address together, so attempts from one address
 * cannot lock the account's owner out on another (login).
 */
export interface AuthAttemptLimiter {
  checkIp(request: FastifyRequest): Promise<void>;
  checkEmail(request: FastifyRequest, email: string): Promise<void>;
}

/** The key of an e-mail's attempts from one address (IPv6: its /64). */
export const emailAddressKey = (request: FastifyRequest, email: string) =>
  `${email.trim().toLowerCase()} ${addressKey(request.ip)}`;

export function authAttemptLimiter(
  app: FastifyInstance,
  rules: AuthRateLimits,
  { emailPerAddress = false }: { emailPerAddress?: boolean } = {},
): AuthAttemptLimiter {
  const byIp = attemptLimiter(app, rules.perIp);
  const byEmail = attemptLimiter(app, rules.perEmail);
  return {
    checkIp: (request) => byIp.check(request, addressKey(request.ip)),
    checkEmail: (request, email) =>
      byEmail.check(request, emailPerAddress ? emailAddressKey(request, email) : email.trim().toLowerCase()),
  };
}

/** Registers @fastify/rate-limit on the root (no route is limited unless it asks); app.ts registers it. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'twin-rate-limit' },
);
