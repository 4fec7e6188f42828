// In-memory sliding-window rate limiting (log of attempt times per key), used for login and registration.
import type { RateLimitRule } from '../config';
import { HttpError } from './http-error';

export const tooManyAttemptsMessage = 'Too many attempts. Please try again in a few minutes.';

export type AttemptResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SlidingWindowLimiter {
  private readonly attempts = new Map<string, number[]>();
  private attemptsSinceSweep = 0;

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt under `key` unless the key is over its limit; refused attempts are not recorded. */
  attempt(key: string): AttemptResult {
    const now = this.now();
    const windowStart = now - this.rule.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((time) => time > windowStart);
    this.sweepOccasionally(windowStart);
    if (recent.length >= this.rule.limit) {
      this.attempts.set(key, recent);
      const oldest = recent[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.rule.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return { allowed: true };
  }

  /** Drops keys with no attempt inside the window so the map does not grow without bound. */
  private sweepOccasionally(windowStart: number): void {
    if (++this.attemptsSinceSweep < 1000) return;
    this.attemptsSinceSweep = 0;
    for (const [key, times] of this.attempts) {
      if ((times[times.length - 1] ?? 0) <= windowStart) this.attempts.delete(key);
    }
  }
}

/** Throws 429 with Retry-After when the attempt is refused. */
export function enforce(limiter: SlidingWindowLimiter, key: string): void {
  const result = limiter.attempt(key);
  if (!result.allowed) {
    throw new HttpError(429, tooManyAttemptsMessage, { 'retry-after': String(result.retryAfterSeconds) });
  }
}

/** One limiter per IP and one per e-mail for an action (login, register). */
export class AuthAttemptLimiter {
  private readonly byIp: SlidingWindowLimiter;
  private readonly byEmail: SlidingWindowLimiter;

  constructor(rules: { perIp: RateLimitRule; perEmail: RateLimitRule }, now?: () => number) {
    this.byIp = new SlidingWindowLimiter(rules.perIp, now);
    this.byEmail = new SlidingWindowLimiter(rules.perEmail, now);
  }

  checkIp(ip: string): void {
    enforce(this.byIp, ip);
  }

  checkEmail(email: string): void {
    enforce(this.byEmail, email.trim().toLowerCase());
  }
}
