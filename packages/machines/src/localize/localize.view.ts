// What the /localize screen shows, read from a wizard snapshot: the step (1 Upload Video, 2 Edit &
// Localize, 3 Result), the chosen file, the transcription and the target picker's languages, which
// buttons work, the full-screen overlay's text while work runs (with the upload's percent while
// the video is sent), the notice and the error, and the finished video. Ours (issue 25): the timed rows with their
// reviewed translations, and whether 'Review translation' works; the job's percentage and time left, Cancel and
// putting the overlay away, and the job's progress on step 2 once it is put away.
import type { LocalizedVideo } from './localize-job/localize-job.types';
import type { LocalizeSnapshot } from './localize.machine';
import { localizeMessages } from './localize.messages';
import { isReadyToLocalize, targetLanguagesOf } from './localize.rules';
import { rowsAreLocalizable } from './localize.segments';
import type { LocalizeLanguage, TranscriptRow, VideoFile } from './localize.types';

export type LocalizeStep = 'upload' | 'edit' | 'result';

export interface LocalizeOverlay {
  text: string;
  /** 0–100 while the video is being sent or the job runs; null when there is no measure. */
  percent: number | null;
  /** What the percentage measures ('Upload' or 'Localization'), for its bar's label. */
  percentLabel: string;
  /** Ours (issue 25): 'About 2 minutes left' once the job's pace is known. */
  timeLeft: string | null;
  /** Ours (issue 25): the job's overlay can be put away, and the job canceled. */
  canDismiss: boolean;
  canCancel: boolean;
}

/** Ours (issue 25): the job's progress on step 2 while its overlay is put away. */
export interface LocalizeBackgroundJob {
  text: string;
  percent: number | null;
  timeLeft: string | null;
  canCancel: boolean;
}

/** A timed row of step 2: its stretch of the source video, its words and, after a review, its translation. */
export interface LocalizeRowView extends TranscriptRow {
  /** null before 'Review translation'. */
  translation: string | null;
  /** Whether there is a next row to merge with. */
  canMerge: boolean;
}

export interface LocalizeView {
  step: LocalizeStep;
  /** 1, 2 or 3. */
  stepNumber: number;
  file: VideoFile | null;
  transcription: string;
  /** The transcript's timed rows (empty when the server answered none: the plain text is edited then). */
  rows: LocalizeRowView[];
  /** Whether the rows carry reviewed translations. */
  reviewed: boolean;
  /** 'Review translation' works (rows, each with words, and step 2 taking input). */
  canReview: boolean;
  targetLanguage: string;
  targetLanguages: LocalizeLanguage[];
  canTranscribe: boolean;
  canLocalize: boolean;
  /** Step 2's fields and buttons take input (not while the overlay covers them). */
  editable: boolean;
  overlay: LocalizeOverlay | null;
  backgroundJob: LocalizeBackgroundJob | null;
  notice: string | null;
  error: string | null;
  result: LocalizedVideo | null;
}

const stepNumbers: Record<LocalizeStep, number> = { upload: 1, edit: 2, result: 3 };

export function localizeView(snapshot: LocalizeSnapshot): LocalizeView {
  const { context } = snapshot;
  const step: LocalizeStep =
    snapshot.matches('upload') || snapshot.matches('transcribing')
      ? 'upload'
      : snapshot.matches({ localizing: 'result' })
        ? 'result'
        : 'edit';
  const job: LocalizeBackgroundJob = {
    text: context.job?.progressText ?? context.notice ?? localizeMessages.jobCreated,
    percent: context.job?.percent ?? null,
    timeLeft: context.job?.timeLeft ?? null,
    canCancel: context.job?.canCancel ?? true,
  };
  const still = (text: string, percent: number | null = null): LocalizeOverlay => ({
    text,
    percent,
    percentLabel: localizeMessages.uploadLabel,
    timeLeft: null,
    canDismiss: false,
    canCancel: false,
  });
  const overlay: LocalizeOverlay | null = snapshot.matches('transcribing')
    ? still(localizeMessages.transcribing, context.uploadPercent < 100 ? context.uploadPercent : null)
    : snapshot.matches({ edit: 'creatingJob' })
      ? still(localizeMessages.creatingJob)
      : snapshot.matches({ edit: 'reviewing' })
        ? still(localizeMessages.reviewing)
        : snapshot.matches({ localizing: 'processing' })
          ? { ...job, percentLabel: localizeMessages.jobLabel, canDismiss: true }
          : null;
  const editable =
    snapshot.matches({ edit: 'editing' }) ||
    snapshot.matches({ edit: 'createFailed' }) ||
    snapshot.matches({ edit: 'reviewFailed' }) ||
    snapshot.matches({ localizing: 'failed' });
  return {
    step,
    stepNumber: stepNumbers[step],
    file: context.file,
    transcription: context.transcription,
    rows: context.segments.map((row, index) => ({
      ...row,
      translation: context.translations?.[index] ?? null,
      canMerge: index + 1 < context.segments.length,
    })),
    reviewed: context.translations !== null,
    canReview: editable && rowsAreLocalizable(context.segments),
    targetLanguage: context.targetLanguage,
    targetLanguages: targetLanguagesOf(context.languages, context.sourceLanguage),
    canTranscribe: snapshot.matches({ upload: 'chosen' }),
    canLocalize: editable && isReadyToLocalize(context),
    editable,
    overlay,
    backgroundJob: snapshot.matches({ localizing: 'background' }) ? job : null,
    // The 'job created' line shows in the overlay, not beside it.
    notice: overlay ? null : context.notice,
    error: context.error,
    result: step === 'result' ? (context.job?.result ?? null) : null,
  };
}
