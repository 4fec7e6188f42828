// @twin/machines/create-voice: the rules of the /create-voice page that span its workflows (which
// voices need setup, clone limits per plan, full-training gate) and their texts.
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
