// @twin/machines/localize/dub-editor: the dubbing editor of a finished localization ("Edit dub", issue 25): its
// segments, one edited translation spoken again and followed until the new result is in; types, texts and view.
export { dubEditorMachine, dubEditorTimings } from './dub-editor.machine';
export type { DubEditorActorRef, DubEditorMachine, DubEditorSnapshot } from './dub-editor.machine';
export type {
  CheckRegenerationInput,
  DubEditorContext,
  DubEditorEvent,
  DubEditorInput,
  DubSegment,
  DubSegments,
  LoadDubSegmentsInput,
  RegenerationCheck,
  RegenerationStatus,
  StartedRegeneration,
  StartRegenerationInput,
} from './dub-editor.types';
export { dubEditorMessages } from './dub-editor.messages';
export {
  dubEditorView,
  fitText,
  type DubEditorPhase,
  type DubEditorRowView,
  type DubEditorView,
} from './dub-editor.view';
