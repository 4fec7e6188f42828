// The Get Started questionnaire (/contact-form, spec part 1 §2, §4, §5, §8): six steps in order
// (industry, hours, localization, length, goals, contact) with Go Back / Continue, the spec's
// step message when Continue is refused, the submit ('Submitting...' in the view; a second click
// is ignored because `submitting` accepts no Continue), the booking screen, then the thank-you
// screen. A failed submit returns to the contact step with every answer kept.
// Side effects are placeholders the app provides: actors `submitAnswers` and `loadBookingPage`;
// the guard `stepIsComplete` defaults to questionnaire.rules.ts and the app gives the shared schema.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { questionnaireMessages } from './questionnaire.messages';
import { emptyQuestionnaireAnswers, isQuestionnaireStepComplete } from './questionnaire.rules';
import type {
  BookingPage,
  QuestionnaireAnswers,
  QuestionnaireContext,
  QuestionnaireEvent,
  QuestionnaireInput,
  QuestionnaireStepId,
} from './questionnaire.types';

export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    input: {} as QuestionnaireInput,
    events: {} as QuestionnaireEvent,
  },
  actors: {
    /** POST /api/contact-form with the answers (phone = country code plus number). */
    submitAnswers: notProvided<unknown, { answers: QuestionnaireAnswers }>('submitAnswers'),
    /** GET /api/public-config: the booking page to embed, or null, and the contact e-mail. */
    loadBookingPage: notProvided<BookingPage, void>('loadBookingPage'),
  },
  actions: {
    recordAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'answer.change' ? { ...context.answers, [event.field]: event.value } : context.answers,
    }),
    showStepError: assign({ stepError: questionnaireMessages.stepIncomplete }),
    clearStepError: assign({ stepError: null }),
    clearSubmitError: assign({ submitError: null }),
    showSubmitError: assign({ submitError: questionnaireMessages.submitFailed }),
  },
  guards: {
    stepIsComplete: ({ context }, params: { step: QuestionnaireStepId }) =>
      isQuestionnaireStepComplete(params.step, context.answers),
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => ({
    answers: emptyQuestionnaireAnswers(input?.answers),
    stepError: null,
    submitError: null,
    booking: { bookingUrl: null, contactEmail: input?.contactEmail ?? null },
  }),
  initial: 'filling',
  states: {
    filling: {
      initial: 'industry',
      on: {
        'answer.change': { actions: 'recordAnswer' },
      },
      states: {
        industry: {
          on: {
            'step.continue': [
              {
                guard: { type: 'stepIsComplete', params: { step: 'industry' } },
                target: 'hours',
                actions: 'clearStepError',
              },
              { actions: 'showStepError' },
            ],
          },
        },
        hours: {
          on: {
            'step.continue': [
              {
                guard: { type: 'stepIsComplete', params: { step: 'hours' } },
                target: 'localization',
                actions: 'clearStepError',
              },
              { actions: 'showStepError' },
            ],
            'step.back': { target: 'industry', actions: 'clearStepError' },
          },
        },
        localization: {
          on: {
            'step.continue': [
              {
                guard: { type: 'stepIsComplete', params: { step: 'localization' } },
                target: 'length',
                actions: 'clearStepError',
              },
              { actions: 'showStepError' },
            ],
            'step.back': { target: 'hours', actions: 'clearStepError' },
          },
        },
        length: {
          on: {
            'step.continue': [
              {
                guard: { type: 'stepIsComplete', params: { step: 'length' } },
                target: 'goals',
                actions: 'clearStepError',
              },
              { actions: 'showStepError' },
            ],
            'step.back': { target: 'localization', actions: 'clearStepError' },
          },
        },
        goals: {
          on: {
            'step.continue': [
              {
                guard: { type: 'stepIsComplete', params: { step: 'goals' } },
                target: 'contact',
                actions: 'clearStepError',
              },
              { actions: 'showStepError' },
            ],
            'step.back': { target: 'length', actions: 'clearStepError' },
          },
        },
        contact: {
          on: {
            // The contact step's Continue reads 'Next' and submits.
            'step.continue': [
              {
                guard: { type: 'stepIsComplete', params: { step: 'contact' } },
                target: '#questionnaire.submitting',
                actions: ['clearStepError', 'clearSubmitError'],
              },
              { actions: 'showStepError' },
            ],
            'step.back': { target: 'goals', actions: ['clearStepError', 'clearSubmitError'] },
          },
        },
      },
    },
    submitting: {
      // No 'step.continue' here: a double click submits once. No 'answer.change' either, so the
      // answers sent are the answers kept.
      invoke: {
        id: 'submitAnswers',
        src: 'submitAnswers',
        input: ({ context }) => ({ answers: context.answers }),
        onDone: { target: 'booking' },
        onError: { target: 'filling.contact', actions: 'showSubmitError' },
      },
    },
    booking: {
      initial: 'loading',
      on: {
        'booking.continue': { target: 'thankYou' },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadBookingPage',
            src: 'loadBookingPage',
            onDone: [
              {
                guard: ({ event }) => event.output.bookingUrl !== null,
                target: 'embedded',
                actions: assign({
                  booking: ({ context, event }) => ({
                    bookingUrl: event.output.bookingUrl,
                    contactEmail: event.output.contactEmail ?? context.booking.contactEmail,
                  }),
                }),
              },
              {
                target: 'unavailable',
                actions: assign({
                  booking: ({ context, event }) => ({
                    bookingUrl: null,
                    contactEmail: event.output.contactEmail ?? context.booking.contactEmail,
                  }),
                }),
              },
            ],
            // Without the configuration the visitor still gets the e-mail fallback.
            onError: { target: 'unavailable' },
          },
        },
        /** The calendar in a frame. */
        embedded: {},
        /** No BOOKING_URL (or no answer): the contact e-mail instead of an empty frame. */
        unavailable: {},
      },
    },
    thankYou: { type: 'final' },
  },
});

export type QuestionnaireMachine = typeof questionnaireMachine;
export type QuestionnaireSnapshot = SnapshotFrom<typeof questionnaireMachine>;
export type QuestionnaireActorRef = ActorRefFrom<typeof questionnaireMachine>;
