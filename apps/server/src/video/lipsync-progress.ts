// A lip-sync job's progress percentage as the library card shows it: the engine's fraction (0..1) placed between the
// mix (0–5) and saving (95), written to the job's row at most about once a second, or sooner when it rose by 5 points
// or more. Writes happen one after another and only ever go up; a failed write is logged and never fails the job.
import type { JobLog } from '../jobs/job-queue';

/** Where each stage of a job starts, in percent (completed is 100). */
export const lipsyncProgressStages = { mixing: 0, syncing: 5, saving: 95 } as const;

/** The engine's fraction (0..1) as the job's percentage, between syncing and saving. */
export function syncingPercent(fraction: number): number {
  const { syncing, saving } = lipsyncProgressStages;
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return Math.floor(syncing + clamped * (saving - syncing));
}

export interface ProgressRecorderOptions {
  /** Stores the percentage (on the job's row, while it runs). */
  write: (percent: number) => Promise<void>;
  log: JobLog;
  /** A rise smaller than `minStep` waits this long after the last write (default 1 s). */
  minIntervalMs?: number;
  /** A rise of this many points is written at once (default 5). */
  minStep?: number;
  now?: () => number;
}

export interface ProgressRecorder {
  /** A new percentage (0–100); written when due, ignored when not higher than the last written. */
  report(percent: number): void;
  /** Resolves once every write begun so far has ended. */
  settled(): Promise<void>;
}

export function createProgressRecorder(options: ProgressRecorderOptions): ProgressRecorder {
  const { write, log, minIntervalMs = 1000, minStep = 5, now = Date.now } = options;
  let written = -1;
  let writtenAt = Number.NEGATIVE_INFINITY;
  let writing: Promise<void> = Promise.resolve();
  return {
    report(percent) {
      const value = Math.min(100, Math.max(0, Math.floor(percent)));
      if (value <= written) return;
      if (value - written < minStep && now() - writtenAt < minIntervalMs) return;
      written = value;
      writtenAt = now();
      writing = writing
        .then(() => write(value))
        .catch((error: unknown) => log.warn({ err: error }, 'could not store a lip-sync job’s progress'));
    },
    settled: () => writing,
  };
}
