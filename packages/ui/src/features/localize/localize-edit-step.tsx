// LocalizeEditStep: step 2, 'Edit & Localize' — the editable transcription, the target language
// picker ('Search language...'), Back and 'Localize Video' (enabled while there is text), with the
// wizard's notice (the time-out text) and error (creation or job failure). Ours (issue 25): with the transcript's
// timed rows, the rows (transcript-rows.tsx) stand in for the one text box, and 'Review translation' shows each
// row's translation to edit.
import * as React from 'react';
import { ArrowLeftIcon, InfoIcon, LanguagesIcon, ListChecksIcon } from 'lucide-react';
import {
  localizeMessages,
  type LocalizeLanguage,
  type LocalizeRowView,
  type VideoFile,
} from '@twin/machines/localize';
import { Button } from '../../components/button/button';
import { Alert } from '../../components/alert/alert';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { cn } from '../../lib/cn';
import { TargetLanguagePicker } from './target-language-picker';
import { TranscriptRows } from './transcript-rows';

export interface LocalizeEditStepProps {
  transcription: string;
  /** The timed rows; empty: the one text box. */
  rows?: readonly LocalizeRowView[];
  /** The source video (the rows' stretches play from it). */
  file?: VideoFile | null;
  canReview?: boolean;
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
  onRowChange?: (index: number, text: string) => void;
  onRowMerge?: (index: number) => void;
  onRowSplit?: (index: number, at: number) => void;
  onTranslationChange?: (index: number, text: string) => void;
  onReview?: () => void;
}

const ignore = () => {};

export function LocalizeEditStep({
  transcription,
  rows = [],
  file = null,
  canReview = false,
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
  onRowChange = ignore,
  onRowMerge = ignore,
  onRowSplit = ignore,
  onTranslationChange = ignore,
  onReview,
}: LocalizeEditStepProps) {
  const textId = React.useId();
  const targetLabelId = React.useId();
  return (
    <section data-slot="localize-edit-step" aria-labelledby="localize-edit-title" className="grid gap-4">
      <h2 id="localize-edit-title" className="text-lg font-semibold">
        {localizeMessages.steps[1]}
      </h2>
      {rows.length > 0 ? (
        <TranscriptRows
          rows={rows}
          file={file}
          editable={editable}
          onRowChange={onRowChange}
          onRowMerge={onRowMerge}
          onRowSplit={onRowSplit}
          onTranslationChange={onTranslationChange}
        />
      ) : (
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
      )}
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
        <span className="flex flex-wrap gap-2">
          {rows.length > 0 && onReview ? (
            <Button variant="outline" disabled={!canReview} onClick={onReview}>
              <ListChecksIcon aria-hidden />
              {localizeMessages.reviewTranslation}
            </Button>
          ) : null}
          <Button disabled={!canLocalize} onClick={onLocalize}>
            <LanguagesIcon aria-hidden />
            {localizeMessages.localize}
          </Button>
        </span>
      </div>
    </section>
  );
}
