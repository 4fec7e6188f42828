// @twin/machines/create-voice: the /create-voice page machine (it spawns and wires the page's
// workflows and loads its data), what its screen derives from it, and the rules that span the
// page's workflows (which voices need setup, clone limits per plan, full-training gate).
export { createVoicePageMachine } from './create-voice.machine';
export type {
  CreateVoicePageActorRef,
  CreateVoicePageMachine,
  CreateVoicePageSnapshot,
} from './create-voice.machine';
export type {
  CreateVoiceModel,
  CreateVoicePageChildren,
  CreateVoicePageContext,
  CreateVoicePageEvent,
  ResumableVoiceJob,
  SetupTarget,
  VoiceCreationMode,
  VoiceModelsResult,
} from './create-voice.types';
export { createVoicePageView, isActiveFormBusy } from './create-voice.selectors';
export type { CreateVoicePageFacts, CreateVoicePageView } from './create-voice.selectors';
export {
  canCreateNewVoice,
  fullTrainingGate,
  hasReachedVoiceCloneLimit,
  hasUnlimitedVoiceClones,
  isFreePlan,
  isFullySetUpVoice,
  planOf,
  unlimitedVoiceClones,
  voiceCreationGate,
  voicesNeedingSetup,
} from './voice-creation-gating';
export type {
  FullTrainingBadge,
  FullTrainingGate,
  VoiceCloneUsage,
  VoiceCreationGate,
  VoiceModelReadiness,
} from './voice-creation-gating';
export { voiceCreationGatingMessages } from './voice-creation-gating.messages';
