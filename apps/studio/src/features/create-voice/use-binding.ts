// A child actor of the page machine as a screen binding ({ snapshot, send }): the screen re-renders
// when that child changes.
import { useSelector } from '@xstate/react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';

export function useBinding<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  ref: ActorRef<TSnapshot, TEvent>,
) {
  return { snapshot: useSelector(ref, (state) => state), send: ref.send };
}
