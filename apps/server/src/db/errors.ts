// Recognises Postgres unique violations through Drizzle's error wrapping (PGlite and node-postgres alike).
interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The name of the violated unique constraint or index, or null when the error is something else. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (candidate.code === '23505') return candidate.constraint ?? '';
    current = candidate.cause;
  }
  return null;
}
