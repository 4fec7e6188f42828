// Public surface of @twin/machines: the workflow machines, their types and texts, and the graph
// walk used by the story-coverage and model-based tests. No React, no fetch, no DOM.
export { authMachine } from './auth/auth.machine';
export type { AuthActorRef, AuthMachine, AuthSnapshot } from './auth/auth.machine';
export type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthSession,
  AuthUser,
  PasswordChange,
  PasswordChangeResult,
  ProfileChanges,
  RegistrationRequest,
} from './auth/auth.types';
export { authMessages } from './auth/auth.messages';
export type { AuthMessage } from './auth/auth.messages';
export { minimumPasswordLength, validateLogin, validateRegistration } from './auth/auth.validation';
export type { LoginForm, RegistrationForm } from './auth/auth.validation';
export { authMachineWalk } from './auth/auth.walk';

export { signupCodeMachine } from './signup-code/signup-code.machine';
export type {
  SignupCodeActorRef,
  SignupCodeContext,
  SignupCodeInput,
  SignupCodeMachine,
  SignupCodeSnapshot,
  SignupCodeValidation,
} from './signup-code/signup-code.machine';
export { signupCodeMessages } from './signup-code/signup-code.messages';
export { signupCodeMachineWalk } from './signup-code/signup-code.walk';

export { creditsMachine, creditsRefreshInterval } from './credits/credits.machine';
export type {
  CreditsActorRef,
  CreditsContext,
  CreditsEvent,
  CreditsMachine,
  CreditsSnapshot,
  CreditUsage,
} from './credits/credits.machine';
export { creditsMachineWalk } from './credits/credits.walk';

export { actorDone, actorFailed } from './graph/actor-events';
export type { DoneActorEventObject, ErrorActorEventObject } from './graph/actor-events';
export { reachableStates, reachableStateValues, walkMachine } from './graph/reachable-states';
export type { MachineWalk, ReachableState, WalkedPath, WalkEvent } from './graph/reachable-states';
export { stateValuePaths } from './graph/state-value-paths';

// Voice creation (spec part 2 §2–§9, /create-voice).
export { MissingTokenError, isMissingTokenError, isUnauthorizedError } from './voice-common/session-errors';
export { serverMessageOr } from './voice-common/server-message';
export { durationInWords } from './voice-common/duration-text';
export { clampPercent, metadataTimeout } from './voice-common/audio-sample';
export type {
  AudioFile,
  AudioSample,
  AudioSampleSource,
  ProbeAudioInput,
  Recording,
  ReportProgress,
  SavedVoiceClone,
} from './voice-common/audio-sample';
export {
  checkProCloneDuration,
  checkProCloneFile,
  checkQuickCloneDuration,
  checkQuickCloneFile,
  effectiveProCloneSeconds,
  isAudioType,
  proCloneFileLimits,
  quickCloneFileLimits,
} from './voice-common/audio-file-checks';
export { audioFileMessages } from './voice-common/audio-file.messages';
export { sampleAudioFile } from './voice-common/sample-audio-file';

export { recorderMachine, recorderTickInterval } from './recorder/recorder.machine';
export type { RecorderActorRef, RecorderMachine, RecorderSnapshot } from './recorder/recorder.machine';
export type {
  CaptureCommand,
  CaptureInput,
  CaptureReport,
  RecorderContext,
  RecorderEmitted,
  RecorderEvent,
} from './recorder/recorder.types';
export { checkRecordingLength, recorderPresets, recordingProgress } from './recorder/recorder.limits';
export type { RecorderInput, RecorderLimits } from './recorder/recorder.limits';
export { recorderMessages } from './recorder/recorder.messages';
export { recorderMachineWalk } from './recorder/recorder.walk';

export { voiceJobMachine, voiceJobPollInterval } from './voice-job/voice-job.machine';
export type { VoiceJobActorRef, VoiceJobMachine, VoiceJobSnapshot } from './voice-job/voice-job.machine';
export type {
  VoiceJobCheck,
  VoiceJobContext,
  VoiceJobEmitted,
  VoiceJobEvent,
  VoiceJobInput,
  VoiceJobStatus,
} from './voice-job/voice-job.types';
export { voiceJobMessages } from './voice-job/voice-job.messages';
export { voiceJobMachineWalk } from './voice-job/voice-job.walk';

export { proCloneMachine } from './pro-clone/pro-clone.machine';
export type { ProCloneActorRef, ProCloneMachine, ProCloneSnapshot } from './pro-clone/pro-clone.machine';
export type {
  ProCloneContext,
  ProCloneEmitted,
  ProCloneEvent,
  ProCloneInput,
  ProCloneTab,
  SaveProCloneInput,
} from './pro-clone/pro-clone.types';
export {
  activeProCloneSample,
  canSubmitProClone,
  validateProCloneSubmission,
} from './pro-clone/pro-clone.validation';
export { proCloneDefaultName, proCloneMessages } from './pro-clone/pro-clone.messages';
export { proCloneMachineWalk } from './pro-clone/pro-clone.walk';

export { quickCloneMachine } from './quick-clone/quick-clone.machine';
export type {
  QuickCloneActorRef,
  QuickCloneMachine,
  QuickCloneSnapshot,
} from './quick-clone/quick-clone.machine';
export type {
  QuickCloneContext,
  QuickCloneEmitted,
  QuickCloneEvent,
  SaveQuickCloneInput,
} from './quick-clone/quick-clone.types';
export { canSubmitQuickClone, validateQuickCloneSubmission } from './quick-clone/quick-clone.validation';
export { quickCloneMessages, quickCloneRecordingName } from './quick-clone/quick-clone.messages';
export { quickCloneMachineWalk } from './quick-clone/quick-clone.walk';

export { canStartTraining, fullTrainingMachine } from './full-training/full-training.machine';
export type {
  FullTrainingActorRef,
  FullTrainingMachine,
  FullTrainingSnapshot,
} from './full-training/full-training.machine';
export type {
  FullTrainingContext,
  FullTrainingEmitted,
  FullTrainingEvent,
  StartedTraining,
  StartVoiceTrainingInput,
  TrainingFile,
} from './full-training/full-training.types';
export {
  fullTrainingMinimumSeconds,
  fullTrainingTargetSeconds,
  isTrainingFileAccepted,
  trainingQualityLabel,
  trainingRingProgress,
  trainingTotalSeconds,
  validateTrainingStart,
} from './full-training/full-training.audio';
export { fullTrainingMessages, trainingQualityLevels } from './full-training/full-training.messages';
export type { TrainingQualityLabel } from './full-training/full-training.messages';
export { fullTrainingMachineWalk } from './full-training/full-training.walk';

export { emotionSampleMachine } from './emotion-sample/emotion-sample.machine';
export type {
  EmotionSampleActorRef,
  EmotionSampleContext,
  EmotionSampleEmitted,
  EmotionSampleEvent,
  EmotionSampleInput,
  EmotionSampleMachine,
  EmotionSampleSnapshot,
  EmotionSampleType,
  SavedEmotionSample,
  UploadVoiceSampleInput,
} from './emotion-sample/emotion-sample.machine';
export { emotionSampleMessages } from './emotion-sample/emotion-sample.messages';
export { emotionSampleMachineWalk } from './emotion-sample/emotion-sample.walk';

export { categorizationMachine, styleOfStep } from './categorization/categorization.machine';
export type {
  CategorizationActorRef,
  CategorizationMachine,
  CategorizationSnapshot,
} from './categorization/categorization.machine';
export type {
  CategorizationContext,
  CategorizationEvent,
  CategorizationInput,
  CategorizationOutcome,
  CategorizationOutput,
  SaveCategorizationInput,
} from './categorization/categorization.types';
export {
  candidateClipsForStep,
  categorizationStyles,
  clipPage,
  clipPageCount,
  clipsPerStep,
  minimumReferenceClips,
  rankClipsForStyle,
  suggestClip,
} from './categorization/categorization.clips';
export type {
  CategorizedClips,
  ReferenceClipStats,
  SpeakingStyle,
} from './categorization/categorization.clips';
export { categorizationMessages } from './categorization/categorization.messages';
export { categorizationMachineWalk, sampleReferenceClips } from './categorization/categorization.walk';

export { duplicateClickWindow, isPlayingItem, playbackMachine } from './playback/playback.machine';
export type {
  PlayAudioInput,
  PlaybackActorRef,
  PlaybackContext,
  PlaybackEvent,
  PlaybackMachine,
  PlaybackReport,
  PlaybackSnapshot,
} from './playback/playback.machine';
export { playbackMessages } from './playback/playback.messages';
export { playbackMachineWalk } from './playback/playback.walk';

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
} from './voice-creation-gating/voice-creation-gating';
export type {
  FullTrainingBadge,
  FullTrainingGate,
  VoiceCloneUsage,
  VoiceCreationGate,
  VoiceModelReadiness,
} from './voice-creation-gating/voice-creation-gating';
export { voiceCreationGatingMessages } from './voice-creation-gating/voice-creation-gating.messages';
export * from './questionnaire';
export * from './enterprise-contact';
export * from './timeline';
// Speech generation (/text-to-speech, spec part 2 §2–§9).
export * from './speech-generation';
