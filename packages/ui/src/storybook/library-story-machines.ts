// The library machine Storybook catalogues (spread into ./story-machines.ts): its graph walk, so
// the story-coverage test demands a story per reachable state, and the context a state story
// starts from (parameters.machineState.context overrides fields).
import { libraryMachine, libraryPageSize, type LibraryMachine } from '@twin/machines/library';
import { libraryMachineWalk, type MachineWalk } from '@twin/machines/testing';
import type { AnyStateMachine, ContextFrom } from 'xstate';

export interface LibraryStoryMachineMap {
  library: LibraryMachine;
}

interface Entry<TMachine extends AnyStateMachine> {
  machine: TMachine;
  walk: MachineWalk<TMachine>;
  defaultContext: ContextFrom<TMachine>;
}

export const libraryStoryMachines: {
  [Name in keyof LibraryStoryMachineMap]: Entry<LibraryStoryMachineMap[Name]>;
} = {
  library: {
    machine: libraryMachine,
    walk: libraryMachineWalk,
    defaultContext: {
      jobs: [],
      visibleCount: libraryPageSize,
      awaiting: { lipsync: false, localization: false },
    },
  },
};
