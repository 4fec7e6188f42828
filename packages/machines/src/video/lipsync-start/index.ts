// @twin/machines/lipsync-start: Create Video on the speech page — the video picker, the
// confirmation, the composite audio and the start of a lip-sync job — with its types and texts.
export { lipsyncRedirectDelay, lipsyncStartMachine } from './lipsync-start.machine';
export type {
  LipsyncStartActorRef,
  LipsyncStartMachine,
  LipsyncStartSnapshot,
} from './lipsync-start.machine';
export type {
  CompositeAudio,
  CompositeAudioInput,
  LipsyncClip,
  LipsyncSourceTab,
  LipsyncStartContext,
  LipsyncStartEvent,
  LipsyncVideo,
  StartedLipsync,
  StartLipsyncInput,
} from './lipsync-start.types';
export { lipsyncStartMessages } from './lipsync-start.messages';
export { lipsyncStartView, type LipsyncPickerStep, type LipsyncStartView } from './lipsync-start.view';
export {
  lipsyncCredits,
  lipsyncEngineNote,
  lipsyncFaceWarning,
  lipsyncSummary,
  timelineSeconds,
  type LipsyncEngineKind,
  type LipsyncSummary,
} from './lipsync-start.summary';
