// The quick clone's submit rules (spec part 2 §5) in order — name, then sample — as a pure
// function returning the first broken rule's text, and the selector for the save button.
import { quickCloneMessages } from './quick-clone.messages';
import type { QuickCloneContext } from './quick-clone.types';

export function validateQuickCloneSubmission(
  context: Pick<QuickCloneContext, 'name' | 'sample'>,
): string | null {
  if (context.name.trim() === '') return quickCloneMessages.nameRequired;
  if (context.sample === null) return quickCloneMessages.sampleRequired;
  return null;
}

export function canSubmitQuickClone(snapshot: {
  context: QuickCloneContext;
  matches: (value: 'editing') => boolean;
}): boolean {
  return snapshot.matches('editing') && validateQuickCloneSubmission(snapshot.context) === null;
}
