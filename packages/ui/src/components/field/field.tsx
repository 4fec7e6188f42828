// Field: a label, one control, an optional hint and an error, tied together with ids so that
// assistive technology reads the hint and error with the control (aria-describedby, aria-invalid).
import * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { mergeClasses } from '../../lib/merge-classes';
import { Label } from '../label/label';

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** The one control (Input, textarea, select…); it receives id, aria-describedby and aria-invalid. */
  children: React.ReactElement;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** Id for the control; generated when absent. */
  controlId?: string;
};

export function Field({ label, hint, error, controlId, className, children, ...props }: FieldProps) {
  const generatedId = React.useId();
  const id = controlId ?? `field-${generatedId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="field" className={mergeClasses('grid content-start gap-2', className)} {...props}>
      <Label htmlFor={id}>{label}</Label>
      <Slot id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        {children}
      </Slot>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldHint({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-hint"
      className={mergeClasses('text-xs text-subtle-foreground', className)}
      {...props}
    />
  );
}

export function FieldError({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-error"
      className={mergeClasses('text-xs font-medium text-destructive', className)}
      {...props}
    />
  );
}
