// Placeholder actors for `setup()`: the machine names its side effects (promise actors for calls,
// callback actors for media capture and audio playback), the app supplies the real implementation
// with `machine.provide({ actors })`. Running one unprovided is a wiring bug, so it throws, and the
// machine receives `xstate.error.actor.<id>` like any other failure.
import { fromCallback, fromPromise, type EventObject } from 'xstate';

export function notProvided<TOutput, TInput>(actorName: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(notProvidedMessage(actorName));
  });
}

export function notProvidedCallback<TEvent extends EventObject, TInput>(actorName: string) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(notProvidedMessage(actorName));
  });
}

function notProvidedMessage(actorName: string): string {
  return `Actor '${actorName}' is not provided: pass it with machine.provide({ actors }).`;
}
