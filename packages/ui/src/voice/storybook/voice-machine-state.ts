// State-story helpers for the voice machines only: the same parameters.machineState shape as
// ../../storybook/machine-state.ts ({ machine, value, context? }, read by the story-coverage
// test), resolved with machine.resolveState over voiceStoryMachines — so the voice stories do not
// depend on the other machines of the catalogue.
import type { AnyStateMachine, ContextFrom, EventFrom, SnapshotFrom, StateValue } from 'xstate';
import { fn } from 'storybook/test';
import type { MachineBinding } from '../shared/machine-binding';
import { voiceStoryMachines, type VoiceStoryMachineMap } from './voice-story-machines';

export type VoiceMachineName = keyof VoiceStoryMachineMap;

export interface VoiceMachineStateParameter<Name extends VoiceMachineName = VoiceMachineName> {
  machine: Name;
  /** Dotted state path, e.g. 'playing.settling'. */
  value: string;
  context?: Partial<ContextFrom<VoiceStoryMachineMap[Name]>>;
}

function stateValueFromPath(path: string): StateValue {
  const [head = '', ...rest] = path.split('.');
  return rest.length === 0 ? head : { [head]: stateValueFromPath(rest.join('.')) };
}

export function resolveVoiceMachineState<Name extends VoiceMachineName>(
  name: Name,
  value: string,
  context: Partial<ContextFrom<VoiceStoryMachineMap[Name]>> = {},
): SnapshotFrom<VoiceStoryMachineMap[Name]> {
  const entry = voiceStoryMachines[name];
  const machine: AnyStateMachine = entry.machine;
  return machine.resolveState({
    value: stateValueFromPath(value),
    context: { ...(entry.defaultContext as object), ...context },
  }) as SnapshotFrom<VoiceStoryMachineMap[Name]>;
}

/** Types a story's parameters.machineState. */
export function voiceMachineState<Name extends VoiceMachineName>(
  state: VoiceMachineStateParameter<Name>,
): VoiceMachineStateParameter<Name> {
  return state;
}

/** The snapshot a state story renders; fails loudly when the story names another machine. */
export function voiceSnapshotFromParameters<Name extends VoiceMachineName>(
  parameters: Record<string, unknown>,
  name: Name,
): SnapshotFrom<VoiceStoryMachineMap[Name]> {
  const state = parameters.machineState as VoiceMachineStateParameter | undefined;
  if (!state || state.machine !== name || typeof state.value !== 'string') {
    throw new Error(`This story needs parameters.machineState for the '${name}' machine.`);
  }
  return resolveVoiceMachineState(
    name,
    state.value,
    state.context as Partial<ContextFrom<VoiceStoryMachineMap[Name]>>,
  );
}

/** A binding with a snapshot resolved from a state value and a spy `send`. */
export function storyBinding<Name extends VoiceMachineName>(
  name: Name,
  value: string,
  context: Partial<ContextFrom<VoiceStoryMachineMap[Name]>> = {},
): MachineBinding<SnapshotFrom<VoiceStoryMachineMap[Name]>, EventFrom<VoiceStoryMachineMap[Name]>> {
  return { snapshot: resolveVoiceMachineState(name, value, context), send: fn() };
}

/** A binding around a snapshot the story already resolved from its parameters. */
export function bindingOf<TSnapshot, TEvent>(snapshot: TSnapshot, send: (event: TEvent) => void = fn()) {
  return { snapshot, send } satisfies MachineBinding<TSnapshot, TEvent>;
}
