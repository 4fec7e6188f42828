// Builders for the events XState sends when an invoked actor settles. A graph walk does not run
// actors, so a walk lists these events itself to cover both the success and the failure paths.
export interface DoneActorEventObject<TOutput = unknown> {
  type: `xstate.done.actor.${string}`;
  output: TOutput;
}

export interface ErrorActorEventObject {
  type: `xstate.error.actor.${string}`;
  error: unknown;
}

/** The invoked actor `invokeId` resolved with `output`. */
export function actorDone<TOutput>(invokeId: string, output: TOutput): DoneActorEventObject<TOutput> {
  return { type: `xstate.done.actor.${invokeId}`, output };
}

/** The invoked actor `invokeId` rejected with `error`. */
export function actorFailed(invokeId: string, error: unknown): ErrorActorEventObject {
  return { type: `xstate.error.actor.${invokeId}`, error };
}
