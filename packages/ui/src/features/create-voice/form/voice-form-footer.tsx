// VoiceFormFooter: a voice form's card footer — a hint (or the first broken rule) beside the submit
// button (disabled until the machine allows it, a spinner while busy) or, once done, the button
// that starts another. Once done the hint goes (issue 26): it spoke of the voice about to be made,
// and the page's banners say how the made one is doing.
import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/button/button';
import { CardFooter } from '../../../components/card/card';
import { FieldHint } from '../../../components/field/field';
import { Spinner } from '../../../components/spinner/spinner';

export interface VoiceFormFooterProps {
  hint: React.ReactNode;
  hintClassName?: string;
  submitLabel: string;
  submitIcon: LucideIcon;
  canSubmit: boolean;
  /** Saving or starting: a spinner replaces the submit icon. */
  busy: boolean;
  onSubmit: () => void;
  /** Saved or started: the reset button replaces the submit button. */
  done: boolean;
  resetLabel: string;
  onReset: () => void;
}

export function VoiceFormFooter({
  hint,
  hintClassName,
  submitLabel,
  submitIcon: SubmitIcon,
  canSubmit,
  busy,
  onSubmit,
  done,
  resetLabel,
  onReset,
}: VoiceFormFooterProps) {
  return (
    <CardFooter className="flex-col items-stretch gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
      {done ? null : <FieldHint className={hintClassName}>{hint}</FieldHint>}
      {done ? (
        <Button variant="outline" className="sm:ml-auto" onClick={onReset}>
          {resetLabel}
        </Button>
      ) : (
        <Button size="lg" disabled={!canSubmit} onClick={onSubmit}>
          {busy ? <Spinner decorative size="sm" /> : <SubmitIcon aria-hidden />}
          {submitLabel}
        </Button>
      )}
    </CardFooter>
  );
}
