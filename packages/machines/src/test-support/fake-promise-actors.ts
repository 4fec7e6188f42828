// Test-only promise actors whose settling the test decides: each invocation records its input
// and waits until the test calls resolve/reject for that actor. Not exported from the package.
import { fromPromise, type PromiseActorLogic } from 'xstate';

interface PendingCall {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets the promise callbacks and the events they send to the parent run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

export function createFakePromiseActors<TName extends string>(names: readonly TName[]) {
  const pending = new Map<TName, PendingCall[]>(names.map((name) => [name, []]));
  const inputs = new Map<TName, unknown[]>(names.map((name) => [name, []]));

  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each machine narrows these via provide()
      fromPromise<any, any>(({ input }) => {
        inputs.get(name)?.push(input);
        return new Promise((resolve, reject) => pending.get(name)?.push({ resolve, reject }));
      }),
    ]),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ) as Record<TName, PromiseActorLogic<any, any>>;

  function nextCall(name: TName): PendingCall {
    const call = pending.get(name)?.shift();
    if (!call) throw new Error(`Actor '${name}' has no pending invocation`);
    return call;
  }

  return {
    actors,
    /** Inputs of every invocation of `name`, oldest first. */
    inputsOf: (name: TName): unknown[] => inputs.get(name) ?? [],
    /** How many invocations of `name` are still waiting. */
    pendingCount: (name: TName): number => pending.get(name)?.length ?? 0,
    async resolve(name: TName, output: unknown): Promise<void> {
      nextCall(name).resolve(output);
      await settle();
    },
    async reject(name: TName, error: unknown): Promise<void> {
      nextCall(name).reject(error);
      await settle();
    },
  };
}
