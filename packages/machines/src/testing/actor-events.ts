// Builders for the events XState sends when an invoked actor settles (or, with `onSnapshot`, moves
// on). A graph walk does not run actors, so a walk lists these events itself to cover both the
// success and the failure paths.
export interface DoneActorEventObject<TOutput = unknown> {
  type: `xstate.done.actor.${string}`;
  output: TOutput;
}

export interface ErrorActorEventObject {
  type: `xstate.error.actor.${string}`;
  error: unknown;
}

export interface SnapshotActorEventObject<TSnapshot = unknown> {
  type: `xstate.snapshot.${string}`;
  snapshot: TSnapshot;
}

/** The invoked actor `invokeId` resolved with `output`. */
export function actorDone<TOutput>(invokeId: string, output: TOutput): DoneActorEventObject<TOutput> {
  return { type: `xstate.done.actor.${invokeId}`, output };
}

/** The invoked actor `invokeId` rejected with `error`. */
export function actorFailed(invokeId: string, error: unknown): ErrorActorEventObject {
  return { type: `xstate.error.actor.${invokeId}`, error };
}

/** The invoked actor `invokeId` moved on to `snapshot` (for an invoke's `onSnapshot`). */
export function actorSnapshot<TSnapshot>(
  invokeId: string,
  snapshot: TSnapshot,
): SnapshotActorEventObject<TSnapshot> {
  return { type: `xstate.snapshot.${invokeId}`, snapshot };
}
