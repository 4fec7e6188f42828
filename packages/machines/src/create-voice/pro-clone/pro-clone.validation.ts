// The pro clone's submit rules (spec part 2 §5) in the spec's order — name, sample, reference
// language — then a passed consent (issue 23), as a pure function returning the first broken rule's text, and the selector for the
// Create Voice button (disabled until all are present, and while saving).
import type { AudioSample } from '../../shared/audio-sample';
import { proCloneMessages } from './pro-clone.messages';
import type { ProCloneContext } from './pro-clone.types';

export function activeProCloneSample(
  context: Pick<ProCloneContext, 'tab' | 'recording' | 'upload'>,
): AudioSample | null {
  return context.tab === 'record' ? context.recording : context.upload;
}

export function validateProCloneSubmission(
  context: Pick<ProCloneContext, 'name' | 'tab' | 'recording' | 'upload' | 'referenceLanguage' | 'consentId'>,
): string | null {
  if (context.name.trim() === '') return proCloneMessages.nameRequired;
  if (activeProCloneSample(context) === null) return proCloneMessages.sampleRequired;
  if (context.referenceLanguage === null || context.referenceLanguage.trim() === '') {
    return proCloneMessages.languageRequired;
  }
  if (context.consentId === null) return proCloneMessages.consentRequired;
  return null;
}

/** The Create Voice button: enabled in `editing` with a valid form. */
export function canSubmitProClone(snapshot: {
  context: ProCloneContext;
  matches: (value: 'editing') => boolean;
}): boolean {
  return snapshot.matches('editing') && validateProCloneSubmission(snapshot.context) === null;
}
