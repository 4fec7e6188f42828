// The voice-creation machines Storybook catalogues (spread into ./story-machines.ts):
// each with its graph walk, so the story-coverage test demands a story per reachable state, and
// the context a state story starts from (parameters.machineState.context overrides fields).
import {
  categorizationMachine,
  type CategorizationMachine,
} from '@twin/machines/create-voice/categorization';
import { createVoicePageMachine, type CreateVoicePageMachine } from '@twin/machines/create-voice';
import { consentMachine, type ConsentMachine } from '@twin/machines/create-voice/consent';
import { emotionSampleMachine, type EmotionSampleMachine } from '@twin/machines/create-voice/emotion-sample';
import { fullTrainingMachine, type FullTrainingMachine } from '@twin/machines/create-voice/full-training';
import { playbackMachine, type PlaybackMachine } from '@twin/machines/create-voice/playback';
import { proCloneMachine, type ProCloneMachine } from '@twin/machines/create-voice/pro-clone';
import { quickCloneMachine, type QuickCloneMachine } from '@twin/machines/create-voice/quick-clone';
import {
  recorderMachine,
  recorderMessages,
  recorderPresets,
  type RecorderMachine,
} from '@twin/machines/create-voice/recorder';
import {
  categorizationMachineWalk,
  consentMachineWalk,
  createVoicePageMachineWalk,
  emotionSampleMachineWalk,
  fullTrainingMachineWalk,
  playbackMachineWalk,
  proCloneMachineWalk,
  quickCloneMachineWalk,
  recorderMachineWalk,
  voiceJobMachineWalk,
  type MachineWalk,
} from '@twin/machines/testing';
import { voiceJobMachine, type VoiceJobMachine } from '@twin/machines/create-voice/voice-job';
import { createActor, type AnyStateMachine, type ContextFrom } from 'xstate';

export interface CreateVoiceStoryMachineMap {
  recorder: RecorderMachine;
  voiceJob: VoiceJobMachine;
  proClone: ProCloneMachine;
  consent: ConsentMachine;
  quickClone: QuickCloneMachine;
  fullTraining: FullTrainingMachine;
  emotionSample: EmotionSampleMachine;
  categorization: CategorizationMachine;
  playback: PlaybackMachine;
  createVoicePage: CreateVoicePageMachine;
}

interface Entry<TMachine extends AnyStateMachine> {
  machine: TMachine;
  walk: MachineWalk<TMachine>;
  defaultContext: ContextFrom<TMachine>;
}

export const createVoiceStoryMachines: {
  [Name in keyof CreateVoiceStoryMachineMap]: Entry<CreateVoiceStoryMachineMap[Name]>;
} = {
  recorder: {
    machine: recorderMachine,
    walk: recorderMachineWalk,
    defaultContext: {
      limits: { maxSeconds: 180, minSeconds: 120, autoStopSeconds: 180 },
      microphoneErrorText: recorderMessages.accessDenied,
      elapsedSeconds: 0,
      recording: null,
      refusedTake: null,
      error: null,
    },
  },
  voiceJob: {
    machine: voiceJobMachine,
    walk: voiceJobMachineWalk,
    defaultContext: {
      jobId: null,
      status: null,
      statusText: null,
      modelId: null,
      modelName: null,
      notice: null,
      error: null,
    },
  },
  proClone: {
    machine: proCloneMachine,
    walk: proCloneMachineWalk,
    defaultContext: {
      tab: 'record',
      name: 'Pro Clone',
      referenceLanguage: null,
      recording: null,
      upload: null,
      consentId: null,
      pendingFile: null,
      uploadProgress: null,
      error: null,
      notice: null,
      saved: null,
    },
  },
  consent: {
    machine: consentMachine,
    walk: consentMachineWalk,
    defaultContext: {
      challenge: null,
      validForMs: 0,
      countdown: 3,
      elapsedSeconds: 0,
      maxSeconds: 60,
      preview: null,
      hasVideo: null,
      take: null,
      uploadProgress: null,
      record: null,
      error: null,
    },
  },
  quickClone: {
    machine: quickCloneMachine,
    walk: quickCloneMachineWalk,
    defaultContext: {
      name: '',
      sample: null,
      pendingFile: null,
      uploadProgress: null,
      error: null,
      notice: null,
      saved: null,
    },
  },
  fullTraining: {
    machine: fullTrainingMachine,
    walk: fullTrainingMachineWalk,
    defaultContext: {
      modelName: '',
      files: [],
      queue: [],
      fileCount: 0,
      recordingCount: 0,
      uploadProgress: null,
      error: null,
      notice: null,
      jobId: null,
    },
  },
  emotionSample: {
    machine: emotionSampleMachine,
    walk: emotionSampleMachineWalk,
    defaultContext: {
      sampleType: 'happy',
      title: 'Happy Sample',
      recording: null,
      saved: null,
      error: null,
      notice: null,
    },
  },
  categorization: {
    machine: categorizationMachine,
    walk: categorizationMachineWalk,
    defaultContext: {
      modelId: 'model-1',
      modelName: 'Ada Pro',
      clips: [],
      stepIndex: 0,
      page: 0,
      offeredClipIds: [],
      suggestedClipId: null,
      canRefresh: false,
      choices: {},
      error: null,
      notice: null,
      outcome: null,
    },
  },
  playback: {
    machine: playbackMachine,
    walk: playbackMachineWalk,
    defaultContext: { itemId: null, src: null, error: null },
  },
  createVoicePage: {
    machine: createVoicePageMachine,
    walk: createVoicePageMachineWalk,
    // Children that never start: their snapshots are their initial states.
    defaultContext: {
      playback: createActor(playbackMachine),
      proClone: createActor(proCloneMachine, { input: {} }),
      proRecorder: createActor(recorderMachine, { input: recorderPresets.proClone }),
      consent: createActor(consentMachine, { input: {} }),
      quickClone: createActor(quickCloneMachine),
      quickRecorder: createActor(recorderMachine, { input: recorderPresets.quickClone }),
      fullTraining: createActor(fullTrainingMachine),
      trainingRecorder: createActor(recorderMachine, { input: recorderPresets.fullTraining }),
      voiceJob: createActor(voiceJobMachine, { input: { jobId: null } }),
      mode: 'pro',
      models: [],
      modelsError: null,
      usage: null,
      setupModelId: null,
      categorizationTarget: null,
      categorization: null,
      samplesTotalSeconds: null,
      savedSampleTypes: [],
      emotionSample: null,
      emotionRecorder: null,
    },
  },
};
