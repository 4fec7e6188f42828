// LocalizeEditStep: step 2, 'Edit & Localize' — the editable transcription, the target language
// picker ('Search language...'), Back and 'Localize Video' (enabled while there is text), with the
// wizard's notice (the time-out text) and error (creation or job failure).
import * as React from 'react';
import { ArrowLeftIcon, InfoIcon, LanguagesIcon } from 'lucide-react';
import { localizeMessages, type LocalizeLanguage } from '@twin/machines/localize';
import { Button } from '../../components/button/button';
import { Alert } from '../../components/alert/alert';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { cn } from '../../lib/cn';
import { TargetLanguagePicker } from './target-language-picker';

export interface LocalizeEditStepProps {
  transcription: string;
  targetLanguage: string;
  targetLanguages: readonly LocalizeLanguage[];
  editable: boolean;
  canLocalize: boolean;
  notice: string | null;
  error: string | null;
  onTextChange: (text: string) => void;
  onTargetChoose: (code: string) => void;
  onBack: () => void;
  onLocalize: () => void;
}

export function LocalizeEditStep({
  transcription,
  targetLanguage,
  targetLanguages,
  editable,
  canLocalize,
  notice,
  error,
  onTextChange,
  onTargetChoose,
  onBack,
  onLocalize,
}: LocalizeEditStepProps) {
  const textId = React.useId();
  const targetLabelId = React.useId();
  return (
    <section data-slot="localize-edit-step" aria-labelledby="localize-edit-title" className="grid gap-4">
      <h2 id="localize-edit-title" className="text-lg font-semibold">
        {localizeMessages.steps[1]}
      </h2>
      <div className="grid gap-2">
        <label htmlFor={textId} className="text-sm font-medium">
          {localizeMessages.transcription}
        </label>
        <textarea
          id={textId}
          value={transcription}
          readOnly={!editable}
          rows={8}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          className={cn(
            'min-h-40 w-full resize-y rounded-lg border border-input bg-background px-4 py-3 text-[15px] leading-relaxed shadow-xs',
            'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
            'read-only:opacity-70',
          )}
        />
      </div>
      <div className="grid max-w-sm gap-2">
        <span id={targetLabelId} className="text-sm font-medium">
          {localizeMessages.targetLanguage}
        </span>
        <TargetLanguagePicker
          languages={targetLanguages}
          value={targetLanguage}
          onValueChange={onTargetChoose}
          labelId={targetLabelId}
          disabled={!editable}
        />
      </div>
      {notice ? (
        // The time-out notice: the job may still finish, so it informs rather than celebrates.
        <Alert variant="info">
          <InfoIcon aria-hidden />
          <span>{notice}</span>
        </Alert>
      ) : null}
      <ErrorMessage text={error} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="outline" disabled={!editable} onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          {localizeMessages.back}
        </Button>
        <Button disabled={!canLocalize} onClick={onLocalize}>
          <LanguagesIcon aria-hidden />
          {localizeMessages.localize}
        </Button>
      </div>
    </section>
  );
}
