// Test-only callback actors standing in for the app's media actors (microphone capture, audio
// element playback): each instance records its input and the events it receives, lets the test
// send reports back to the machine, and notes when the machine stops it. Not exported.
import { fromCallback, type AnyEventObject, type EventObject } from 'xstate';

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
