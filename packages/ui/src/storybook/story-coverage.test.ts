// Storybook is the state catalogue: every state each machine of every feature can reach (walked
// with xstate/graph) must have a story whose parameters.machineState names it, and every state
// story must show a reachable state. Stories are found by importing the same files
// .storybook/main.ts lists, so deleting a story makes this test fail and name the state.
import { describe, expect, it } from 'vitest';
import { reachableStateValues, stateValuePaths } from '@twin/machines/testing';
import { machineStateOf, resolveMachineState, type MachineStateParameter } from './machine-state';
import { storyMachines, type StoryMachineName } from './story-machines';

interface CsfModule {
  default?: { title?: string; parameters?: Record<string, unknown> };
  [exportName: string]: unknown;
}

interface StateStory {
  story: string;
  state: MachineStateParameter;
}

// Mirrors the `stories` globs of .storybook/main.ts (packages/*/src, apps/*/src).
const storyModules = import.meta.glob<CsfModule>(
  ['../../../*/src/**/*.stories.tsx', '../../../../apps/*/src/**/*.stories.tsx'],
  { eager: true },
);

function parametersOf(value: unknown): Record<string, unknown> | undefined {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const parameters = (value as { parameters?: unknown }).parameters;
  return typeof parameters === 'object' && parameters !== null
    ? (parameters as Record<string, unknown>)
    : undefined;
}

function collectStateStories(modules: Record<string, CsfModule>): StateStory[] {
  return Object.entries(modules).flatMap(([file, module]) => {
    const metaParameters = parametersOf(module.default);
    return Object.entries(module)
      .filter(([exportName]) => exportName !== 'default' && exportName !== '__namedExportsOrder')
      .flatMap(([exportName, story]) => {
        const state = machineStateOf({ ...metaParameters, ...parametersOf(story) });
        return state ? [{ story: `${file} › ${exportName}`, state }] : [];
      });
  });
}

/** The dotted leaf states a story shows, as the machine resolves its value. */
function statesShownBy({ state }: StateStory): string[] {
  return stateValuePaths(resolveMachineState(state.machine, state.value, state.context as never).value);
}

const reachableByMachine = new Map<StoryMachineName, readonly string[]>();

/** The machine's reachable states, walked once per test file. */
function reachableStates(name: StoryMachineName): readonly string[] {
  let states = reachableByMachine.get(name);
  if (!states) {
    const { machine, walk } = storyMachines[name];
    states = reachableStateValues(machine, walk as never);
    reachableByMachine.set(name, states);
  }
  return states;
}

function missingStates(name: StoryMachineName, stories: readonly StateStory[]): string[] {
  const shown = new Set(stories.filter((story) => story.state.machine === name).flatMap(statesShownBy));
  return reachableStates(name).filter((value) => !shown.has(value));
}

const stateStories = collectStateStories(storyModules);
const machineNames = Object.keys(storyMachines) as StoryMachineName[];

describe('story coverage', () => {
  it('finds the story files', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(0);
    expect(stateStories.length).toBeGreaterThan(0);
  });

  it.each(machineNames)('every reachable state of the %s machine has a story', (name) => {
    expect(reachableStates(name).length).toBeGreaterThan(1);
    const missing = missingStates(name, stateStories);
    expect(
      missing,
      `Reachable '${name}' states without a story (add parameters.machineState = { machine: '${name}', value }):\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
  });

  it('every machineState story shows a state its machine can reach', () => {
    const unreachable = stateStories.filter(
      (story) => !statesShownBy(story).every((value) => reachableStates(story.state.machine).includes(value)),
    );
    expect(unreachable.map(({ story, state }) => `${story}: ${state.machine} ${state.value}`)).toEqual([]);
  });

  it.each(machineNames)('would report a %s state whose stories were removed', (name) => {
    const firstStory = stateStories.find((story) => story.state.machine === name);
    expect(firstStory).toBeDefined();
    const [removedState] = statesShownBy(firstStory!);
    const remaining = stateStories.filter(
      (story) => !statesShownBy(story).includes(removedState!) || story.state.machine !== name,
    );
    expect(missingStates(name, remaining)).toContain(removedState);
  });
});
