// The progressive delay of failed sign-ins: after a few wrong passwords for one e-mail from one address, each
// further failure is answered later (doubling up to a ceiling), so guessing from one address slows to a crawl
// while the right password, from anywhere, is answered at once and clears the count.
import type { LoginFailureDelayRule } from '../config';

/** Entries kept at most; past it the expired ones go, and then the oldest. */
const MAX_KEYS = 50_000;

export class LoginFailureDelay {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly rule: LoginFailureDelayRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a failure under `key` and waits the delay it has earned. */
  async failed(key: string): Promise<void> {
    const count = this.count(key) + 1;
    const since = this.failures.get(key)?.since ?? this.now();
    this.failures.delete(key); // re-inserted last, so the map stays in order of activity
    this.failures.set(key, { count, since: count === 1 ? this.now() : since });
    this.prune();
    const delay = this.delayFor(count);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** A successful sign-in forgets the failures. */
  succeeded(key: string): void {
    this.failures.delete(key);
  }

  delayFor(failures: number): number {
    const past = failures - this.rule.freeFailures;
    if (past <= 0) return 0;
    return Math.min(this.rule.maxDelayMs, this.rule.firstDelayMs * 2 ** (past - 1));
  }

  private count(key: string): number {
    const entry = this.failures.get(key);
    if (!entry || this.now() - entry.since > this.rule.windowMs) return 0;
    return entry.count;
  }

  private prune(): void {
    if (this.failures.size <= MAX_KEYS) return;
    for (const [key, entry] of this.failures) {
      if (this.now() - entry.since > this.rule.windowMs) this.failures.delete(key);
    }
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS) break;
      this.failures.delete(key);
    }
  }
}
