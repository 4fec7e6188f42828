// The last answer of each GET URL with its ETag, so a repeated poll sends If-None-Match and a 304 (no body) reuses
// the answer already held. Bounded: the oldest URL is forgotten past MAX_HELD_ANSWERS.
export const MAX_HELD_ANSWERS = 64;

export interface HeldAnswer {
  etag: string;
  /** The answer's JSON as it came, parsed again with the route's schema on each reuse. */
  json: unknown;
}

export function createAnswerCache(limit = MAX_HELD_ANSWERS) {
  const held = new Map<string, HeldAnswer>();
  return {
    get: (url: string): HeldAnswer | undefined => held.get(url),
    set(url: string, answer: HeldAnswer): void {
      held.delete(url);
      held.set(url, answer);
      if (held.size > limit) held.delete(held.keys().next().value!);
    },
  };
}
