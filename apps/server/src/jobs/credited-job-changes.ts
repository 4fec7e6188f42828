// The column changes of a credited job row's transitions (lip-sync and localization jobs: pending → processing →
// completed or failed, tokens held until then), the same on each table; each repository adds its table, its
// conditions (the job still running) and its result columns.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** To `status` with a progress text; the first processing stamps started_at; `countAttempt` counts an attempt. */
export function stageChange(
  table: { startedAt: AnyPgColumn; attempts: AnyPgColumn },
  status: 'pending' | 'processing',
  progress: string,
  options: { countAttempt?: boolean } = {},
) {
  return {
    status,
    progress,
    updatedAt: sql`now()`,
    ...(status === 'processing' ? { startedAt: sql`coalesce(${table.startedAt}, now())` } : {}),
    ...(options.countAttempt ? { attempts: sql`${table.attempts} + 1` } : {}),
  };
}

/** Completed: no progress text or message, finished now. */
export function completedChange() {
  return {
    status: 'completed',
    progress: '',
    errorMessage: null,
    updatedAt: sql`now()`,
    finishedAt: sql`now()`,
  };
}

/** Failed with `message`, its tokens no longer held (the caller gives them back), finished now. */
export function failedChange(message: string) {
  return {
    status: 'failed',
    progress: '',
    errorMessage: message,
    reservedTokens: 0,
    updatedAt: sql`now()`,
    finishedAt: sql`now()`,
  };
}
