// The /localize machines Storybook catalogues (spread into ./story-machines.ts): the wizard and the
// job poll, each with its graph walk, so the story-coverage test demands a story per reachable
// state, and the context a state story starts from.
import { localizeMachine, type LocalizeMachine } from '@twin/machines/localize';
import { localizeJobMachine, type LocalizeJobMachine } from '@twin/machines/localize/localize-job';
import { localizeJobMachineWalk, localizeMachineWalk, type MachineWalk } from '@twin/machines/testing';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { storyLocalizeContext, storyLocalizeJobContext } from './localize-fixtures';

export interface LocalizeStoryMachineMap {
  localize: LocalizeMachine;
  localizeJob: LocalizeJobMachine;
}

interface Entry<TMachine extends AnyStateMachine> {
  machine: TMachine;
  walk: MachineWalk<TMachine>;
  defaultContext: ContextFrom<TMachine>;
}

export const localizeStoryMachines: {
  [Name in keyof LocalizeStoryMachineMap]: Entry<LocalizeStoryMachineMap[Name]>;
} = {
  localize: {
    machine: localizeMachine,
    walk: localizeMachineWalk,
    defaultContext: storyLocalizeContext,
  },
  localizeJob: {
    machine: localizeJobMachine,
    walk: localizeJobMachineWalk,
    defaultContext: storyLocalizeJobContext,
  },
};
