// What the localization job shows, read from a poll snapshot: while it runs, the overlay's text
// (the progress text, or 'Processing...'; null before the first answer so the page keeps its
// 'job created' line); the completed or time-out notice; the failure; the finished video. Ours
// (issue 25): the percentage, the time left in words, whether Cancel works and whether it was asked.
import { timeLeftInWords } from '../../shared/duration-text';
import type { LocalizeJobSnapshot } from './localize-job.machine';
import { localizeJobMessages } from './localize-job.messages';
import type { LocalizedVideo } from './localize-job.types';

export type LocalizeJobPhase = 'running' | 'completed' | 'failed' | 'ended';

export interface LocalizeJobView {
  phase: LocalizeJobPhase;
  /** The overlay's text while running; null before the first answer. */
  progressText: string | null;
  notice: string | null;
  error: string | null;
  result: LocalizedVideo | null;
  /** How much is done, 0–100; null while unknown. */
  percent: number | null;
  /** 'About 2 minutes left' once the server can tell; null before. */
  timeLeft: string | null;
  /** Cancel works (the job is being followed and not yet being canceled). */
  canCancel: boolean;
  /** Cancel was asked and the server has not answered yet. */
  canceling: boolean;
}

export function localizeJobView(snapshot: LocalizeJobSnapshot): LocalizeJobView {
  const { progressText, notice, error, result, percent, secondsLeft } = snapshot.context;
  const canceling = snapshot.matches('canceling');
  const phase: LocalizeJobPhase =
    snapshot.matches('polling') || canceling
      ? 'running'
      : snapshot.matches('completed') || snapshot.matches('redirected')
        ? 'completed'
        : snapshot.matches('failed')
          ? 'failed'
          : 'ended';
  return {
    phase,
    progressText: canceling ? localizeJobMessages.canceling : progressText,
    notice,
    error,
    result,
    percent,
    timeLeft: phase === 'running' && !canceling && secondsLeft !== null ? timeLeftInWords(secondsLeft) : null,
    canCancel: snapshot.matches('polling'),
    canceling,
  };
}
