// The /test-vibe machine Storybook catalogues (spread into ./story-machines.ts): the speech test
// with its graph walk, so the story-coverage test demands a story per reachable state, and the
// context a state story starts from.
import {
  defaultSpeechTestSliders,
  speechTestMachine,
  speechTestMaxRecordingSeconds,
  type SpeechTestMachine,
} from '@twin/machines/speech-test';
import { speechTestMachineWalk, type MachineWalk } from '@twin/machines/testing';
import type { ContextFrom } from 'xstate';

export interface SpeechTestStoryMachineMap {
  speechTest: SpeechTestMachine;
}

export const speechTestStoryMachines: {
  speechTest: {
    machine: SpeechTestMachine;
    walk: MachineWalk<SpeechTestMachine>;
    defaultContext: ContextFrom<SpeechTestMachine>;
  };
} = {
  speechTest: {
    machine: speechTestMachine,
    walk: speechTestMachineWalk,
    defaultContext: {
      maxRecordingSeconds: speechTestMaxRecordingSeconds,
      healthError: null,
      text: '',
      sliders: defaultSpeechTestSliders,
      reference: null,
      pendingReference: null,
      referenceError: null,
      elapsedSeconds: 0,
      jobId: null,
      jobStatus: null,
      result: null,
      error: null,
      downloadError: null,
    },
  },
};
