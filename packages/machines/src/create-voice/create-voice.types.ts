// The /create-voice page machine's data shapes: the voice models and clone allowance it loads, the
// job it resumes, the mode shown, the voice being set up, the emotion samples' totals, and the
// refs of the children it spawns (the screens select from them).
import type { ActorRefFrom } from 'xstate';
import type { CategorizationMachine } from './categorization/categorization.machine';
import type { CategorizationOutput } from './categorization/categorization.types';
import type { ConsentMachine } from './consent/consent.machine';
import type { EmotionSampleMachine, EmotionSampleType } from './emotion-sample/emotion-sample.machine';
import type { FullTrainingMachine } from './full-training/full-training.machine';
import type { PlaybackMachine } from './playback/playback.machine';
import type { ProCloneMachine } from './pro-clone/pro-clone.machine';
import type { QuickCloneMachine } from './quick-clone/quick-clone.machine';
import type { RecorderMachine } from './recorder/recorder.machine';
import type { Recording, SavedVoiceClone } from '../shared/audio-sample';
import type { VoiceJobMachine } from './voice-job/voice-job.machine';
import type { VoiceCloneUsage } from './voice-creation-gating';

export type VoiceCreationMode = 'quick' | 'pro' | 'full';

/** A voice model as GET /api/voice/models lists it, structurally. */
export interface CreateVoiceModel {
  id: string;
  model_name: string;
  status: string;
  clone_type: string;
  reference_language: string | null;
  categorization_completed: boolean;
  /** The consent the voice was made under (issue 23); null or absent: none on record. */
  consent?: { id: string; recordedAt: string; voiceScore: number | null } | null;
}

/** What the app's `loadVoiceModels` answers: the list, or the text to show instead. */
export type VoiceModelsResult = { models: CreateVoiceModel[]; error: null } | { models: null; error: string };

/** The newest queued/processing/training job, to follow again on page load. */
export interface ResumableVoiceJob {
  id: string;
  model_name: string;
}

export interface SetupTarget {
  modelId: string;
  modelName: string;
}

export interface CreateVoicePageChildren {
  playback: ActorRefFrom<PlaybackMachine>;
  proClone: ActorRefFrom<ProCloneMachine>;
  proRecorder: ActorRefFrom<RecorderMachine>;
  consent: ActorRefFrom<ConsentMachine>;
  quickClone: ActorRefFrom<QuickCloneMachine>;
  quickRecorder: ActorRefFrom<RecorderMachine>;
  fullTraining: ActorRefFrom<FullTrainingMachine>;
  trainingRecorder: ActorRefFrom<RecorderMachine>;
  voiceJob: ActorRefFrom<VoiceJobMachine>;
}

export interface CreateVoicePageContext extends CreateVoicePageChildren {
  mode: VoiceCreationMode;
  models: CreateVoiceModel[];
  /** The last load's text ('Failed to load existing voice models.', …); null when it worked. */
  modelsError: string | null;
  /** Unknown until the profile answers; a failed reload keeps the last known. */
  usage: VoiceCloneUsage | null;
  /** A new voice to set up once the reloaded list shows it ready and uncategorized. */
  setupModelId: string | null;
  /** The voice the categorization wizard runs for (open or ended), else null. */
  categorizationTarget: SetupTarget | null;
  /** The wizard of the current opening; a fresh one per opening. */
  categorization: ActorRefFrom<CategorizationMachine> | null;
  /** Emotion samples (hidden modes): total seconds saved on the server, types saved here. */
  samplesTotalSeconds: number | null;
  savedSampleTypes: EmotionSampleType[];
  /** The sample-recording modal of the current opening and its recorder. */
  emotionSample: ActorRefFrom<EmotionSampleMachine> | null;
  emotionRecorder: ActorRefFrom<RecorderMachine> | null;
}

export type CreateVoicePageEvent =
  /** A mode card (or Back from full training). Stops playback. */
  | { type: 'mode.select'; mode: VoiceCreationMode }
  /** Complete Setup on a voice: a fresh categorization wizard. Stops playback. */
  | { type: 'categorization.open'; modelId: string; modelName: string }
  /** Dismiss the wizard's outcome panel. */
  | { type: 'categorization.dismiss' }
  /** Record on one emotion sample type: the modal with a fresh recorder. */
  | { type: 'emotionSample.open'; sampleType: EmotionSampleType; title: string }
  | { type: 'emotionSample.close' }
  // What the children emit, relayed to the page (see shared/relay-emitted.ts).
  | { type: 'proRecorder.recorded'; recording: Recording }
  | { type: 'quickRecorder.recorded'; recording: Recording }
  | { type: 'trainingRecorder.recorded'; recording: Recording }
  | { type: 'proClone.saved'; clone: SavedVoiceClone }
  | { type: 'consent.passed'; consentId: string }
  | { type: 'quickClone.saved'; clone: SavedVoiceClone }
  | { type: 'fullTraining.started'; jobId: string; modelName: string }
  | { type: 'fullTraining.recordingClosed' }
  | { type: 'voiceJob.completed'; jobId: string; modelId: string | null; modelName: string | null }
  | { type: 'emotionSample.saved'; sampleType: EmotionSampleType };

export type { CategorizationOutput };
