// Byte budgets of uploads, so one request cannot fill the disk: per request (refused from Content-Length before a
// byte is read, or while streaming when the length is not declared) and per user across their uploads in flight.
import type { UploadLimits } from '../config';
import { HttpError } from '../http/http-error';

/** Room for multipart boundaries and text fields on top of the files' bytes. */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

export function uploadTooLargeMessage(limitBytes: number): string {
  return `This upload is too large: at most ${Math.round(limitBytes / (1024 * 1024))} MB can be sent at once.`;
}

export function uploadsInFlightMessage(limitBytes: number): string {
  return (
    `Your uploads in progress already add up to ${Math.round(limitBytes / (1024 * 1024))} MB. ` +
    'Please wait for them to finish.'
  );
}

/** One request's share of the budget: `take` counts file bytes as they arrive, `release` ends it. */
export interface UploadAllowance {
  /** Counts `bytes` more; throws 413 when the request or the user would go over. */
  take(bytes: number): void;
  release(): void;
}

export class UploadBudget {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly limits: UploadLimits) {}

  /**
   * Opens a request's allowance (`tooLargeMessage`: the refusal's text, e.g. the spec's for a call that carries
   * one file; a generic one otherwise). A declared Content-Length over the request budget (with room for the form's
   * overhead) or over what the user has left is refused at once; it is held for the user until `release`.
   */
  open(
    userId: string,
    declaredBytes: number | null,
    { largestFileBytes = 0, tooLargeMessage }: { largestFileBytes?: number; tooLargeMessage?: string } = {},
  ): UploadAllowance {
    // A single file may use its own whole limit; together, a request's files share the budget.
    const perRequestBytes = Math.max(this.limits.perRequestBytes, largestFileBytes);
    const tooLarge = () => new HttpError(413, tooLargeMessage ?? uploadTooLargeMessage(perRequestBytes));
    if (declaredBytes !== null && declaredBytes > perRequestBytes + MULTIPART_OVERHEAD_BYTES)
      throw tooLarge();
    // A call whose one file may be larger than the user's in-flight budget (a localization video) may use that much.
    const userBytes = Math.max(this.limits.inFlightPerUserBytes, largestFileBytes);
    const held = declaredBytes ?? 0;
    this.hold(userId, held, userBytes);
    let counted = 0;
    let holding = held;
    let released = false;
    return {
      take: (bytes) => {
        counted += bytes;
        if (counted > perRequestBytes) throw tooLarge();
        if (counted > holding) {
          this.hold(userId, counted - holding, userBytes);
          holding = counted;
        }
      },
      release: () => {
        if (released) return;
        released = true;
        this.drop(userId, holding);
      },
    };
  }

  private hold(userId: string, bytes: number, limitBytes: number): void {
    const current = this.inFlight.get(userId) ?? 0;
    if (bytes > 0 && current + bytes > limitBytes) {
      throw new HttpError(413, uploadsInFlightMessage(limitBytes));
    }
    this.inFlight.set(userId, current + bytes);
  }

  private drop(userId: string, bytes: number): void {
    const left = (this.inFlight.get(userId) ?? 0) - bytes;
    if (left <= 0) this.inFlight.delete(userId);
    else this.inFlight.set(userId, left);
  }
}
