// Walks a machine's graph with `getShortestPaths` from 'xstate/graph' and lists every reachable
// state as a dotted string ('signedOut.loggingIn'). The story-coverage test compares this list
// with the stories; the model-based tests replay the same paths against a running actor.
//
// The walk is pure (machine.transition): invoked actors and delays never run. The events to try
// in each state are those the state accepts; `walk.events` supplies their payloads, notably
// `xstate.done.actor.<id>` with an output and `xstate.error.actor.<id>` with an error (see
// actor-events.ts), so that both the success and failure branches are taken. Accepted events
// missing from the list are tried bare ({ type }), which suits delays (`xstate.after.…`) and
// payload-free events.
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { eventsToTry } from './accepted-events';
import type { DoneActorEventObject, ErrorActorEventObject, SnapshotActorEventObject } from './actor-events';
import { stateValuePaths } from './state-value-paths';

/** A sample event: one of the machine's own events, or an invoked actor's done/error event. */
export type WalkEvent<TMachine extends AnyStateMachine = AnyStateMachine> =
  | EventFromLogic<TMachine>
  | DoneActorEventObject
  | ErrorActorEventObject
  | SnapshotActorEventObject
  | EventObject;

export interface MachineWalk<TMachine extends AnyStateMachine = AnyStateMachine> {
  /**
   * One walk per input, for machines whose start depends on it (auth with and without a saved
   * token). Without inputs the machine is walked once with no input.
   */
  inputs?: readonly InputFrom<TMachine>[];
  /** Sample events: user events with valid and invalid data, actor done/error events. */
  events?:
    readonly WalkEvent<TMachine>[] | ((snapshot: SnapshotFrom<TMachine>) => readonly WalkEvent<TMachine>[]);
  /** Leave out events in some snapshots (e.g. walk a timer without the button that does the same). */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: EventObject) => boolean;
  /** Stop with an error after this many transitions (guards against an unbounded context). */
  limit?: number;
}

export interface WalkedPath<TMachine extends AnyStateMachine = AnyStateMachine> {
  input: InputFrom<TMachine> | undefined;
  path: StatePath<AnyMachineSnapshot, EventObject>;
}

const defaultLimit = 20_000;

function sampleEvents<TMachine extends AnyStateMachine>(
  walk: MachineWalk<TMachine>,
  snapshot: AnyMachineSnapshot,
): readonly EventObject[] {
  const { events = [] } = walk;
  return typeof events === 'function' ? events(snapshot as SnapshotFrom<TMachine>) : events;
}

/** Every shortest path to every distinct snapshot (state value + context), for each input. */
export function walkMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  walk: MachineWalk<TMachine> = {},
): WalkedPath<TMachine>[] {
  const inputs: readonly (InputFrom<TMachine> | undefined)[] = walk.inputs?.length
    ? walk.inputs
    : [undefined];
  return inputs.flatMap((input) =>
    getShortestPaths(machine, {
      input,
      // The samples are wider than the machine's own event type (actor done/error events).
      events: ((snapshot: AnyMachineSnapshot) =>
        eventsToTry(snapshot, sampleEvents(walk, snapshot))) as never,
      filterEvents: walk.filterEvents as never,
      limit: walk.limit ?? defaultLimit,
    }).map((path) => ({ input, path: path as StatePath<AnyMachineSnapshot, EventObject> })),
  );
}

/** Every reachable state as a dotted leaf path, each once, sorted. */
export function reachableStateValues<TMachine extends AnyStateMachine>(
  machine: TMachine,
  walk: MachineWalk<TMachine> = {},
): string[] {
  const values = new Set(walkMachine(machine, walk).flatMap(({ path }) => stateValuePaths(path.state.value)));
  return [...values].sort();
}

export interface ReachableState<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Dotted leaf path, as in reachableStateValues. */
  id: string;
  /** The state value and a context it can have there, for `machine.resolveState({ value, context })`. */
  value: StateValue;
  context: ContextFrom<TMachine>;
}

/**
 * One representative per reachable state: the snapshot at the end of the shortest path to it,
 * so a story can render the state with a context the machine really produces there.
 */
export function reachableStates<TMachine extends AnyStateMachine>(
  machine: TMachine,
  walk: MachineWalk<TMachine> = {},
): ReachableState<TMachine>[] {
  const byId = new Map<string, ReachableState<TMachine>>();
  const shortestFirst = walkMachine(machine, walk).sort((a, b) => a.path.weight - b.path.weight);
  for (const { path } of shortestFirst) {
    for (const id of stateValuePaths(path.state.value)) {
      if (!byId.has(id)) byId.set(id, { id, value: path.state.value, context: path.state.context });
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}
