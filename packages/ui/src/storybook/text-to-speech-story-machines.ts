// The speech page's machines Storybook catalogues (spread into ./story-machines.ts): speech
// generation, the timeline section, lip-sync start, the project's save cycle and the Takes panel, each with its graph walk, so the
// story-coverage test demands a story per reachable state, and the context a state story starts
// from (parameters.machineState.context overrides fields).
import { lipsyncStartMachine, type LipsyncStartMachine } from '@twin/machines/video/lipsync-start';
import {
  lipsyncStartMachineWalk,
  projectSaveMachineWalk,
  speechGenerationMachineWalk,
  takesMachineWalk,
  timelineSectionMachineWalk,
  walkTake,
  type MachineWalk,
} from '@twin/machines/testing';
import { takesMachine, type TakesMachine } from '@twin/machines/text-to-speech/takes';
import {
  defaultSpeechSettings,
  projectSaveMachine,
  speechGenerationMachine,
  timelineSectionMachine,
  type ProjectSaveMachine,
  type SpeechGenerationMachine,
  type TimelineSectionMachine,
} from '@twin/machines/text-to-speech';
import type { AnyStateMachine, ContextFrom } from 'xstate';

export interface TextToSpeechStoryMachineMap {
  speechGeneration: SpeechGenerationMachine;
  timelineSection: TimelineSectionMachine;
  lipsyncStart: LipsyncStartMachine;
  projectSave: ProjectSaveMachine;
  takes: TakesMachine;
}

interface Entry<TMachine extends AnyStateMachine> {
  machine: TMachine;
  walk: MachineWalk<TMachine>;
  defaultContext: ContextFrom<TMachine>;
}

export const textToSpeechStoryMachines: {
  [Name in keyof TextToSpeechStoryMachineMap]: Entry<TextToSpeechStoryMachineMap[Name]>;
} = {
  speechGeneration: {
    machine: speechGenerationMachine,
    walk: speechGenerationMachineWalk,
    defaultContext: {
      ...defaultSpeechSettings,
      voices: [],
      voicesNotice: null,
      voicesError: null,
      // Every state shows the label as the embedded engine gives it.
      speechEngine: {
        label:
          "Your voice's pitch and pace, spoken by the built-in synthetic voice. Your administrator can connect a cloning engine for your real voice.",
        clonesVoice: false,
      },
      referenceClipIds: [],
      pendingRequest: null,
      generated: null,
      error: null,
      notice: null,
      originalText: null,
    },
  },
  timelineSection: {
    machine: timelineSectionMachine,
    walk: timelineSectionMachineWalk,
    defaultContext: { percent: 0, text: null, added: [] },
  },
  lipsyncStart: {
    machine: lipsyncStartMachine,
    walk: lipsyncStartMachineWalk,
    defaultContext: {
      clips: [],
      videos: [],
      videoId: null,
      newVideoId: null,
      mixedAudioUrl: null,
      jobId: null,
      notice: null,
      error: null,
    },
  },
  projectSave: {
    machine: projectSaveMachine,
    walk: projectSaveMachineWalk,
    defaultContext: { version: 1, pending: null, sending: null, unsaved: null },
  },
  takes: {
    machine: takesMachine,
    walk: takesMachineWalk,
    defaultContext: {
      takes: [walkTake('t3', 'Third take.'), walkTake('t2', 'Second take.'), walkTake('t1', 'First take.')],
      error: null,
      deleting: null,
      stale: false,
    },
  },
};
