// @twin/machines/localize: the /localize wizard (Upload Video → Edit & Localize → Result) with its
// types, texts, rules and view. The job poll it runs is @twin/machines/localize-job.
export { localizeDefaults, localizeErrorClearDelay, localizeMachine } from './localize.machine';
export type { LocalizeActorRef, LocalizeMachine, LocalizeSnapshot } from './localize.machine';
export type {
  CreatedLocalizationJob,
  CreateLocalizationJobInput,
  LocalizeContext,
  LocalizedVideo,
  LocalizeEvent,
  LocalizeInput,
  LocalizeLanguage,
  TranscribedVideo,
  TranscribeVideoInput,
  VideoFile,
} from './localize.types';
export { localizeMessages } from './localize.messages';
export {
  hasLocalizableText,
  isLocalizableVideo,
  localizeFileAccept,
  matchLanguages,
  targetLanguagesOf,
} from './localize.rules';
export { localizeView, type LocalizeOverlay, type LocalizeStep, type LocalizeView } from './localize.view';
