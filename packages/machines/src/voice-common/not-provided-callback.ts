// Placeholder callback actors (media capture, audio playback) for `setup()`: the app supplies the
// real one with `machine.provide({ actors })`. Running one unprovided is a wiring bug, so it
// throws, and the machine receives `xstate.error.actor.<id>` like any other failure.
import { fromCallback, type EventObject } from 'xstate';

export function notProvidedCallback<TEvent extends EventObject, TInput>(actorName: string) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`Actor '${actorName}' is not provided: pass it with machine.provide({ actors }).`);
  });
}
