// The speech machine Storybook catalogues (spread into ../../storybook/story-machines.ts): its
// graph walk, so the story-coverage test demands a story per reachable state, and the context a
// state story starts from (parameters.machineState.context overrides fields).
import {
  defaultSpeechSettings,
  speechGenerationMachine,
  speechGenerationMachineWalk,
  type MachineWalk,
  type SpeechGenerationMachine,
} from '@twin/machines';
import type { AnyStateMachine, ContextFrom } from 'xstate';

export interface SpeechStoryMachineMap {
  speechGeneration: SpeechGenerationMachine;
}

interface Entry<TMachine extends AnyStateMachine> {
  machine: TMachine;
  walk: MachineWalk<TMachine>;
  defaultContext: ContextFrom<TMachine>;
}

export const speechStoryMachines: {
  [Name in keyof SpeechStoryMachineMap]: Entry<SpeechStoryMachineMap[Name]>;
} = {
  speechGeneration: {
    machine: speechGenerationMachine,
    walk: speechGenerationMachineWalk,
    defaultContext: {
      ...defaultSpeechSettings,
      voices: [],
      voicesNotice: null,
      voicesError: null,
      referenceClipIds: [],
      pendingRequest: null,
      generated: null,
      error: null,
      notice: null,
    },
  },
};
