// SpeechEditor: the generate area of /text-to-speech (spec part 2 §2) — the text area ('Start
// typing to create speech...'), Generate with its busy state, and in place of Generate the setup
// prompt 'Complete your voice setup to use this model.' with Complete Setup when the chosen voice
// is ready but not categorized. The machine's error and notice show below, each dismissible.
import * as React from 'react';
import { speechGenerationMessages } from '@twin/machines/text-to-speech';
import { AudioLinesIcon, CircleAlertIcon, CircleCheckIcon, SettingsIcon, XIcon } from 'lucide-react';
import { Alert } from '../../../components/alert/alert';
import { Button } from '../../../components/button/button';
import { AppLink } from '../../../components/link/app-link';
import { Spinner } from '../../../components/spinner/spinner';
import { cn } from '../../../lib/cn';

export interface SpeechEditorProps {
  text: string;
  onTextChange: (text: string) => void;
  onGenerate: () => void;
  /** Generate (or the resend of a pending generation) is running. */
  generating?: boolean;
  /** A pending generation from before the reload is being resent. */
  resuming?: boolean;
  /** Something else runs (voices load, translation): Generate waits. */
  generateDisabled?: boolean;
  /** Translation replaces the text: typing waits. */
  readOnly?: boolean;
  /** The chosen voice is ready but not categorized. */
  setupRequired?: boolean;
  setupHref?: string;
  error?: string | null;
  notice?: string | null;
  onDismissError?: () => void;
  onDismissNotice?: () => void;
  /** What Generate will cost, estimated from the text before it is pressed (issue 26); null: no text yet. */
  estimatedCredits?: number | null;
  className?: string;
}

export function SpeechEditor({
  text,
  onTextChange,
  onGenerate,
  generating = false,
  resuming = false,
  generateDisabled = false,
  readOnly = false,
  setupRequired = false,
  setupHref = '/create-voice',
  error,
  notice,
  onDismissError,
  onDismissNotice,
  estimatedCredits = null,
  className,
}: SpeechEditorProps) {
  const textId = React.useId();
  return (
    <section
      data-slot="speech-editor"
      aria-label="Script"
      className={cn('grid gap-4 rounded-xl border bg-surface p-4 shadow-xs sm:p-5', className)}
    >
      <label htmlFor={textId} className="sr-only">
        Text to speak
      </label>
      <textarea
        id={textId}
        value={text}
        placeholder="Start typing to create speech..."
        readOnly={readOnly}
        aria-busy={readOnly || undefined}
        rows={9}
        onChange={(event) => onTextChange(event.currentTarget.value)}
        className={cn(
          'min-h-48 w-full resize-y rounded-lg border border-input bg-background px-4 py-3 text-[15px] leading-relaxed shadow-xs',
          'outline-none placeholder:text-subtle-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
          'read-only:opacity-70',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-subtle-foreground tabular-nums">
          {text.length.toLocaleString('en-US')} characters
          {estimatedCredits !== null && !setupRequired ? (
            <span data-part="generate-cost">
              {' · '}about {estimatedCredits === 1 ? '1 credit' : `${estimatedCredits} credits`} (1 per second
              of speech)
            </span>
          ) : null}
        </p>
        {setupRequired ? null : (
          <Button size="lg" disabled={generating || generateDisabled} onClick={onGenerate}>
            {generating ? <Spinner decorative size="sm" /> : <AudioLinesIcon aria-hidden />}
            {generating ? 'Generating...' : 'Generate'}
          </Button>
        )}
      </div>
      {setupRequired ? (
        <Alert variant="info" className="flex-wrap items-center">
          <SettingsIcon aria-hidden />
          <span className="flex-1">{speechGenerationMessages.voiceSetupRequired}</span>
          <Button size="sm" asChild>
            <AppLink href={setupHref}>Complete Setup</AppLink>
          </Button>
        </Alert>
      ) : null}
      {resuming ? (
        <Alert variant="info">
          <Spinner decorative size="sm" />
          <span>Resuming your last generation...</span>
        </Alert>
      ) : null}
      {error ? <DismissibleMessage variant="error" text={error} onDismiss={onDismissError} /> : null}
      {notice ? <DismissibleMessage variant="success" text={notice} onDismiss={onDismissNotice} /> : null}
    </section>
  );
}

/** The machine's error (an alert) or notice (a status), with a Dismiss button when it can be dismissed. */
function DismissibleMessage({
  variant,
  text,
  onDismiss,
}: {
  variant: 'error' | 'success';
  text: string;
  onDismiss?: () => void;
}) {
  const Icon = variant === 'error' ? CircleAlertIcon : CircleCheckIcon;
  return (
    <Alert variant={variant}>
      <Icon aria-hidden />
      <span className="flex-1">{text}</span>
      {onDismiss ? <DismissButton onClick={onDismiss} /> : null}
    </Alert>
  );
}

function DismissButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-my-1 -mr-2 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-80 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <XIcon aria-hidden className="size-4" />
      <span className="sr-only">Dismiss</span>
    </button>
  );
}
