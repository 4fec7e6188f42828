// Lets a parent machine hear what its children emit: a callback actor that listens to each
// route's emitted event on its child and sends it back to the parent under the route's own name
// (XState's `emit` reaches only external listeners, so a page machine invokes this to wire its
// children: a recorder's take → its form, a saved clone → the voice job, …).
import { fromCallback, type AnyActorRef, type EventObject } from 'xstate';

export interface EmittedRoute {
  /** The child that emits. */
  from: AnyActorRef | null;
  /** Its emitted event type, e.g. 'recorder.recorded'. */
  type: string;
  /** The event type the parent receives (the payload is kept), e.g. 'proRecorder.recorded'. */
  as: string;
}

export interface RelayEmittedInput {
  routes: readonly EmittedRoute[];
}

export const relayEmitted = fromCallback<EventObject, RelayEmittedInput>(({ input, sendBack }) => {
  const subscriptions = input.routes.flatMap(({ from, type, as }) =>
    from ? [from.on(type, (event: EventObject) => sendBack({ ...event, type: as }))] : [],
  );
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});
