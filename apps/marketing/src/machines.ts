// The public site's machines from @twin/machines, imported in one place.
export {
  enterpriseContactMachine,
  isEnterpriseContactComplete,
  isQuestionnaireStepComplete,
  questionnaireFields,
  questionnaireMachine,
  questionnaireStepIds,
} from '@twin/machines';
export type {
  BookingPage,
  EnterpriseContactForm,
  QuestionnaireAnswers,
  QuestionnaireStepId,
} from '@twin/machines';
