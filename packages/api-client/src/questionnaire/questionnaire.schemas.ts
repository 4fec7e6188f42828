// The Get Started questionnaire of part 1 (§3 options, §5 rules): one schema for the /contact-form island and
// for the server (POST /api/contact-form), its six steps, and the payload the form sends. zod/mini, so the
// island carries only the validators it uses (see shared/contact-fields.ts).
import * as z from 'zod/mini';
import { basicEmailSchema, optionalText, requiredText } from '../shared/contact-fields';
import { DEFAULT_DIAL_CODE, dialCodes } from './dial-codes';

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

/**
 * The questionnaire answers (§3) with the §5 rules: industry, hours, localization and length chosen; goals
 * non-blank after trimming; first name, last name and a basic e-mail required; phone and company optional.
 * The form validates its draft with it (phone = the local number) and the server validates the submitted
 * payload (phone = country code plus number, see `toQuestionnairePayload`).
 */
export const questionnaireAnswersSchema = z.object({
  industry: z.enum(industries, 'Please choose an industry.'),
  videoProductionHours: z.enum(videoProductionHoursOptions, 'Please choose your monthly video hours.'),
  localization: z.enum(localizationAnswers, 'Please answer whether you want to localize.'),
  videoLength: z.enum(videoLengthOptions, 'Please choose a typical video length.'),
  goals: requiredText(5000, 'Please describe your goals.'),
  firstName: requiredText(100, 'Please enter your first name.'),
  lastName: requiredText(100, 'Please enter your last name.'),
  phone: optionalText(40),
  countryCode: z._default(z.enum(dialCodes), DEFAULT_DIAL_CODE),
  email: basicEmailSchema,
  company: optionalText(200),
});
export type QuestionnaireAnswers = z.output<typeof questionnaireAnswersSchema>;
export type QuestionnaireAnswersInput = z.input<typeof questionnaireAnswersSchema>;

/** The six steps, in order, with the answer fields each one must make valid before Continue works. */
export const questionnaireSteps = [
  { id: 'industry', fields: ['industry'] },
  { id: 'hours', fields: ['videoProductionHours'] },
  { id: 'localization', fields: ['localization'] },
  { id: 'length', fields: ['videoLength'] },
  { id: 'goals', fields: ['goals'] },
  { id: 'contact', fields: ['firstName', 'lastName', 'email', 'phone', 'company', 'countryCode'] },
] as const satisfies readonly { id: string; fields: readonly (keyof QuestionnaireAnswers)[] }[];
export type QuestionnaireStepId = (typeof questionnaireSteps)[number]['id'];

/** The draft the form holds: every field a string, '' while unanswered. */
export type QuestionnaireDraft = { [K in keyof QuestionnaireAnswers]?: string };

/** True when the fields of step `stepIndex` (0-5) are valid; the UI shows the spec's step message otherwise. */
export function isQuestionnaireStepValid(stepIndex: number, draft: QuestionnaireDraft): boolean {
  const step = questionnaireSteps[stepIndex];
  if (!step) return false;
  const mask = Object.fromEntries(step.fields.map((field) => [field, true])) as Partial<
    Record<keyof QuestionnaireAnswers, true>
  >;
  const stepSchema = z.pick(questionnaireAnswersSchema, mask);
  const answers = Object.fromEntries(
    step.fields.map((field) => [field, draft[field] === '' && isOptional(field) ? undefined : draft[field]]),
  );
  return stepSchema.safeParse(answers).success;
}

function isOptional(field: keyof QuestionnaireAnswers): boolean {
  return field === 'phone' || field === 'company' || field === 'countryCode';
}

/**
 * The JSON sent to POST /api/contact-form: validated answers with phone = country code plus number
 * (e.g. '+44 7700 900123'); a blank phone is left out, as is a blank company.
 */
export function toQuestionnairePayload(draft: QuestionnaireDraft): QuestionnaireAnswers {
  const answers = questionnaireAnswersSchema.parse({
    ...draft,
    phone: draft.phone?.trim() ? draft.phone : undefined,
    company: draft.company?.trim() ? draft.company : undefined,
    countryCode: draft.countryCode || undefined,
  });
  return { ...answers, phone: answers.phone ? `${answers.countryCode} ${answers.phone}` : undefined };
}

/** POST /api/contact-form: the response body is not shown in the spec; ours confirms with success. */
export const contactFormResponseSchema = z.object({ success: z.literal(true) });
export type ContactFormResponse = z.infer<typeof contactFormResponseSchema>;
