// The questionnaire machine as the site runs it: Continue checked with the shared rules (the ones the
// server's schema is built from), answers sent to POST /api/contact-form, the booking page from
// GET /api/public-config.
import {
  countryDialCodes,
  industries,
  isQuestionnaireStepValid,
  localizationAnswers,
  questionnaireSteps,
  searchCountryDialCodes,
  videoLengthOptions,
  videoProductionHoursOptions,
} from '@twin/api-client';
import type { QuestionnaireOptions } from '@twin/ui/features/questionnaire';
import { fromPromise } from 'xstate';
import {
  questionnaireMachine,
  type BookingPage,
  type QuestionnaireAnswers,
  type QuestionnaireStepId,
} from '@twin/machines/questionnaire';
import { createBookingPageLoader } from './public-config';
import { createAnswersSubmitter } from './submit-answers';

/** The step's fields valid by @twin/api-client's questionnaire rules (§5, the server's). */
export function isStepValidBySharedSchema(step: QuestionnaireStepId, answers: QuestionnaireAnswers): boolean {
  return isQuestionnaireStepValid(
    questionnaireSteps.findIndex((entry) => entry.id === step),
    answers,
  );
}

export const questionnaireOptions: QuestionnaireOptions = {
  industries,
  videoProductionHours: videoProductionHoursOptions,
  localization: localizationAnswers,
  videoLengths: videoLengthOptions,
  dialCodes: countryDialCodes,
  searchDialCodes: searchCountryDialCodes,
};

export function createSiteQuestionnaireMachine(
  submit = createAnswersSubmitter(),
  loadBookingPage = createBookingPageLoader(),
) {
  return questionnaireMachine.provide({
    guards: {
      stepIsComplete: ({ context }, params) => isStepValidBySharedSchema(params.step, context.answers),
    },
    actors: {
      submitAnswers: fromPromise<unknown, { answers: QuestionnaireAnswers }>(({ input, signal }) =>
        submit(input.answers, signal),
      ),
      loadBookingPage: fromPromise<BookingPage, void>(() => loadBookingPage()),
    },
  });
}
