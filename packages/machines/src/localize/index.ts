// @twin/machines/localize: the /localize wizard (Upload Video → Edit & Localize → Result) with its
// types, texts, rules and view. The job poll it runs is @twin/machines/localize/localize-job.
export { localizeDefaults, localizeErrorClearDelay, localizeMachine } from './localize.machine';
export type { LocalizeActorRef, LocalizeMachine, LocalizeSnapshot } from './localize.machine';
export type {
  CreatedLocalizationJob,
  CreateLocalizationJobInput,
  EditedRow,
  LocalizeContext,
  LocalizedVideo,
  LocalizeEvent,
  LocalizeInput,
  LocalizeLanguage,
  TranscribedVideo,
  TranscribeVideoInput,
  TranscriptRow,
  TranslatedSegments,
  TranslateSegmentsInput,
  VideoFile,
} from './localize.types';
export { localizeMessages } from './localize.messages';
export {
  hasLocalizableText,
  isLocalizableVideo,
  isReadyToLocalize,
  localizeFileAccept,
  matchLanguages,
  targetLanguagesOf,
} from './localize.rules';
export {
  canSplitRow,
  changeRow,
  heardPauses,
  mergeRows,
  rowsAreLocalizable,
  rowsText,
  splitRow,
  SPLIT_SNAP_SECONDS,
  transcriptRows,
  type HeardPause,
} from './localize.segments';
export {
  localizeView,
  type LocalizeBackgroundJob,
  type LocalizeOverlay,
  type LocalizeRowView,
  type LocalizeStep,
  type LocalizeView,
} from './localize.view';
