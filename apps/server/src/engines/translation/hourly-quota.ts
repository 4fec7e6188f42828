// A per-user budget per hour (translation characters): fixed windows from a user's first use, in memory per
// process like the rate limits. Over it → TranslationQuotaError, which the translating routes answer with 429,
// its message and Retry-After (the minutes until the window ends).

const HOUR_MS = 60 * 60_000;

export function translationQuotaMessage(limit: number, minutes: number): string {
  return (
    `You have used this hour's translation allowance of ${limit.toLocaleString('en-US')} characters. ` +
    `Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`
  );
}

/** The user's characters of this hour are spent; `retryAfterSeconds` until the window ends. */
export class TranslationQuotaError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'TranslationQuotaError';
  }
}

export class HourlyQuota {
  private readonly used = new Map<string, { amount: number; since: number }>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends `amount` of the user's hour, or throws TranslationQuotaError (spending nothing) when it does not fit. */
  spend(userId: string, amount: number): void {
    const now = this.now();
    let entry = this.used.get(userId);
    if (!entry || now - entry.since >= HOUR_MS) {
      entry = { amount: 0, since: now };
      this.used.set(userId, entry);
    }
    if (entry.amount + amount > this.limit) {
      const minutes = Math.max(1, Math.ceil((entry.since + HOUR_MS - now) / 60_000));
      throw new TranslationQuotaError(translationQuotaMessage(this.limit, minutes), minutes * 60);
    }
    entry.amount += amount;
    if (this.used.size > 100_000) this.forgetExpired(now);
  }

  /**
   * Spends `amount`, then runs `work`; when the work fails (the translator did not answer) the amount is given back
   * to the window it was taken from, so a creator pays only for translations they got.
   */
  async spendWhile<T>(userId: string, amount: number, work: () => Promise<T>): Promise<T> {
    this.spend(userId, amount);
    const window = this.used.get(userId);
    try {
      return await work();
    } catch (error) {
      if (window && this.used.get(userId) === window) window.amount = Math.max(0, window.amount - amount);
      throw error;
    }
  }

  private forgetExpired(now: number): void {
    for (const [userId, entry] of this.used) if (now - entry.since >= HOUR_MS) this.used.delete(userId);
  }
}
