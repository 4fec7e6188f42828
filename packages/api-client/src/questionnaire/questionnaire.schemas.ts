// The Get Started questionnaire of part 1 (§5 rules) as the server's zod schema (POST /api/contact-form),
// built from questionnaire.rules.ts's lists, limits and messages, which the /contact-form island checks
// with plain code (no zod in the page). zod/mini like the other public forms' schemas.
import * as z from 'zod/mini';
import { basicEmailSchema, optionalText, requiredText } from '../shared/contact-fields';
import { DEFAULT_DIAL_CODE, dialCodes } from './dial-codes';
import {
  industries,
  localizationAnswers,
  questionnaireFieldMessages as messages,
  questionnaireTextLimits as limits,
  videoLengthOptions,
  videoProductionHoursOptions,
} from './questionnaire.rules';

/**
 * The questionnaire answers (§3) with the §5 rules: industry, hours, localization and length chosen; goals
 * non-blank after trimming; first name, last name and a basic e-mail required; phone and company optional.
 * The server validates the submitted payload with it (phone = country code plus number, see
 * `toQuestionnairePayload`); `isQuestionnaireAnswerValid` is the same rule for the form's draft.
 */
export const questionnaireAnswersSchema = z.object({
  industry: z.enum(industries, messages.industry),
  videoProductionHours: z.enum(videoProductionHoursOptions, messages.videoProductionHours),
  localization: z.enum(localizationAnswers, messages.localization),
  videoLength: z.enum(videoLengthOptions, messages.videoLength),
  goals: requiredText(limits.goals, messages.goals),
  firstName: requiredText(limits.firstName, messages.firstName),
  lastName: requiredText(limits.lastName, messages.lastName),
  phone: optionalText(limits.phone),
  countryCode: z._default(z.enum(dialCodes), DEFAULT_DIAL_CODE),
  email: basicEmailSchema,
  company: optionalText(limits.company),
});
export type QuestionnaireAnswers = z.output<typeof questionnaireAnswersSchema>;
export type QuestionnaireAnswersInput = z.input<typeof questionnaireAnswersSchema>;

/** POST /api/contact-form: the response body is not shown in the spec; ours confirms with success. */
export const contactFormResponseSchema = z.object({ success: z.literal(true) });
export type ContactFormResponse = z.infer<typeof contactFormResponseSchema>;
