// A localization job's numbers beside its progress text (issue 25): the percentage each stage starts at (speaking
// the sentences is most of the work), the time left estimated from the work done and its pace, and what a cancel
// gives back — the reserved tokens of the part not yet done.

/** Where each stage of the job starts, in percent (completed is 100). Speaking runs from `speaking` to `timing`. */
export const localizeProgressStages = {
  preparing: 0,
  translating: 3,
  measuringVoice: 8,
  speaking: 12,
  timing: 80,
  mixing: 83,
  muxing: 87,
  lipsyncing: 90,
  saving: 97,
} as const;

/** The percentage once `done` of `count` sentences are spoken. */
export function speakingPercent(done: number, count: number): number {
  const { speaking, timing } = localizeProgressStages;
  if (count <= 0) return speaking;
  return Math.floor(speaking + (Math.min(done, count) / count) * (timing - speaking));
}

/** No estimate before this much of the job is done, nor this soon after it started: the pace is not known yet. */
const ESTIMATE_FROM_PERCENT = localizeProgressStages.speaking;
const ESTIMATE_FROM_SECONDS = 5;

/**
 * About how many seconds the job still needs: the time it took for the part done, scaled to the part left. Null while
 * that cannot be told (too little done yet) or when the job is not running.
 */
export function secondsLeftOf(
  job: { status: string; progressPercent: number; startedAt: Date | null },
  now: number = Date.now(),
): number | null {
  if (job.status !== 'processing' || job.startedAt === null) return null;
  const percent = job.progressPercent;
  const elapsed = (now - job.startedAt.getTime()) / 1000;
  if (percent < ESTIMATE_FROM_PERCENT || percent >= 100 || elapsed < ESTIMATE_FROM_SECONDS) return null;
  return Math.max(1, Math.round((elapsed * (100 - percent)) / percent));
}

/**
 * The tokens a canceled job gives back: what was reserved for the part not yet done, (100 − percent done) of it,
 * rounded up in the creator's favour. A job still waiting gives everything back.
 */
export function unspentTokens(job: {
  status: string;
  reservedTokens: number;
  progressPercent: number;
}): number {
  if (job.status === 'pending') return job.reservedTokens;
  const left = (100 - Math.min(100, Math.max(0, job.progressPercent))) / 100;
  return Math.min(job.reservedTokens, Math.ceil(job.reservedTokens * left));
}
