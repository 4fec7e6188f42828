// Machine bindings ({ snapshot, send }) for state stories of screens that take them: a snapshot
// resolved through the one resolver (./machine-state.ts) and a spy `send` from storybook/test.
import type { ContextFrom, EventFrom, SnapshotFrom } from 'xstate';
import { fn } from 'storybook/test';
import type { MachineBinding } from '../lib/machine-binding';
import { resolveMachineState } from './machine-state';
import type { StoryMachineMap, StoryMachineName } from './story-machines';

/** A binding with a snapshot resolved from a state value and a spy `send`. */
export function storyBinding<Name extends StoryMachineName>(
  name: Name,
  value: string,
  context: Partial<ContextFrom<StoryMachineMap[Name]>> = {},
): MachineBinding<SnapshotFrom<StoryMachineMap[Name]>, EventFrom<StoryMachineMap[Name]>> {
  return { snapshot: resolveMachineState(name, value, context), send: fn() };
}

/** A binding around a snapshot the story already resolved from its parameters. */
export function bindingOf<TSnapshot, TEvent>(snapshot: TSnapshot, send: (event: TEvent) => void = fn()) {
  return { snapshot, send } satisfies MachineBinding<TSnapshot, TEvent>;
}
