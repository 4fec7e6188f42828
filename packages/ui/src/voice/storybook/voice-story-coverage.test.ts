// The voice machines' part of the story catalogue, checked on its own (the shared
// story-coverage test checks every machine; this one fails only for the voice stories, with a
// clearer message): each reachable state of the eight voice machines has a state story here,
// and every voice state story shows a state its machine can reach.
import { describe, expect, it } from 'vitest';
import { reachableStateValues, stateValuePaths } from '@twin/machines';
import {
  resolveVoiceMachineState,
  type VoiceMachineName,
  type VoiceMachineStateParameter,
} from './voice-machine-state';
import { voiceStoryMachines } from './voice-story-machines';

interface CsfModule {
  default?: { parameters?: Record<string, unknown> };
  [exportName: string]: unknown;
}

const storyModules = import.meta.glob<CsfModule>('../**/*.stories.tsx', { eager: true });

function stateOf(story: unknown): VoiceMachineStateParameter | null {
  const parameters = (story as { parameters?: { machineState?: unknown } } | null)?.parameters;
  const state = parameters?.machineState as VoiceMachineStateParameter | undefined;
  return state && Object.hasOwn(voiceStoryMachines, state.machine) ? state : null;
}

const stateStories = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name !== 'default')
    .flatMap(([name, story]) => {
      const state = stateOf(story);
      return state ? [{ story: `${file} › ${name}`, state }] : [];
    }),
);

function shownStates(state: VoiceMachineStateParameter): string[] {
  return stateValuePaths(resolveVoiceMachineState(state.machine, state.value, state.context as never).value);
}

const names = Object.keys(voiceStoryMachines) as VoiceMachineName[];

describe('voice story coverage', () => {
  it.each(names)('every reachable %s state has a story', (name) => {
    const { machine, walk } = voiceStoryMachines[name];
    const reachable = reachableStateValues(machine, walk as never);
    const shown = new Set(
      stateStories.filter(({ state }) => state.machine === name).flatMap(({ state }) => shownStates(state)),
    );
    expect(reachable.filter((value) => !shown.has(value))).toEqual([]);
    expect(reachable.length).toBeGreaterThan(1);
  });

  it('every voice state story shows a reachable state', () => {
    const unreachable = stateStories.filter(({ state }) => {
      const { machine, walk } = voiceStoryMachines[state.machine];
      const reachable = reachableStateValues(machine, walk as never);
      return !shownStates(state).every((value) => reachable.includes(value));
    });
    expect(unreachable.map(({ story }) => story)).toEqual([]);
  });
});
