// The localization job poll's texts (spec part 1 §4 "Localization job polling", §8), word for word.
import { serverMessageOr } from '../../shared/server-message';

const unknownError = 'Unknown error';

export const localizeJobMessages = {
  completed: 'Localization completed! Redirecting to Library...',
  /** 'Localization failed: ' followed by the job's error_message, or 'Unknown error'. */
  failedWith: (errorMessage: string | null | undefined): string =>
    `Localization failed: ${errorMessage?.trim() ? errorMessage.trim() : unknownError}`,
  /** While the job runs without a progress text of its own. */
  processing: 'Processing...',
  timedOut: 'Processing is taking longer than expected. Please check your Library page in a few minutes.',
  unknownError,
  /** Ours (issue 25): the overlay's Cancel, what it shows while the server stops the job, and once it did. */
  cancel: 'Cancel',
  canceling: 'Canceling...',
  canceled: 'Canceled — your credits for the unfinished part are back.',
  /** Ours: what a failed status call is logged as (nothing is shown; polling goes on). */
  pollFailed: (error: unknown) =>
    `Could not check the localization job: ${serverMessageOr(error, unknownError)}`,
} as const;
