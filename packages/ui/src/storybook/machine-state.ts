// Builds a machine snapshot for a state story from `parameters.machineState`
// ({ machine: 'auth', value: 'signedOut.loggingIn', context?: {...} }) with machine.resolveState —
// never from args, so the Controls panel cannot produce a state the machine cannot be in.
import type { AnyStateMachine, ContextFrom, SnapshotFrom, StateValue } from 'xstate';
import {
  isStoryMachineName,
  storyMachines,
  type StoryMachineMap,
  type StoryMachineName,
} from './story-machines';

export interface MachineStateParameter<Name extends StoryMachineName = StoryMachineName> {
  machine: Name;
  /** Dotted state path, e.g. 'signedOut.loggingIn'. */
  value: string;
  context?: Partial<ContextFrom<StoryMachineMap[Name]>>;
}

/**
 * 'signedOut.loggingIn' → { signedOut: 'loggingIn' }. A parallel machine's regions are listed with
 * commas: 'jobs.settled,list.loadingMore' → { jobs: 'settled', list: 'loadingMore' }.
 */
export function stateValueFromPath(path: string): StateValue {
  const regions = path.split(',');
  if (regions.length > 1) {
    return Object.assign({}, ...regions.map((region) => stateValueFromPath(region.trim()) as object));
  }
  const [head = '', ...rest] = path.split('.');
  return rest.length === 0 ? head : { [head]: stateValueFromPath(rest.join('.')) };
}

export function resolveMachineState<Name extends StoryMachineName>(
  name: Name,
  value: string,
  context: Partial<ContextFrom<StoryMachineMap[Name]>> = {},
): SnapshotFrom<StoryMachineMap[Name]> {
  const entry = storyMachines[name];
  const machine: AnyStateMachine = entry.machine;
  return machine.resolveState({
    value: stateValueFromPath(value),
    context: { ...(entry.defaultContext as object), ...context },
  }) as SnapshotFrom<StoryMachineMap[Name]>;
}

/** Reads parameters.machineState from a story's parameters, if it names a known machine. */
export function machineStateOf(
  parameters: Record<string, unknown> | undefined,
): MachineStateParameter | null {
  const candidate = parameters?.machineState;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { machine, value } = candidate as { machine?: unknown; value?: unknown };
  if (!isStoryMachineName(machine) || typeof value !== 'string') return null;
  return candidate as MachineStateParameter;
}

/** The snapshot a state story renders; fails loudly when the story names another machine. */
export function snapshotFromParameters<Name extends StoryMachineName>(
  parameters: Record<string, unknown>,
  name: Name,
): SnapshotFrom<StoryMachineMap[Name]> {
  const state = machineStateOf(parameters);
  if (!state || state.machine !== name) {
    throw new Error(`This story needs parameters.machineState for the '${name}' machine.`);
  }
  return resolveMachineState(name, state.value, state.context as Partial<ContextFrom<StoryMachineMap[Name]>>);
}

/** Types a story's parameters.machineState: `parameters: { machineState: machineState({...}) }`. */
export function machineState<Name extends StoryMachineName>(
  state: MachineStateParameter<Name>,
): MachineStateParameter<Name> {
  return state;
}
