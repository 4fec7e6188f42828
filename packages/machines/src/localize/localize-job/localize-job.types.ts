// The localization job poll's data (spec part 1 §3 "Localization job", §4): what one status check
// answers (the app maps GET /api/localization/jobs/{jobId}), the result the Result step plays and
// downloads, the machine's input, context and output.

export type LocalizeJobStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'canceled';

/** The finished video: a media link the player loads and the name its download gets. */
export interface LocalizedVideo {
  /** A media link of the server (its stream path with its own token); the view places it under the base URL. */
  src: string;
  /** localized_{originalname}_{language}.mp4 (the app names it). */
  downloadName: string;
}

/** One answer of the job's status call, as the app hands it over. */
export interface LocalizeJobCheck {
  status: LocalizeJobStatus;
  /** The job's progress text, null when it has none ('Processing...' is shown then). */
  progress: string | null;
  errorMessage: string | null;
  /** The result once completed (null before, or when the server gave no link). */
  result: LocalizedVideo | null;
  /** Ours (issue 25): how much is done, 0–100, when the server says. */
  percent?: number | null;
  /** Ours (issue 25): the server's estimate of the seconds left, null until it can tell. */
  secondsLeft?: number | null;
}

/** Ours (issue 25): what Cancel answered — the credits of the part not done that came back. */
export interface CanceledLocalizationJob {
  refundedCredits: number;
}

/** Ours (issue 25): the poll's events — Cancel while the job runs. */
export type LocalizeJobEvent = { type: 'job.cancel' };

export interface CheckLocalizationJobInput {
  jobId: string;
}

export interface LocalizeJobInput {
  jobId: string;
}

export interface LocalizeJobContext {
  jobId: string;
  /** The progress text, or 'Processing...'; null until the first answer. */
  progressText: string | null;
  /** Ours (issue 25): the job's percentage and estimated seconds left, null while unknown. */
  percent: number | null;
  secondsLeft: number | null;
  /** How many status calls have answered (or failed). */
  checks: number;
  result: LocalizedVideo | null;
  /** 'Localization completed! …', the time-out text or (ours) the canceled one. */
  notice: string | null;
  /** 'Localization failed: …' (cleared after 5 s). */
  error: string | null;
}

/**
 * How the poll ended: redirected to /library, failure shown and cleared, given up after 15 minutes, or (ours)
 * canceled by the creator.
 */
export type LocalizeJobOutcome = 'redirected' | 'failureCleared' | 'timedOut' | 'canceled';

export interface LocalizeJobOutput {
  outcome: LocalizeJobOutcome;
}
