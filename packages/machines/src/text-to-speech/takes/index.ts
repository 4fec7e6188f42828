// @twin/machines/text-to-speech/takes: the speech page's Takes panel machine (load, add, delete with a
// confirmation), its types and texts.
export { takesMachine } from './takes.machine';
export type {
  Take,
  TakeClip,
  TakesActorRef,
  TakesContext,
  TakesEmitted,
  TakesEvent,
  TakesMachine,
  TakesSnapshot,
  TakeToDelete,
} from './takes.machine';
export { takesMessages } from './takes.messages';
