// The machines that Storybook catalogues, by the name stories use in parameters.machineState,
// with the graph walk that lists their reachable states and the context a story starts from.
// Later issues add their machines here; the story-coverage test then demands their stories.
import {
  authMachine,
  authMachineWalk,
  creditsMachine,
  creditsMachineWalk,
  signupCodeMachine,
  signupCodeMachineWalk,
  timelineMachine,
  timelineMachineWalk,
  timelineZoom,
  type AuthMachine,
  type CreditsMachine,
  type MachineWalk,
  type SignupCodeMachine,
  type TimelineMachine,
} from '@twin/machines';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import {
  marketingStoryMachines,
  type MarketingStoryMachineMap,
} from '../marketing/storybook/marketing-story-machines';
import { voiceStoryMachines, type VoiceStoryMachineMap } from '../voice/storybook/voice-story-machines';
import { speechStoryMachines, type SpeechStoryMachineMap } from '../speech/storybook/speech-story-machines';

export interface StoryMachineMap
  extends VoiceStoryMachineMap, MarketingStoryMachineMap, SpeechStoryMachineMap {
  auth: AuthMachine;
  signupCode: SignupCodeMachine;
  credits: CreditsMachine;
  timeline: TimelineMachine;
}

export type StoryMachineName = keyof StoryMachineMap;

export interface StoryMachineEntry<TMachine extends AnyStateMachine> {
  machine: TMachine;
  walk: MachineWalk<TMachine>;
  /** The context a state story starts from; parameters.machineState.context overrides fields. */
  defaultContext: ContextFrom<TMachine>;
}

export const storyMachines: { [Name in StoryMachineName]: StoryMachineEntry<StoryMachineMap[Name]> } = {
  auth: {
    machine: authMachine,
    walk: authMachineWalk,
    defaultContext: { user: null, token: null, error: null, notice: null },
  },
  signupCode: {
    machine: signupCodeMachine,
    walk: signupCodeMachineWalk,
    defaultContext: { code: null, planTokensTotal: 0, voiceClonesAllowed: 0, error: null },
  },
  credits: {
    machine: creditsMachine,
    walk: creditsMachineWalk,
    defaultContext: { usage: null },
  },
  timeline: {
    machine: timelineMachine,
    walk: timelineMachineWalk,
    defaultContext: {
      clips: [],
      past: [],
      future: [],
      preview: null,
      selectedClipId: null,
      cursorSample: 0,
      pixelsPerSecond: timelineZoom.default,
      volume: 1,
      playbackFromSample: 0,
      error: null,
      announcement: '',
    },
  },
  ...voiceStoryMachines,
  ...marketingStoryMachines,
  ...speechStoryMachines,
};

export function isStoryMachineName(name: unknown): name is StoryMachineName {
  return typeof name === 'string' && Object.hasOwn(storyMachines, name);
}
