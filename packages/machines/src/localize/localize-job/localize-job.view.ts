// What the localization job shows, read from a poll snapshot: while it runs, the overlay's text
// (the progress text, or 'Processing...'; null before the first answer so the page keeps its
// 'job created' line); the completed or time-out notice; the failure; the finished video.
import type { LocalizeJobSnapshot } from './localize-job.machine';
import type { LocalizedVideo } from './localize-job.types';

export type LocalizeJobPhase = 'running' | 'completed' | 'failed' | 'ended';

export interface LocalizeJobView {
  phase: LocalizeJobPhase;
  /** The overlay's text while running; null before the first answer. */
  progressText: string | null;
  notice: string | null;
  error: string | null;
  result: LocalizedVideo | null;
}

export function localizeJobView(snapshot: LocalizeJobSnapshot): LocalizeJobView {
  const { progressText, notice, error, result } = snapshot.context;
  const phase: LocalizeJobPhase = snapshot.matches('polling')
    ? 'running'
    : snapshot.matches('completed') || snapshot.matches('redirected')
      ? 'completed'
      : snapshot.matches('failed')
        ? 'failed'
        : 'ended';
  return { phase, progressText, notice, error, result };
}
