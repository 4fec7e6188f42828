// The machines that Storybook catalogues, by the name stories use in parameters.machineState,
// with the graph walk that lists their reachable states and the context a story starts from.
// Later issues add their machines here; the story-coverage test then demands their stories.
import { authMachine, type AuthMachine } from '@twin/machines/auth';
import { creditsMachine, type CreditsMachine } from '@twin/machines/credits';
import { signupCodeMachine, type SignupCodeMachine } from '@twin/machines/signup-code';
import {
  authMachineWalk,
  creditsMachineWalk,
  signupCodeMachineWalk,
  timelineMachineWalk,
  type MachineWalk,
} from '@twin/machines/testing';
import { timelineMachine, timelineZoom, type TimelineMachine } from '@twin/machines/timeline';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import { siteStoryMachines, type SiteStoryMachineMap } from './site-story-machines';
import { createVoiceStoryMachines, type CreateVoiceStoryMachineMap } from './create-voice-story-machines';
import { textToSpeechStoryMachines, type TextToSpeechStoryMachineMap } from './text-to-speech-story-machines';
import { libraryStoryMachines, type LibraryStoryMachineMap } from './library-story-machines';
import { videoStoryMachines, type VideoStoryMachineMap } from './video-story-machines';
import { localizeStoryMachines, type LocalizeStoryMachineMap } from './localize-story-machines';
import { speechTestStoryMachines, type SpeechTestStoryMachineMap } from './speech-test-story-machines';
import { accountStoryMachines, type AccountStoryMachineMap } from './account-story-machines';

export interface StoryMachineMap
  extends
    CreateVoiceStoryMachineMap,
    SiteStoryMachineMap,
    TextToSpeechStoryMachineMap,
    LibraryStoryMachineMap,
    VideoStoryMachineMap,
    SpeechTestStoryMachineMap,
    LocalizeStoryMachineMap,
    AccountStoryMachineMap {
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
      selectedClipIds: [],
      selectedClipId: null,
      markers: { inSample: null, outSample: null },
      exportRange: 'all',
      cursorSample: 0,
      pixelsPerSecond: timelineZoom.default,
      volume: 1,
      playbackFromSample: 0,
      error: null,
      announcement: '',
    },
  },
  ...createVoiceStoryMachines,
  ...siteStoryMachines,
  ...textToSpeechStoryMachines,
  ...libraryStoryMachines,
  ...videoStoryMachines,
  ...speechTestStoryMachines,
  ...localizeStoryMachines,
  ...accountStoryMachines,
};

export function isStoryMachineName(name: unknown): name is StoryMachineName {
  return typeof name === 'string' && Object.hasOwn(storyMachines, name);
}
