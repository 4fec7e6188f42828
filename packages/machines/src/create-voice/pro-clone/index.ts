// @twin/machines/pro-clone: the pro voice clone form, its types, validation and texts.
export { proCloneMachine } from './pro-clone.machine';
export type { ProCloneActorRef, ProCloneMachine, ProCloneSnapshot } from './pro-clone.machine';
export type {
  ProCloneContext,
  ProCloneEmitted,
  ProCloneEvent,
  ProCloneInput,
  ProCloneTab,
  SaveProCloneInput,
} from './pro-clone.types';
export { activeProCloneSample, canSubmitProClone, validateProCloneSubmission } from './pro-clone.validation';
export { proCloneDefaultName, proCloneMessages } from './pro-clone.messages';
