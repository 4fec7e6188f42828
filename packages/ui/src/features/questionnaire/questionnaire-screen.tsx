// The questionnaire screen: maps a questionnaire machine snapshot to the step view, the booking
// view or the thank-you view, sends the user's events, and moves focus to the new heading when
// the step or screen changes (not on the first render), so keyboard and screen-reader users follow.
import * as React from 'react';
import {
  contactFieldErrors,
  questionnaireScreenOf,
  type QuestionnaireEvent,
  type QuestionnaireSnapshot,
} from '@twin/machines/questionnaire';
import { BookingView } from './booking-view';
import type { QuestionnaireOptions } from './questionnaire-options';
import { QuestionnaireStepView } from './questionnaire-step-view';
import { QuestionnaireThankYou } from './questionnaire-thank-you';

export interface QuestionnaireScreenProps {
  snapshot: QuestionnaireSnapshot;
  send: (event: QuestionnaireEvent) => void;
  options: QuestionnaireOptions;
}

export function QuestionnaireScreen({ snapshot, send, options }: QuestionnaireScreenProps) {
  const screen = questionnaireScreenOf(snapshot);
  const { answers, stepError, submitError, booking } = snapshot.context;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const focusKey =
    screen.kind === 'step' ? `step:${screen.step}` : screen.kind === 'booking' ? 'booking' : 'thankYou';
  const previousFocusKey = React.useRef(focusKey);

  React.useEffect(() => {
    if (previousFocusKey.current === focusKey) return;
    previousFocusKey.current = focusKey;
    headingRef.current?.focus();
  }, [focusKey]);

  if (screen.kind === 'booking') {
    return (
      <BookingView
        status={screen.status}
        bookingUrl={booking.bookingUrl}
        contactEmail={booking.contactEmail}
        onContinue={() => send({ type: 'booking.continue' })}
        headingRef={headingRef}
      />
    );
  }
  if (screen.kind === 'thankYou') return <QuestionnaireThankYou headingRef={headingRef} />;
  return (
    <QuestionnaireStepView
      step={screen.step}
      stepIndex={screen.stepIndex}
      answers={answers}
      options={options}
      stepError={stepError}
      submitError={submitError}
      fieldErrors={screen.step === 'contact' ? contactFieldErrors(answers) : {}}
      submitting={screen.submitting}
      onAnswer={(field, value) => send({ type: 'answer.change', field, value })}
      onBack={() => send({ type: 'step.back' })}
      onContinue={() => send({ type: 'step.continue' })}
      headingRef={headingRef}
    />
  );
}
