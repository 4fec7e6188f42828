// Test-only: replays a path found by the graph walk against a running actor whose invoked
// actors are fakes. Done/error events settle the fake, `xstate.after.<delay>.…` advances the fake
// clock by that delay, other events are sent. After every step the running actor must be in the
// snapshot the walk predicted (same value, same context). Needs vi.useFakeTimers().
import { vi } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import type { WalkedPath } from './reachable-states';
import { createFakePromiseActors, settle } from './fake-actors';

interface ReplayedStep {
  eventType: string;
  expected: { value: unknown; context: unknown };
  actual: { value: unknown; context: unknown };
}

function delayInMs(machine: AnyStateMachine, delayName: string): number {
  const configured: unknown = machine.implementations.delays[delayName];
  if (typeof configured === 'number') return configured;
  const literal = Number(delayName);
  if (Number.isFinite(literal)) return literal;
  throw new Error(`Delay '${delayName}' is not a number; replay cannot advance the clock for it`);
}

export async function replayPath(
  machine: AnyStateMachine,
  { input, path }: WalkedPath,
): Promise<ReplayedStep[]> {
  const fakes = createFakePromiseActors(Object.keys(machine.implementations.actors));
  const actor = createActor(machine.provide({ actors: fakes.actors }), { input }).start();
  const replayed: ReplayedStep[] = [];
  const record = (eventType: string, expected: { value: unknown; context: unknown }) => {
    const { value, context } = actor.getSnapshot();
    replayed.push({
      eventType,
      expected: { value: expected.value, context: expected.context },
      actual: { value, context },
    });
  };

  const [initial, ...steps] = path.steps;
  if (initial) record(initial.event.type, initial.state);
  for (const { event, state } of steps) {
    const [, kind, detail, ...rest] = event.type.split('.');
    if (event.type.startsWith('xstate.done.actor.')) {
      await fakes.resolve(
        event.type.slice('xstate.done.actor.'.length),
        (event as { output?: unknown }).output,
      );
    } else if (event.type.startsWith('xstate.error.actor.')) {
      await fakes.reject(
        event.type.slice('xstate.error.actor.'.length),
        (event as { error?: unknown }).error,
      );
    } else if (kind === 'after' && detail !== undefined && rest.length > 0) {
      vi.advanceTimersByTime(delayInMs(machine, detail));
      await settle();
    } else {
      actor.send(event);
    }
    record(event.type, state);
  }
  actor.stop();
  return replayed;
}
