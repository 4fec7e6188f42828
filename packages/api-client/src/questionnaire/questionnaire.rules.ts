// The Get Started questionnaire's options (part 1 §3), steps and §5 rules as plain data and code: the
// /contact-form island checks and shapes the answers with these, without a schema library, and
// questionnaire.schemas.ts builds the server's zod schema from the same lists, limits and messages.
import { isBasicEmail, isOptionalText, isRequiredText } from '../shared/contact-rules';
import { DEFAULT_DIAL_CODE, dialCodes, type DialCode } from './dial-codes';
import type { QuestionnaireAnswers } from './questionnaire.schemas';

export const industries = [
  'Technology',
  'Skilled Labour',
  'Consulting',
  'Education',
  'Healthcare',
  'Advertising & Marketing',
  'Media & Entertainment',
  'Retail',
  'Manufacturing',
  'Other',
] as const;
export type Industry = (typeof industries)[number];

/** Option values are their labels, so the answers read naturally wherever the team sees them. */
export const videoProductionHoursOptions = [
  '0-10 hours',
  '11-25 hours',
  '26-50 hours',
  '51-100 hours',
  '101-200 hours',
  '200+ hours',
] as const;
export type VideoProductionHours = (typeof videoProductionHoursOptions)[number];

export const videoLengthOptions = [
  'Under 1 minute',
  '1-3 minutes',
  '3-5 minutes',
  '5-10 minutes',
  '10-30 minutes',
  '30+ minutes',
] as const;
export type VideoLength = (typeof videoLengthOptions)[number];

export const localizationAnswers = ['Yes', 'No', 'Maybe'] as const;
export type LocalizationAnswer = (typeof localizationAnswers)[number];

export type QuestionnaireField = keyof QuestionnaireAnswers;

/** The chosen fields and their lists: an answer must be one of them. */
export const questionnaireChoices = {
  industry: industries,
  videoProductionHours: videoProductionHoursOptions,
  localization: localizationAnswers,
  videoLength: videoLengthOptions,
} as const;

/** Most characters of each text field after trimming (the e-mail: EMAIL_MAX_LENGTH). */
export const questionnaireTextLimits = {
  goals: 5000,
  firstName: 100,
  lastName: 100,
  phone: 40,
  company: 200,
} as const;

/** What the form says of a missing or wrong answer (the contact step's hints are shown beside fields). */
export const questionnaireFieldMessages = {
  industry: 'Please choose an industry.',
  videoProductionHours: 'Please choose your monthly video hours.',
  localization: 'Please answer whether you want to localize.',
  videoLength: 'Please choose a typical video length.',
  goals: 'Please describe your goals.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter a valid e-mail address.',
} as const;

/** The six steps, in order, with the answer fields each one must make valid before Continue works. */
export const questionnaireSteps = [
  { id: 'industry', fields: ['industry'] },
  { id: 'hours', fields: ['videoProductionHours'] },
  { id: 'localization', fields: ['localization'] },
  { id: 'length', fields: ['videoLength'] },
  { id: 'goals', fields: ['goals'] },
  { id: 'contact', fields: ['firstName', 'lastName', 'email', 'phone', 'company', 'countryCode'] },
] as const satisfies readonly { id: string; fields: readonly QuestionnaireField[] }[];
export type QuestionnaireStepId = (typeof questionnaireSteps)[number]['id'];

/** Every field of the answers, step by step. */
export const questionnaireFieldNames: readonly QuestionnaireField[] = questionnaireSteps.flatMap(
  (step) => step.fields,
);

/** The draft the form holds: every field a string, '' while unanswered. */
export type QuestionnaireDraft = { [K in QuestionnaireField]?: string };

const isOneOf = (list: readonly string[], value: unknown): boolean =>
  typeof value === 'string' && list.includes(value);

/** §5 for one answer as the server reads it: `undefined` is an absent optional answer. */
export function isQuestionnaireAnswerValid(field: QuestionnaireField, value: unknown): boolean {
  switch (field) {
    case 'industry':
    case 'videoProductionHours':
    case 'localization':
    case 'videoLength':
      return isOneOf(questionnaireChoices[field], value);
    case 'goals':
    case 'firstName':
    case 'lastName':
      return isRequiredText(value, questionnaireTextLimits[field]);
    case 'phone':
    case 'company':
      return isOptionalText(value, questionnaireTextLimits[field]);
    case 'countryCode':
      return value === undefined || isOneOf(dialCodes, value);
    case 'email':
      return isBasicEmail(value);
  }
}

const isOptional = (field: QuestionnaireField): boolean =>
  field === 'phone' || field === 'company' || field === 'countryCode';

/** A draft's answer as the server reads it: an empty optional field is absent. */
function answerOf(draft: QuestionnaireDraft, field: QuestionnaireField): string | undefined {
  const value = draft[field];
  return value === '' && isOptional(field) ? undefined : value;
}

/** True when the fields of step `stepIndex` (0-5) are valid; the UI shows the spec's step message otherwise. */
export function isQuestionnaireStepValid(stepIndex: number, draft: QuestionnaireDraft): boolean {
  const step = questionnaireSteps[stepIndex];
  if (!step) return false;
  return step.fields.every((field) => isQuestionnaireAnswerValid(field, answerOf(draft, field)));
}

/**
 * The JSON sent to POST /api/contact-form: the answers trimmed, with phone = country code plus number
 * (e.g. '+44 7700 900123'); a blank phone is left out, as is a blank company; throws on invalid answers.
 */
export function toQuestionnairePayload(draft: QuestionnaireDraft): QuestionnaireAnswers {
  const invalid = questionnaireFieldNames.filter(
    (field) => !isQuestionnaireAnswerValid(field, answerOf(draft, field)),
  );
  if (invalid.length > 0) throw new Error(`Invalid questionnaire answers: ${invalid.join(', ')}`);
  const answers = Object.fromEntries(
    questionnaireFieldNames.map((field) => {
      const value = answerOf(draft, field)?.trim();
      return [field, value === '' && isOptional(field) ? undefined : value];
    }),
  ) as unknown as QuestionnaireAnswers;
  const countryCode = (answers.countryCode as DialCode | undefined) ?? DEFAULT_DIAL_CODE;
  return {
    ...answers,
    countryCode,
    phone: answers.phone ? `${countryCode} ${answers.phone}` : undefined,
  };
}

/** POST /api/contact-form's answer (`{ success: true }`), checked without a schema library. */
export function isContactFormResponse(body: unknown): body is { success: true } {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
}
