// @twin/machines/quick-clone: the quick voice clone form, its types, validation and texts.
export { quickCloneMachine } from './quick-clone.machine';
export type { QuickCloneActorRef, QuickCloneMachine, QuickCloneSnapshot } from './quick-clone.machine';
export type {
  QuickCloneContext,
  QuickCloneEmitted,
  QuickCloneEvent,
  SaveQuickCloneInput,
} from './quick-clone.types';
export { canSubmitQuickClone, validateQuickCloneSubmission } from './quick-clone.validation';
export { quickCloneMessages, quickCloneRecordingName } from './quick-clone.messages';
