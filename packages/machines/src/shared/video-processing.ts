// Video processing after an upload or a recording (spec part 2 §4, §8, §9), shared by the video
// upload and video recorder machines: the status is checked every 5 seconds (named delay
// `statusCheckInterval`) up to 60 times (`maxChecks`) by the app's `checkVideoStatus` actor; 'ready'/'completed'
// → 'Video processed successfully!', 'failed'/'error' → 'Video processing failed. Please try
// again.', out of tries → the timeout text, the call failing → 'Unable to check video processing
// status.'. Progress runs 50 → 90 while checking. `videoProcessingState` is the `processing`
// state config both machines spread; it names their actions `recordStatusCheck`,
// `showProcessed`, `showProcessingFailed`, `showProcessingTimedOut`, `showStatusUnknown` and
// `announceProcessed` (built for each machine by `videoProcessingActions`).
import { assign, type EventObject } from 'xstate';
import { pollAgain, pollWaiting } from './polling';
import { serverMessageOr } from './server-message';
import { isMissingTokenError } from './session-errors';

export const videoStatusCheckInterval = 5000;
export const maxVideoStatusChecks = 60;

/** The spec's texts for processing, and the page's text for a missing login (§5). */
export const videoProcessingMessages = {
  processed: 'Video processed successfully!',
  failed: 'Video processing failed. Please try again.',
  timedOut: 'Video processing is taking longer than expected. Please check back later.',
  statusUnknown: 'Unable to check video processing status.',
  authenticationError: 'Authentication error. Please log in again.',
} as const;

/** One video's status as GET /api/videos/{id}/status answers it ('processing', 'ready', …). */
export interface VideoStatusCheck {
  id: string;
  status: string;
}

/** What the app's `checkVideoStatus` actor takes; it resolves with one check per id. */
export interface CheckVideoStatusInput {
  videoIds: readonly string[];
}

export type ProcessingOutcome = 'ready' | 'failed' | 'pending';

/** Any failed video fails the batch; all ready (or completed) make it ready; else keep checking. */
export function processingOutcome(checks: readonly VideoStatusCheck[]): ProcessingOutcome {
  if (checks.some(({ status }) => status === 'failed' || status === 'error')) return 'failed';
  if (checks.length > 0 && checks.every(({ status }) => status === 'ready' || status === 'completed')) {
    return 'ready';
  }
  return 'pending';
}

/** Upload progress (0–100) shown as 10 → 60. */
export function uploadStageProgress(percent: number): number {
  const clamped = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return Math.round(10 + clamped / 2);
}

/** After `checks` of at most `maxChecks` status checks: 50 → 90. */
export function checkingStageProgress(checks: number, maxChecks = maxVideoStatusChecks): number {
  if (maxChecks <= 0) return 90;
  return Math.round(50 + (40 * Math.min(checks, maxChecks)) / maxChecks);
}

/** The context fields the processing part reads and writes. */
export interface VideoProcessingFields {
  /** The videos being processed. */
  videoIds: string[];
  /** Status checks made so far. */
  checks: number;
  /** Tries before giving up (the spec's 60; walks use fewer). */
  maxChecks: number;
  /** The bar: 10–60 uploading, 50–90 checking, 100 once processed. */
  progress: number;
  notice: string | null;
  error: string | null;
}

/** The text for a failed video call: no login → the page's auth text; else the server's or the fallback. */
export function videoCallError(error: unknown, fallback: string): string {
  return isMissingTokenError(error)
    ? videoProcessingMessages.authenticationError
    : serverMessageOr(error, fallback);
}

type StatusDone = { event: { output: readonly VideoStatusCheck[] } };
type Checked = {
  context: Pick<VideoProcessingFields, 'checks' | 'maxChecks'>;
  event: { output: readonly VideoStatusCheck[] };
};

/**
 * `processing`: waiting 5 s → checking → ready (`processed`), failed (`failed`), out of tries
 * (`timedOut`) or the call failing (`statusUnknown`); each ending stays until the machine's own
 * transitions leave `processing`.
 */
export const videoProcessingState = {
  initial: 'waiting',
  states: {
    waiting: pollWaiting('statusCheckInterval'),
    checking: {
      invoke: {
        id: 'checkVideoStatus',
        src: 'checkVideoStatus',
        input: ({
          context,
        }: {
          context: Pick<VideoProcessingFields, 'videoIds'>;
        }): CheckVideoStatusInput => ({
          videoIds: context.videoIds,
        }),
        onDone: [
          {
            guard: ({ event }: StatusDone) => processingOutcome(event.output) === 'ready',
            target: 'processed',
            actions: ['recordStatusCheck', 'showProcessed', 'announceProcessed'],
          },
          {
            guard: ({ event }: StatusDone) => processingOutcome(event.output) === 'failed',
            target: 'failed',
            actions: ['recordStatusCheck', 'showProcessingFailed'],
          },
          {
            guard: ({ context }: Checked) => context.checks + 1 >= context.maxChecks,
            target: 'timedOut',
            actions: ['recordStatusCheck', 'showProcessingTimedOut'],
          },
          pollAgain('recordStatusCheck'),
        ],
        onError: { target: 'statusUnknown', actions: 'showStatusUnknown' },
      },
    },
    processed: {},
    failed: {},
    timedOut: {},
    statusUnknown: {},
  },
} as const;

/**
 * The actions `videoProcessingState` names, typed for one machine's context and events:
 * `videoProcessingActions<VideoUploadContext, VideoUploadEvent>()` (each machine adds its own
 * `announceProcessed`).
 */
export function videoProcessingActions<TContext extends VideoProcessingFields, TEvent extends EventObject>() {
  // Every change below writes only VideoProcessingFields, which TContext has.
  const change = (fields: Partial<VideoProcessingFields>) => fields as Partial<TContext>;
  return {
    recordStatusCheck: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      change({
        checks: context.checks + 1,
        progress: checkingStageProgress(context.checks + 1, context.maxChecks),
      }),
    ),
    showProcessed: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      change({ progress: 100, notice: videoProcessingMessages.processed, error: null }),
    ),
    showProcessingFailed: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      change({ notice: null, error: videoProcessingMessages.failed }),
    ),
    showProcessingTimedOut: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      change({ notice: null, error: videoProcessingMessages.timedOut }),
    ),
    showStatusUnknown: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      change({ notice: null, error: videoProcessingMessages.statusUnknown }),
    ),
  };
}
