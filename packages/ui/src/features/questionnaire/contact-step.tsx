// The questionnaire's last step: first and last name, e-mail (required), phone with its searchable
// country code (+1 by default; sent as code plus number) and company (optional).
import * as React from 'react';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { Label } from '../../components/label/label';
import type {
  ContactFieldErrors,
  QuestionnaireAnswers,
  QuestionnaireField,
} from '@twin/machines/questionnaire';
import { DialCodePicker } from './dial-code-picker';
import type { QuestionnaireOptions } from './questionnaire-options';

export interface ContactStepProps {
  answers: QuestionnaireAnswers;
  options: QuestionnaireOptions;
  fieldErrors: ContactFieldErrors;
  disabled?: boolean;
  onAnswer: (field: QuestionnaireField, value: string) => void;
}

function Optional() {
  return <span className="font-normal text-subtle-foreground"> (optional)</span>;
}

export function ContactStep({ answers, options, fieldErrors, disabled = false, onAnswer }: ContactStepProps) {
  const id = React.useId();
  const text = (field: QuestionnaireField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onAnswer(field, event.target.value);

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First Name" error={fieldErrors.firstName}>
          <Input
            name="firstName"
            autoComplete="given-name"
            value={answers.firstName}
            disabled={disabled}
            onChange={text('firstName')}
          />
        </Field>
        <Field label="Last Name" error={fieldErrors.lastName}>
          <Input
            name="lastName"
            autoComplete="family-name"
            value={answers.lastName}
            disabled={disabled}
            onChange={text('lastName')}
          />
        </Field>
      </div>
      <Field label="Email" error={fieldErrors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={answers.email}
          disabled={disabled}
          onChange={text('email')}
        />
      </Field>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-phone`}>
          Phone
          <Optional />
        </Label>
        <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
          <DialCodePicker
            value={answers.countryCode}
            onChange={(code) => onAnswer('countryCode', code)}
            dialCodes={options.dialCodes}
            search={options.searchDialCodes}
            disabled={disabled}
          />
          <Input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            value={answers.phone}
            disabled={disabled}
            onChange={text('phone')}
          />
        </div>
      </div>
      <Field
        label={
          <>
            Company
            <Optional />
          </>
        }
      >
        <Input
          name="company"
          autoComplete="organization"
          value={answers.company}
          disabled={disabled}
          onChange={text('company')}
        />
      </Field>
    </div>
  );
}
