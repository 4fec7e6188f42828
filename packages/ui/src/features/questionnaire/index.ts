// @twin/ui/features/questionnaire: the /contact-form page, its screen over the questionnaire
// machine, the step and booking views and the dial-code picker.
export { QuestionnairePage, type QuestionnairePageProps } from './questionnaire-page';
export { QuestionnaireScreen, type QuestionnaireScreenProps } from './questionnaire-screen';
export {
  QuestionnaireStepView,
  questionnaireStepCount,
  type QuestionnaireStepViewProps,
} from './questionnaire-step-view';
export { BookingView, type BookingViewProps } from './booking-view';
export { QuestionnaireThankYou } from './questionnaire-thank-you';
export { DialCodePicker, type DialCodePickerProps } from './dial-code-picker';
export {
  questionnaireQuestions,
  type DialCodeOption,
  type QuestionnaireOptions,
} from './questionnaire-options';
