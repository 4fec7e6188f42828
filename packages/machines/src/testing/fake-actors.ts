// Test-only fake actors: promise actors whose settling the test decides (each invocation records
// its input and waits until the test calls resolve/reject for that actor), and callback actors
// standing in for the app's media actors (microphone capture, audio element playback): each
// instance records its input and the events it receives, lets the test send reports back to the
// machine, and notes when the machine stops it.
import {
  fromCallback,
  fromPromise,
  type AnyEventObject,
  type EventObject,
  type PromiseActorLogic,
} from 'xstate';

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

export interface FakeCallbackInstance<TInput> {
  input: TInput;
  received: EventObject[];
  stopped: boolean;
  /** Sends an event to the machine that runs this actor, as the real actor would. */
  report: (event: AnyEventObject) => void;
}

export function createFakeCallbackActor<TCommand extends EventObject, TInput>() {
  const instances: FakeCallbackInstance<TInput>[] = [];
  const logic = fromCallback<TCommand, TInput>(({ input, sendBack, receive }) => {
    const instance: FakeCallbackInstance<TInput> = { input, received: [], stopped: false, report: sendBack };
    instances.push(instance);
    receive((event) => instance.received.push(event));
    return () => {
      instance.stopped = true;
    };
  });

  function latest(): FakeCallbackInstance<TInput> {
    const instance = instances.at(-1);
    if (!instance) throw new Error('The callback actor was never started');
    return instance;
  }

  return { logic, instances, latest };
}
