// @twin/machines/text-to-speech: the speech generation workflow of /text-to-speech (machine, texts,
// constants) and the pure rules the page and the app share (sliders, voices, settings, requests).
export { speechGenerationMachine } from './speech-generation.machine';
export type {
  SpeechGenerationActorRef,
  SpeechGenerationMachine,
  SpeechGenerationSnapshot,
} from './speech-generation.machine';
export type {
  GeneratedSpeech,
  PendingGeneration,
  SpeechGenerationContext,
  SpeechGenerationEmitted,
  SpeechGenerationEvent,
  SpeechGenerationInput,
  SpeechEngineLabel,
  SpeechGenerationRequest,
  SpeechModelType,
  SpeechPageSettings,
  TranslatedText,
  TranslateTextInput,
  VoiceStyles,
} from './speech-generation.types';
export {
  alreadyInLanguageMessage,
  speechGenerationMessages,
  translatedToMessage,
} from './speech-generation.messages';
export {
  baseModelMarker,
  defaultSpeechLanguage,
  defaultStyleChoice,
  PENDING_GENERATION_MAX_AGE,
  speechNoticeDuration,
  translationNoticeDuration,
} from './speech-generation.constants';
export {
  defaultSliderValues,
  emotionSliderNames,
  isSpeechSliderName,
  proToneSliderNames,
  snapSliderValue,
  speechSliderNames,
  speechSliders,
  visibleSpeechSliders,
} from './speech-sliders';
export type { SliderVoice, SpeechSliderName, SpeechSliderSpec, SpeechSliderValues } from './speech-sliders';
export {
  chooseVoiceId,
  findVoice,
  isProVoice,
  needsVoiceSetup,
  needsVoiceStyles,
  readyVoices,
  voicesNoticeFor,
  voiceTypeOf,
} from './speech-voices';
export type { SpeechVoiceModel, SpeechVoiceType } from './speech-voices';
export {
  defaultSpeechSettings,
  isSpeakingStyle,
  restoreSpeechSettings,
  speechSettingsOf,
} from './speech-settings';
export { pendingGenerationOf, resumableRequest } from './pending-generation';
export {
  buildSpeechRequest,
  speechModelType,
  validateSpeechGeneration,
  validateTranslation,
} from './speech-request';
export { audioUploadFailedMessage, timelineSectionMachine } from './timeline-section.machine';
export type {
  TimelineSectionActorRef,
  TimelineSectionContext,
  TimelineSectionEvent,
  TimelineSectionMachine,
  TimelineSectionSnapshot,
  TimelineUploadResult,
  UploadedTimelineClip,
  UploadTimelineAudioInput,
} from './timeline-section.machine';
export { projectSaveDelays, projectSaveMachine } from './project-save.machine';
export type {
  ProjectData,
  ProjectSaveActorRef,
  ProjectSaveContext,
  ProjectSaveEvent,
  ProjectSaveInput,
  ProjectSaveMachine,
  ProjectSaveOutcome,
  ProjectSaveSnapshot,
  SaveProjectInput,
} from './project-save.machine';
