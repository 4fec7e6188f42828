// The §5 rules of the questionnaire as plain functions over the answers: industry, hours,
// localization and length chosen; goals non-blank after trimming; first name, last name and a
// basic e-mail (text, @, text, dot, text) on the contact step; phone and company optional.
// These are the machine's defaults. The apps provide the guard `stepIsComplete` from
// @twin/api-client's shared zod schema (`isQuestionnaireStepValid`), which the server also uses;
// a test in apps/marketing checks that both agree.
import { questionnaireMessages } from './questionnaire.messages';
import {
  questionnaireStepIds,
  type QuestionnaireAnswers,
  type QuestionnaireStepId,
} from './questionnaire.types';

/** §3: the dial code preselected in the phone field. */
export const defaultCountryCode = '+1';

/** §5: "an e-mail matching a basic pattern (text, @, text, dot, text)". */
export const basicEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (value: string): boolean => value.trim() === '';

export type ContactFieldErrors = Partial<Record<'firstName' | 'lastName' | 'email', string>>;

/** The contact step's problems, field by field, with the text to show beside each field. */
export function contactFieldErrors(answers: QuestionnaireAnswers): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (isBlank(answers.firstName)) errors.firstName = questionnaireMessages.firstNameRequired;
  if (isBlank(answers.lastName)) errors.lastName = questionnaireMessages.lastNameRequired;
  if (!basicEmailPattern.test(answers.email.trim())) errors.email = questionnaireMessages.emailInvalid;
  return errors;
}

/** True when Continue may leave `step` (§5). Option fields only need a choice here; the shared schema
 * that the app provides also checks the choice is one of the listed options. */
export function isQuestionnaireStepComplete(
  step: QuestionnaireStepId,
  answers: QuestionnaireAnswers,
): boolean {
  switch (step) {
    case 'industry':
      return !isBlank(answers.industry);
    case 'hours':
      return !isBlank(answers.videoProductionHours);
    case 'localization':
      return !isBlank(answers.localization);
    case 'length':
      return !isBlank(answers.videoLength);
    case 'goals':
      return !isBlank(answers.goals);
    case 'contact':
      return Object.keys(contactFieldErrors(answers)).length === 0;
  }
}

/** 0-5, the spec's step index. */
export function questionnaireStepIndexOf(step: QuestionnaireStepId): number {
  return questionnaireStepIds.indexOf(step);
}

export function emptyQuestionnaireAnswers(
  overrides: Partial<QuestionnaireAnswers> = {},
): QuestionnaireAnswers {
  return {
    industry: '',
    videoProductionHours: '',
    localization: '',
    videoLength: '',
    goals: '',
    firstName: '',
    lastName: '',
    phone: '',
    countryCode: defaultCountryCode,
    email: '',
    company: '',
    ...overrides,
  };
}
