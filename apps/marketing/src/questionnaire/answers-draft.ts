// Keeps the questionnaire's answers in sessionStorage while the visitor fills it in, so a reload or
// an accidental navigation does not lose what was typed; cleared once the answers are submitted.
// sessionStorage is per tab and gone when the tab closes.
import { questionnaireFields, type QuestionnaireAnswers } from '@twin/machines/questionnaire';

export const ANSWERS_DRAFT_KEY = 'twin-studio.questionnaire.answers';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readAnswersDraft(storage: DraftStorage): Partial<QuestionnaireAnswers> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ANSWERS_DRAFT_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const draft: Partial<QuestionnaireAnswers> = {};
    for (const field of questionnaireFields) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length <= 5000) draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveAnswersDraft(storage: DraftStorage, answers: QuestionnaireAnswers): void {
  try {
    storage.setItem(ANSWERS_DRAFT_KEY, JSON.stringify(answers));
  } catch {
    // Full or unavailable storage: the answers still live in the page.
  }
}

export function clearAnswersDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(ANSWERS_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
