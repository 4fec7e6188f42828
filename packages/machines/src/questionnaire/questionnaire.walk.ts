// Sample events for walking the questionnaire's graph (story coverage, model-based test). To keep
// the walk small, each step is offered only its own answers: a blank Continue (the step message),
// a valid answer, Continue and Go Back; then a failed and a successful submit, and the booking
// page with and without BOOKING_URL.
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk, WalkEvent } from '../testing/reachable-states';
import type { QuestionnaireMachine, QuestionnaireSnapshot } from './questionnaire.machine';
import type { QuestionnaireAnswers, QuestionnaireEvent } from './questionnaire.types';

export const sampleQuestionnaireAnswers: QuestionnaireAnswers = {
  industry: 'Education',
  videoProductionHours: '11-25 hours',
  localization: 'Yes',
  videoLength: '3-5 minutes',
  goals: 'Course videos in Swedish and Finnish',
  firstName: 'Maya',
  lastName: 'Lind',
  phone: '70 123 45 67',
  countryCode: '+46',
  email: 'maya@northwind.studio',
  company: 'Northwind Studio',
};

const answer = (field: keyof QuestionnaireAnswers): QuestionnaireEvent => ({
  type: 'answer.change',
  field,
  value: sampleQuestionnaireAnswers[field],
});

const answersByStep: Record<string, QuestionnaireEvent[]> = {
  industry: [answer('industry')],
  hours: [answer('videoProductionHours')],
  localization: [answer('localization')],
  length: [answer('videoLength')],
  goals: [answer('goals')],
  // The whole contact step at once keeps the walk from trying every subset of its fields.
  contact: [answer('firstName')],
};

function eventsFor(snapshot: QuestionnaireSnapshot): WalkEvent<QuestionnaireMachine>[] {
  const step = Object.keys(answersByStep).find((id) => snapshot.matches({ filling: id as never }));
  const stepEvents = step ? (answersByStep[step] ?? []) : [];
  const contactFilled =
    step === 'contact' && snapshot.context.answers.firstName !== ''
      ? [answer('lastName'), answer('email')]
      : [];
  return [
    ...stepEvents.filter(
      (event) => event.type !== 'answer.change' || snapshot.context.answers[event.field] === '',
    ),
    ...contactFilled.filter(
      (event) => event.type !== 'answer.change' || snapshot.context.answers[event.field] === '',
    ),
    { type: 'step.continue' },
    { type: 'step.back' },
    { type: 'booking.continue' },
    actorDone('submitAnswers', { success: true }),
    actorFailed('submitAnswers', new Error('Service unavailable')),
    actorDone('loadBookingPage', {
      bookingUrl: 'https://cal.example.com/twin',
      contactEmail: 'sales@example.com',
    }),
    actorDone('loadBookingPage', { bookingUrl: null, contactEmail: 'sales@example.com' }),
    actorFailed('loadBookingPage', new Error('Network down')),
  ];
}

export const questionnaireMachineWalk: MachineWalk<QuestionnaireMachine> = {
  events: eventsFor,
  // Once a step's answers are given no sample is left, and a bare 'answer.change' (no field) is no
  // event a person can send.
  filterEvents: (_, event) => event.type !== 'answer.change' || 'field' in event,
};
