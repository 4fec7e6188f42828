// The questionnaire machine: each step refuses Continue until its answer is valid (§5) with the
// spec's message, Go Back clears it, the submit is sent once even when Continue comes twice, a
// failure returns to the contact step with every answer kept, and the booking page is embedded or
// replaced by the contact e-mail before the thank-you screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors } from '../testing/fake-actors';
import { questionnaireMachine } from './questionnaire.machine';
import { questionnaireMessages } from './questionnaire.messages';
import {
  contactFieldErrors,
  emptyQuestionnaireAnswers,
  isQuestionnaireStepComplete,
} from './questionnaire.rules';
import { questionnaireScreenOf } from './questionnaire.selectors';
import type { QuestionnaireAnswers, QuestionnaireField, QuestionnaireInput } from './questionnaire.types';
import { sampleQuestionnaireAnswers } from './questionnaire.walk';

function start(input: QuestionnaireInput = {}) {
  const fakes = createFakePromiseActors(['submitAnswers', 'loadBookingPage'] as const);
  const actor = createActor(questionnaireMachine.provide({ actors: fakes.actors }), { input }).start();
  const answer = (field: QuestionnaireField, value = sampleQuestionnaireAnswers[field]) =>
    actor.send({ type: 'answer.change', field, value });
  const next = () => actor.send({ type: 'step.continue' });
  const back = () => actor.send({ type: 'step.back' });
  return { actor, fakes, answer, next, back, snapshot: () => actor.getSnapshot() };
}

type Started = ReturnType<typeof start>;

function fillUpToContact(q: Started) {
  for (const field of ['industry', 'videoProductionHours', 'localization', 'videoLength', 'goals'] as const) {
    q.answer(field);
    q.next();
  }
}

function fillContact(q: Started) {
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'countryCode', 'company'] as const) {
    q.answer(field);
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('questionnaireMachine', () => {
  it('starts on the industry step with blank answers and +1 preselected', () => {
    const { snapshot } = start();
    expect(snapshot().value).toEqual({ filling: 'industry' });
    expect(snapshot().context.answers).toEqual(emptyQuestionnaireAnswers());
    expect(snapshot().context.answers.countryCode).toBe('+1');
    expect(questionnaireScreenOf(snapshot())).toEqual({
      kind: 'step',
      step: 'industry',
      stepIndex: 0,
      submitting: false,
    });
  });

  it.each([
    ['industry', 'industry', 'hours'],
    ['hours', 'videoProductionHours', 'localization'],
    ['localization', 'localization', 'length'],
    ['length', 'videoLength', 'goals'],
    ['goals', 'goals', 'contact'],
  ] as const)('refuses Continue on %s until %s is answered', (step, field, nextStep) => {
    const q = start();
    const order = ['industry', 'hours', 'localization', 'length', 'goals'];
    const fields = ['industry', 'videoProductionHours', 'localization', 'videoLength', 'goals'] as const;
    for (let i = 0; i < order.indexOf(step); i += 1) {
      q.answer(fields[i]!);
      q.next();
    }
    expect(q.snapshot().value).toEqual({ filling: step });

    q.next();
    expect(q.snapshot().value).toEqual({ filling: step });
    expect(q.snapshot().context.stepError).toBe('Please complete this step before continuing.');

    q.answer(field);
    q.next();
    expect(q.snapshot().value).toEqual({ filling: nextStep });
    expect(q.snapshot().context.stepError).toBeNull();
  });

  it('treats goals of only spaces as blank', () => {
    const q = start();
    fillUpToContact(q);
    q.back();
    q.answer('goals', '   ');
    q.next();
    expect(q.snapshot().value).toEqual({ filling: 'goals' });
    expect(q.snapshot().context.stepError).toBe(questionnaireMessages.stepIncomplete);
  });

  it('Go Back returns one step, keeps the answers and clears the message', () => {
    const q = start();
    q.answer('industry');
    q.next();
    q.next();
    expect(q.snapshot().context.stepError).toBe(questionnaireMessages.stepIncomplete);
    q.back();
    expect(q.snapshot().value).toEqual({ filling: 'industry' });
    expect(q.snapshot().context.stepError).toBeNull();
    expect(q.snapshot().context.answers.industry).toBe('Education');
  });

  it('ignores Go Back on the first step', () => {
    const q = start();
    q.back();
    expect(q.snapshot().value).toEqual({ filling: 'industry' });
  });

  it('needs first name, last name and a basic e-mail on the contact step; phone and company are optional', () => {
    const q = start();
    fillUpToContact(q);
    q.answer('firstName');
    q.answer('lastName');
    q.answer('email', 'maya@northwind');
    q.next();
    expect(q.snapshot().value).toEqual({ filling: 'contact' });
    expect(q.snapshot().context.stepError).toBe(questionnaireMessages.stepIncomplete);
    expect(contactFieldErrors(q.snapshot().context.answers)).toEqual({
      email: questionnaireMessages.emailInvalid,
    });

    q.answer('email', 'maya@northwind.studio');
    q.next();
    expect(q.snapshot().value).toBe('submitting');
    expect(q.fakes.inputsOf('submitAnswers')).toEqual([
      {
        answers: {
          ...emptyQuestionnaireAnswers(),
          ...sampleQuestionnaireAnswers,
          phone: '',
          countryCode: '+1',
          company: '',
        },
      },
    ]);
  });

  it('submits once however often Next is pressed, and ignores edits while sending', () => {
    const q = start();
    fillUpToContact(q);
    fillContact(q);
    q.next();
    q.next();
    q.next();
    q.answer('firstName', 'Someone else');
    expect(q.fakes.inputsOf('submitAnswers')).toHaveLength(1);
    expect(q.snapshot().context.answers.firstName).toBe('Maya');
    expect(questionnaireScreenOf(q.snapshot())).toMatchObject({
      kind: 'step',
      step: 'contact',
      submitting: true,
    });
  });

  it('keeps every answer and shows the spec message when the submit fails, then retries', async () => {
    const q = start();
    fillUpToContact(q);
    fillContact(q);
    q.next();
    await q.fakes.reject('submitAnswers', new Error('Internal error'));

    expect(q.snapshot().value).toEqual({ filling: 'contact' });
    expect(q.snapshot().context.submitError).toBe(
      'There was an error submitting your form. Please try again.',
    );
    expect(q.snapshot().context.answers).toEqual(sampleQuestionnaireAnswers satisfies QuestionnaireAnswers);

    q.next();
    expect(q.snapshot().value).toBe('submitting');
    expect(q.snapshot().context.submitError).toBeNull();
    expect(q.fakes.inputsOf('submitAnswers')).toHaveLength(2);
  });

  it('embeds the booking page when one is configured, then thanks the visitor', async () => {
    const q = start();
    fillUpToContact(q);
    fillContact(q);
    q.next();
    await q.fakes.resolve('submitAnswers', { success: true });
    expect(q.snapshot().value).toEqual({ booking: 'loading' });

    await q.fakes.resolve('loadBookingPage', {
      bookingUrl: 'https://cal.example.com/twin',
      contactEmail: 'sales@example.com',
    });
    expect(q.snapshot().value).toEqual({ booking: 'embedded' });
    expect(q.snapshot().context.booking).toEqual({
      bookingUrl: 'https://cal.example.com/twin',
      contactEmail: 'sales@example.com',
    });

    q.actor.send({ type: 'booking.continue' });
    expect(q.snapshot().value).toBe('thankYou');
    expect(q.snapshot().status).toBe('done');
  });

  it('falls back to the contact e-mail when BOOKING_URL is not configured', async () => {
    const q = start({ contactEmail: 'built-in@example.com' });
    fillUpToContact(q);
    fillContact(q);
    q.next();
    await q.fakes.resolve('submitAnswers', { success: true });
    await q.fakes.resolve('loadBookingPage', { bookingUrl: null, contactEmail: 'sales@example.com' });
    expect(q.snapshot().value).toEqual({ booking: 'unavailable' });
    expect(q.snapshot().context.booking).toEqual({ bookingUrl: null, contactEmail: 'sales@example.com' });
  });

  it('falls back to the e-mail it started with when the configuration cannot be loaded', async () => {
    const q = start({ contactEmail: 'built-in@example.com' });
    fillUpToContact(q);
    fillContact(q);
    q.next();
    await q.fakes.resolve('submitAnswers', { success: true });
    await q.fakes.reject('loadBookingPage', new Error('offline'));
    expect(q.snapshot().value).toEqual({ booking: 'unavailable' });
    expect(q.snapshot().context.booking.contactEmail).toBe('built-in@example.com');
    q.actor.send({ type: 'booking.continue' });
    expect(q.snapshot().value).toBe('thankYou');
  });

  it('lets the app replace the step rule (the shared schema) with provide()', () => {
    const strict = questionnaireMachine.provide({
      guards: {
        stepIsComplete: ({ context }, params) =>
          params.step !== 'industry' || context.answers.industry === 'Retail',
      },
    });
    const actor = createActor(strict, { input: {} }).start();
    actor.send({ type: 'answer.change', field: 'industry', value: 'Not an option' });
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ filling: 'industry' });
    actor.send({ type: 'answer.change', field: 'industry', value: 'Retail' });
    actor.send({ type: 'step.continue' });
    expect(actor.getSnapshot().value).toEqual({ filling: 'hours' });
  });
});

describe('isQuestionnaireStepComplete', () => {
  it('accepts the sample answers on every step and refuses blank ones', () => {
    for (const step of ['industry', 'hours', 'localization', 'length', 'goals', 'contact'] as const) {
      expect(isQuestionnaireStepComplete(step, sampleQuestionnaireAnswers)).toBe(true);
      expect(isQuestionnaireStepComplete(step, emptyQuestionnaireAnswers())).toBe(false);
    }
  });

  it.each(['a@b', 'a b@c.d', '@b.c', 'a@.c', 'a@b.', ''])('refuses the e-mail %j', (email) => {
    expect(isQuestionnaireStepComplete('contact', { ...sampleQuestionnaireAnswers, email })).toBe(false);
  });
});
