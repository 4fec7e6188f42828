// @twin/machines/categorization: choosing reference clips per speaking style, its clip rules and texts.
export { categorizationMachine, styleOfStep } from './categorization.machine';
export type {
  CategorizationActorRef,
  CategorizationMachine,
  CategorizationSnapshot,
} from './categorization.machine';
export type {
  CategorizationContext,
  CategorizationEvent,
  CategorizationInput,
  CategorizationOutcome,
  CategorizationOutput,
  SaveCategorizationInput,
} from './categorization.types';
export {
  candidateClipsForStep,
  categorizationStyles,
  clipPage,
  clipPageCount,
  clipsPerStep,
  minimumReferenceClips,
  rankClipsForStyle,
  suggestClip,
} from './categorization.clips';
export type { CategorizedClips, ReferenceClipStats, SpeakingStyle } from './categorization.clips';
export { categorizationMessages } from './categorization.messages';
