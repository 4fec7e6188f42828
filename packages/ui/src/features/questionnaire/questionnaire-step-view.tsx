// One step of the Get Started questionnaire (spec part 1 §2, §3): the step counter and progress,
// the question (radio cards, the goals text, or the contact fields), the spec's messages, and Go
// Back / Continue — 'Next' on the last step, 'Submitting...' while the answers are sent. It
// validates nothing: the questionnaire machine decides and this view shows what it decided.
import * as React from 'react';
import { ArrowLeftIcon, ArrowRightIcon, CircleAlertIcon } from 'lucide-react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Progress } from '../../components/progress/progress';
import { Spinner } from '../../components/spinner/spinner';
import { focusFirstInvalidField } from '../site/form/focus-first-invalid';
import { Textarea } from '../site/form/textarea';
import type {
  ContactFieldErrors,
  QuestionnaireAnswers,
  QuestionnaireField,
  QuestionnaireStepId,
} from '@twin/machines/questionnaire';
import { ContactStep } from './contact-step';
import { OptionChoices } from './option-choices';
import { questionnaireQuestions, type QuestionnaireOptions } from './questionnaire-options';

export const questionnaireStepCount = 6;

export interface QuestionnaireStepViewProps {
  step: QuestionnaireStepId;
  /** 0-5. */
  stepIndex: number;
  answers: QuestionnaireAnswers;
  options: QuestionnaireOptions;
  /** 'Please complete this step before continuing.' */
  stepError?: string | null;
  /** 'There was an error submitting your form. Please try again.' */
  submitError?: string | null;
  /** The contact step's field hints, shown with the step message. */
  fieldErrors?: ContactFieldErrors;
  submitting?: boolean;
  onAnswer: (field: QuestionnaireField, value: string) => void;
  onBack: () => void;
  onContinue: () => void;
  /** Receives the question's heading, which the screen focuses when the step changes. */
  headingRef?: React.Ref<HTMLHeadingElement>;
}

const choiceFields = {
  industry: 'industry',
  hours: 'videoProductionHours',
  localization: 'localization',
  length: 'videoLength',
} as const satisfies Partial<Record<QuestionnaireStepId, QuestionnaireField>>;

function choicesFor(step: keyof typeof choiceFields, options: QuestionnaireOptions): readonly string[] {
  switch (step) {
    case 'industry':
      return options.industries;
    case 'hours':
      return options.videoProductionHours;
    case 'localization':
      return options.localization;
    case 'length':
      return options.videoLengths;
  }
}

export function QuestionnaireStepView({
  step,
  stepIndex,
  answers,
  options,
  stepError = null,
  submitError = null,
  fieldErrors = {},
  submitting = false,
  onAnswer,
  onBack,
  onContinue,
  headingRef,
}: QuestionnaireStepViewProps) {
  const id = React.useId();
  const headingId = `${id}-question`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const question = questionnaireQuestions[step];
  const isLast = stepIndex === questionnaireStepCount - 1;
  const showFieldErrors = stepError !== null;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    onContinue();
    if (step === 'contact') focusFirstInvalidField(event.currentTarget);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={headingId}
      aria-busy={submitting || undefined}
      data-slot="questionnaire-step"
      data-step={step}
      className="grid gap-8"
    >
      <div className="grid gap-3">
        <p className="text-sm font-medium text-primary-soft-foreground">
          Step {stepIndex + 1} of {questionnaireStepCount}
        </p>
        <Progress
          value={stepIndex + 1}
          max={questionnaireStepCount}
          aria-label={`Step ${stepIndex + 1} of ${questionnaireStepCount}`}
        />
      </div>

      <div className="grid gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-40 text-2xl font-semibold tracking-tight text-balance text-foreground outline-none sm:text-[1.75rem]"
        >
          {question.title}
        </h2>
        <p id={hintId} className="text-[15px] text-subtle-foreground">
          {question.hint}
        </p>
      </div>

      {step === 'goals' ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-goals`} className="text-sm font-medium text-foreground">
            Your goals
          </label>
          <Textarea
            id={`${id}-goals`}
            name="goals"
            rows={6}
            value={answers.goals}
            disabled={submitting}
            aria-describedby={stepError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={stepError ? true : undefined}
            onChange={(event) => onAnswer('goals', event.target.value)}
          />
        </div>
      ) : step === 'contact' ? (
        <ContactStep
          answers={answers}
          options={options}
          fieldErrors={showFieldErrors ? fieldErrors : {}}
          disabled={submitting}
          onAnswer={onAnswer}
        />
      ) : (
        <OptionChoices
          name={choiceFields[step]}
          options={choicesFor(step, options)}
          value={answers[choiceFields[step]]}
          disabled={submitting}
          labelledBy={headingId}
          describedBy={stepError ? `${hintId} ${errorId}` : hintId}
          invalid={stepError !== null}
          columns={step === 'localization' ? 3 : 2}
          onChange={(value) => onAnswer(choiceFields[step], value)}
        />
      )}

      {stepError || submitError ? (
        <Alert variant="error" id={errorId}>
          <CircleAlertIcon aria-hidden />
          <span>{submitError ?? stepError}</span>
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
        {stepIndex > 0 ? (
          <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={submitting}>
            <ArrowLeftIcon aria-hidden />
            Go Back
          </Button>
        ) : (
          <span aria-hidden />
        )}
        <Button type="submit" size="lg" disabled={submitting} className="sm:min-w-40">
          {submitting ? <Spinner decorative size="sm" /> : null}
          {submitting ? 'Submitting...' : isLast ? 'Next' : 'Continue'}
          {submitting ? null : <ArrowRightIcon aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
