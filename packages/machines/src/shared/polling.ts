// The status-polling skeleton every job follower shares (voice job, localize job, speech test, video
// processing): `waiting` goes to `checking` after a named delay; `checking` invokes the status actor
// and an unfinished answer goes back to `waiting`. State configs for `createMachine`; the names stay
// literal, so each machine's `setup` type-checks the delay and actions they name. The invoke's `src`
// stays written in each machine: XState types the answers (`onDone`'s `event.output`) from it, and
// from a spread it cannot. What an answer means (done, failed, …) stays in each machine, typed there.

/** `waiting`: after the named delay `delay`, `checking`. */
export function pollWaiting<const TDelay extends string>(delay: TDelay) {
  return { after: { [delay]: 'checking' } as Record<TDelay, 'checking'> };
}

/** The status actor's input for a followed job: its id ('' while there is none). */
export function jobIdInput({ context }: { context: { jobId: string | null } }): { jobId: string } {
  return { jobId: context.jobId ?? '' };
}

/** An unfinished answer (or a failure that is retried): back to `waiting`, running `actions`. */
export function pollAgain<const TActions>(actions: TActions): { target: 'waiting'; actions: TActions } {
  return { target: 'waiting', actions };
}

/** An action's params: the status actor's answer. */
export function checkedOutput<TOutput>({ event }: { event: { output: TOutput } }): TOutput {
  return event.output;
}

/** An action's params: the status actor's failure, as `{ error }`. */
export function checkError({ event }: { event: { error: unknown } }): { error: unknown } {
  return { error: event.error };
}
