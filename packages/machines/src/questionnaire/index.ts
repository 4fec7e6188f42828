// The questionnaire workflow (/contact-form): machine, types, rules, texts and selectors (the walk is in testing).
export { questionnaireMachine } from './questionnaire.machine';
export type {
  QuestionnaireActorRef,
  QuestionnaireMachine,
  QuestionnaireSnapshot,
} from './questionnaire.machine';
export { questionnaireFields, questionnaireStepFields, questionnaireStepIds } from './questionnaire.types';
export type {
  BookingPage,
  QuestionnaireAnswers,
  QuestionnaireContext,
  QuestionnaireEvent,
  QuestionnaireField,
  QuestionnaireInput,
  QuestionnaireStepId,
} from './questionnaire.types';
export { questionnaireMessages } from './questionnaire.messages';
export {
  basicEmailPattern,
  defaultCountryCode,
  contactFieldErrors,
  emptyQuestionnaireAnswers,
  isQuestionnaireStepComplete,
  questionnaireStepIndexOf,
} from './questionnaire.rules';
export type { ContactFieldErrors } from './questionnaire.rules';
export { questionnaireScreenOf } from './questionnaire.selectors';
export type { QuestionnaireScreen } from './questionnaire.selectors';
