// The /localize machines Storybook catalogues (spread into ./story-machines.ts): the wizard, the
// job poll and the dubbing editor, each with its graph walk, so the story-coverage test demands a
// story per reachable state, and the context a state story starts from.
import { localizeMachine, type LocalizeMachine } from '@twin/machines/localize';
import { localizeJobMachine, type LocalizeJobMachine } from '@twin/machines/localize/localize-job';
import { dubEditorMachine, type DubEditorMachine } from '@twin/machines/localize/dub-editor';
import {
  dubEditorMachineWalk,
  localizeJobMachineWalk,
  localizeMachineWalk,
  type MachineWalk,
} from '@twin/machines/testing';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { storyDubEditorContext } from './dub-editor-fixtures';
import { storyLocalizeContext, storyLocalizeJobContext } from './localize-fixtures';

export interface LocalizeStoryMachineMap {
  localize: LocalizeMachine;
  localizeJob: LocalizeJobMachine;
  dubEditor: DubEditorMachine;
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
  dubEditor: {
    machine: dubEditorMachine,
    walk: dubEditorMachineWalk,
    defaultContext: storyDubEditorContext,
  },
};
