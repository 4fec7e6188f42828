// A machine as a view receives it: the current snapshot and the function that sends it events.
// Screens take one binding per actor they show (the page's own actor refs in the studio, resolved
// snapshots and spies in stories); `useBinding` makes one from a running actor.
import { useSelector } from '@xstate/react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

export interface MachineBinding<TSnapshot, TEvent> {
  snapshot: TSnapshot;
  send: (event: TEvent) => void;
}

/** A running actor as a binding: the screen re-renders when that actor changes. */
export function useBinding<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  ref: ActorRef<TSnapshot, TEvent>,
): MachineBinding<TSnapshot, TEvent> {
  return { snapshot: useSelector(ref, (state) => state), send: ref.send };
}
