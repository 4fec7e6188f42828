// Placeholder actors for `setup()`: the machine names its side effects, the app supplies the real
// implementation with `machine.provide({ actors })`. Running one unprovided is a wiring bug.
import { fromPromise } from 'xstate';

export function notProvided<TOutput, TInput>(actorName: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`Actor '${actorName}' is not provided: pass it with machine.provide({ actors }).`);
  });
}
