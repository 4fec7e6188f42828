// What a view needs from a questionnaire snapshot, read in one place: which screen, which step
// (0-5) and whether the answers are on their way.
import { questionnaireStepIndexOf } from './questionnaire.rules';
import type { QuestionnaireSnapshot } from './questionnaire.machine';
import { questionnaireStepIds, type QuestionnaireStepId } from './questionnaire.types';

export type QuestionnaireScreen =
  | { kind: 'step'; step: QuestionnaireStepId; stepIndex: number; submitting: boolean }
  | { kind: 'booking'; status: 'loading' | 'embedded' | 'unavailable' }
  | { kind: 'thankYou' };

export function questionnaireScreenOf(snapshot: QuestionnaireSnapshot): QuestionnaireScreen {
  if (snapshot.matches('submitting')) {
    return {
      kind: 'step',
      step: 'contact',
      stepIndex: questionnaireStepIndexOf('contact'),
      submitting: true,
    };
  }
  if (snapshot.matches('booking')) {
    const status = snapshot.matches({ booking: 'embedded' })
      ? 'embedded'
      : snapshot.matches({ booking: 'unavailable' })
        ? 'unavailable'
        : 'loading';
    return { kind: 'booking', status };
  }
  if (snapshot.matches('thankYou')) return { kind: 'thankYou' };
  const step =
    questionnaireStepIds.find((id) => snapshot.matches({ filling: id })) ?? questionnaireStepIds[0];
  return { kind: 'step', step, stepIndex: questionnaireStepIndexOf(step), submitting: false };
}
