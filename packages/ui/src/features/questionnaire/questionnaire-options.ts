// What the questionnaire's views are given by the app: the option lists of spec part 1 §3 and the
// dial-code search (the app passes @twin/api-client's lists and `searchCountryDialCodes`; ui may
// not import it). Structural types so those fit as they are.
export interface DialCodeOption {
  code: string;
  country: string;
}

export interface QuestionnaireOptions {
  industries: readonly string[];
  videoProductionHours: readonly string[];
  localization: readonly string[];
  videoLengths: readonly string[];
  dialCodes: readonly DialCodeOption[];
  /** By country name or code ('44', '+44', 'swe'); blank → all. */
  searchDialCodes: (query: string) => readonly DialCodeOption[];
}

/** The question each step asks (ours; the spec names the steps, not their wording). */
export const questionnaireQuestions = {
  industry: { title: 'Which industry are you in?', hint: 'Choose the one that fits best.' },
  hours: {
    title: 'How many hours of video do you produce each month?',
    hint: 'A rough estimate is fine.',
  },
  localization: {
    title: 'Do you want to localize your videos into other languages?',
    hint: 'Transcribed, translated and dubbed in your own voice.',
  },
  length: { title: 'How long is a typical video?', hint: 'Think of the videos you make most often.' },
  goals: {
    title: 'What would you like to achieve?',
    hint: 'For example: course videos in three languages, weekly product updates, onboarding for new staff.',
  },
  contact: { title: 'How can we reach you?', hint: 'We reply within 24 hours.' },
} as const;
