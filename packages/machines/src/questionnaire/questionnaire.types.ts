// Types of the Get Started questionnaire (spec part 1 §3): the answers as the form holds them
// (every field a string, '' while unanswered), the six steps in order, and the machine's events.
// Structural on purpose: @twin/api-client's QuestionnaireDraft fits as it is.

export const questionnaireFields = [
  'industry',
  'videoProductionHours',
  'localization',
  'videoLength',
  'goals',
  'firstName',
  'lastName',
  'phone',
  'countryCode',
  'email',
  'company',
] as const;
export type QuestionnaireField = (typeof questionnaireFields)[number];

export type QuestionnaireAnswers = Record<QuestionnaireField, string>;

/** The six steps, in order (ids as in @twin/api-client's `questionnaireSteps`). */
export const questionnaireStepIds = [
  'industry',
  'hours',
  'localization',
  'length',
  'goals',
  'contact',
] as const;
export type QuestionnaireStepId = (typeof questionnaireStepIds)[number];

/** The answer fields each step asks for (§3); Continue needs them valid (§5). */
export const questionnaireStepFields: Record<QuestionnaireStepId, readonly QuestionnaireField[]> = {
  industry: ['industry'],
  hours: ['videoProductionHours'],
  localization: ['localization'],
  length: ['videoLength'],
  goals: ['goals'],
  contact: ['firstName', 'lastName', 'email', 'countryCode', 'phone', 'company'],
};

/** What the booking step learns from the server (GET /api/public-config). */
export interface BookingPage {
  /** The external calendar to embed; null when BOOKING_URL is not configured. */
  bookingUrl: string | null;
  /** Where to write instead when there is no calendar. */
  contactEmail: string | null;
}

export interface QuestionnaireContext {
  answers: QuestionnaireAnswers;
  /** 'Please complete this step before continuing.' after a refused Continue; cleared by Go Back. */
  stepError: string | null;
  /** The spec's submit failure text; the answers stay as they were. */
  submitError: string | null;
  booking: BookingPage;
}

export interface QuestionnaireInput {
  /** Answers to start from (e.g. restored from a previous visit); countryCode defaults to +1. */
  answers?: Partial<QuestionnaireAnswers>;
  /** The contact e-mail known before the server answers (the booking fallback shows it). */
  contactEmail?: string | null;
}

export type QuestionnaireEvent =
  | { type: 'answer.change'; field: QuestionnaireField; value: string }
  | { type: 'step.continue' }
  | { type: 'step.back' }
  | { type: 'booking.continue' };
