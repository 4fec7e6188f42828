// LocalizeWizardView: the /localize page (spec part 1 §2 Localize) — 'Video Localization', the
// three steps, the step's panel (Upload Video, Edit & Localize or Result) and the full-screen
// progress overlay; ours (issue 25): the job's progress above step 2 once its overlay is put away.
// Presentational: the screen maps the wizard's snapshot to these props.
import type { LocalizeView, VideoFile } from '@twin/machines/localize';
import { localizeMessages } from '@twin/machines/localize';
import { cn } from '../../lib/cn';
import { LocalizeBackgroundJob } from './localize-background-job';
import { LocalizeEditStep } from './localize-edit-step';
import { LocalizeProgressOverlay } from './localize-progress-overlay';
import { LocalizeResultStep } from './localize-result-step';
import { LocalizeSteps } from './localize-steps';
import { LocalizeUploadStep } from './localize-upload-step';

export interface LocalizeWizardViewProps extends LocalizeView {
  mediaSrc: (pathOrUrl: string) => string;
  onFileChoose: (file: VideoFile | null) => void;
  onTranscribe: () => void;
  onTextChange: (text: string) => void;
  onTargetChoose: (code: string) => void;
  onBack: () => void;
  onLocalize: () => void;
  onReset: () => void;
  onRowChange?: (index: number, text: string) => void;
  onRowMerge?: (index: number) => void;
  onRowSplit?: (index: number, at: number) => void;
  onTranslationChange?: (index: number, text: string) => void;
  onReview?: () => void;
  /** Ours (issue 25): the job's overlay put away, shown again, and Cancel. */
  onOverlayDismiss?: () => void;
  onOverlayShow?: () => void;
  onJobCancel?: () => void;
  className?: string;
}

export function LocalizeWizardView({
  step,
  stepNumber,
  file,
  transcription,
  rows,
  canReview,
  targetLanguage,
  targetLanguages,
  canTranscribe,
  canLocalize,
  editable,
  overlay,
  backgroundJob,
  notice,
  error,
  result,
  mediaSrc,
  onFileChoose,
  onTranscribe,
  onTextChange,
  onTargetChoose,
  onBack,
  onLocalize,
  onReset,
  onRowChange,
  onRowMerge,
  onRowSplit,
  onTranslationChange,
  onReview,
  onOverlayDismiss,
  onOverlayShow,
  onJobCancel,
  className,
}: LocalizeWizardViewProps) {
  return (
    <div data-slot="localize-wizard" data-step={step} className={cn('grid max-w-3xl gap-6', className)}>
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">
          {localizeMessages.title}
        </h1>
      </header>
      <LocalizeSteps current={stepNumber} />
      {backgroundJob ? (
        <LocalizeBackgroundJob job={backgroundJob} onShow={onOverlayShow} onCancel={onJobCancel} />
      ) : null}
      <div className="rounded-xl border bg-surface p-4 text-surface-foreground shadow-xs sm:p-6">
        {step === 'upload' ? (
          <LocalizeUploadStep
            file={file}
            canTranscribe={canTranscribe}
            error={error}
            busy={overlay !== null}
            onFileChoose={onFileChoose}
            onTranscribe={onTranscribe}
          />
        ) : step === 'edit' ? (
          <LocalizeEditStep
            transcription={transcription}
            rows={rows}
            file={file}
            canReview={canReview}
            targetLanguage={targetLanguage}
            targetLanguages={targetLanguages}
            editable={editable}
            canLocalize={canLocalize}
            notice={notice}
            error={error}
            onTextChange={onTextChange}
            onTargetChoose={onTargetChoose}
            onBack={onBack}
            onLocalize={onLocalize}
            onRowChange={onRowChange}
            onRowMerge={onRowMerge}
            onRowSplit={onRowSplit}
            onTranslationChange={onTranslationChange}
            onReview={onReview}
          />
        ) : (
          <LocalizeResultStep result={result} notice={notice} mediaSrc={mediaSrc} onReset={onReset} />
        )}
      </div>
      <LocalizeProgressOverlay overlay={overlay} onDismiss={onOverlayDismiss} onCancel={onJobCancel} />
    </div>
  );
}
