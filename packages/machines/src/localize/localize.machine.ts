// The localize wizard (spec part 1 §2 Localize, §4, §5, §8, §9), three steps:
// 1. Upload Video — any video file, previewed; 'Transcribe Video' (needs a file) uploads it with
//    progress and transcribes it (the app's `transcribeVideo`; overlay 'Extracting and transcribing
//    audio...'); a failure says 'Transcription failed. Please try again.'.
// 2. Edit & Localize — the editable transcription, the target picker (every language but the
//    source, default es), Back to step 1, 'Localize Video' (needs non-empty text) creates the job
//    (`createLocalizationJob`; overlay 'Creating localization job...'); a failure says 'Failed to
//    create localization job: …', cleared after 5 s (`errorClearDelay`). Then the job poll
//    (`localizeJob`, invoked; its snapshots are copied into `job`): 'Localization job created!
//    Processing your video...' until its first answer, then its progress text. A failed job shows
//    its text on step 2 (editable, so Localize Video tries again) until the poll clears it; the
//    15-minute limit leaves its notice on step 2.
//    Ours (issue 25): with the transcript's timed rows, step 2 edits rows instead of one text (change, merge with the
//    next, split at the cursor, at the nearest heard pause); 'Review translation' (optional) translates them (`translateSegments`; overlay
//    'Translating the transcript...'; a failure says 'Translation failed: …' for 5 s) into editable translations,
//    which a merge joins and a split or another target drops. The job is then sent the rows (and translations).
// 3. Result — when the job completes: the player, the download and 'Localize Another Video',
//    which clears every input (the poll's redirect to /library after 2 s is cancelled with it).
// Ours (issue 25): the job's overlay can be put away (`background`: the poll goes on, step 2 shows its progress
// and keeps every row) and shown again; Cancel is passed to the poll, which ends as canceled: step 2 again, with
// the canceled notice and the work as it was.
import { assertEvent, assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { localizeJobMachine, localizeJobTimings } from './localize-job/localize-job.machine';
import { localizeJobMessages } from './localize-job/localize-job.messages';
import type { LocalizeJobOutput } from './localize-job/localize-job.types';
import { localizeJobView } from './localize-job/localize-job.view';
import { notProvided } from '../shared/not-provided';
import { clampPercent } from '../shared/audio-sample';
import { onUploadProgress, reportUploadProgress, trackUploadProgress } from '../shared/upload-progress';
import { localizeMessages } from './localize.messages';
import { isLocalizableVideo, isReadyToLocalize, targetLanguagesOf } from './localize.rules';
import {
  canSplitRow,
  changeRow,
  heardPauses,
  mergeRows,
  rowsAreLocalizable,
  rowsText,
  splitRow,
  transcriptRows,
} from './localize.segments';
import type {
  CreatedLocalizationJob,
  CreateLocalizationJobInput,
  LocalizeContext,
  LocalizeEvent,
  LocalizeInput,
  TranscribedVideo,
  TranscribeVideoInput,
  TranslatedSegments,
  TranslateSegmentsInput,
} from './localize.types';

/** The spec's defaults (part 1 §3, §9): source 'auto', target es. */
export const localizeDefaults = { sourceLanguage: 'auto', targetLanguage: 'es' } as const;

/** 'Failed to create localization job: …' is cleared after 5 s (part 1 §9). */
export const localizeErrorClearDelay = localizeJobTimings.errorClearDelay;

/** The default target, or the first offered one when the default is the source. */
function initialTarget(
  context: Pick<LocalizeContext, 'languages' | 'sourceLanguage' | 'defaultTargetLanguage'>,
) {
  const targets = targetLanguagesOf(context.languages, context.sourceLanguage);
  return targets.some((language) => language.code === context.defaultTargetLanguage)
    ? context.defaultTargetLanguage
    : (targets[0]?.code ?? context.defaultTargetLanguage);
}

/** Every input the user gave, as at the start. */
const clearedInputs = (context: LocalizeContext) => ({
  file: null,
  uploadPercent: 0,
  videoFile: null,
  transcription: '',
  segments: [],
  pauses: [],
  segmentsEdited: false,
  translations: null,
  targetLanguage: initialTarget(context),
  jobId: null,
  job: null,
  notice: null,
  error: null,
});

/** The job's rows: sent when the creator edited them or reviewed their translation (else the server times the text). */
function jobRows(context: LocalizeContext): CreateLocalizationJobInput['segments'] {
  if (context.segments.length === 0 || (!context.segmentsEdited && context.translations === null))
    return undefined;
  return context.segments.map((row, index) => ({
    start: row.start,
    end: row.end,
    text: row.text.trim(),
    ...(context.translations ? { translation: (context.translations[index] ?? '').trim() } : {}),
  }));
}

/** Step 2's row edits and the review, in every state where step 2 takes input. */
const rowEditing = {
  'segment.change': { actions: 'changeSegment' },
  'segment.merge': { guard: 'hasNextRow', actions: 'mergeSegments' },
  'segment.split': { guard: 'canSplit', actions: 'splitSegment' },
  'translation.change': { guard: 'hasTranslations', actions: 'changeTranslation' },
  'translation.review': { guard: 'canReview', target: '#localize.edit.reviewing', actions: 'startReview' },
} as const;

/** Reads a snapshot's state value without `matches`, so a fake child's snapshot cannot break a guard. */
function valueOf(snapshot: unknown): unknown {
  return (snapshot as { value?: unknown } | null)?.value;
}

/**
 * Whether a child snapshot is the job poll's (a state value and its context). Logic an app or a
 * test provides instead of the machine (a promise, say) reports snapshots without them: ignored.
 */
function isJobPollSnapshot(snapshot: unknown): snapshot is SnapshotFrom<typeof localizeJobMachine> {
  const candidate = snapshot as { value?: unknown; context?: unknown } | null;
  return (
    candidate?.value !== undefined &&
    typeof candidate.context === 'object' &&
    candidate.context !== null &&
    'progressText' in candidate.context
  );
}

export const localizeMachine = setup({
  types: {
    context: {} as LocalizeContext,
    input: {} as LocalizeInput,
    events: {} as LocalizeEvent,
    children: {} as { localizeJob: 'localizeJob' },
  },
  actors: {
    transcribeVideo: notProvided<TranscribedVideo, TranscribeVideoInput>('transcribeVideo'),
    createLocalizationJob: notProvided<CreatedLocalizationJob, CreateLocalizationJobInput>(
      'createLocalizationJob',
    ),
    translateSegments: notProvided<TranslatedSegments, TranslateSegmentsInput>('translateSegments'),
    localizeJob: localizeJobMachine,
  },
  actions: {
    chooseFile: assign(({ context, event }) => {
      assertEvent(event, 'file.choose');
      return { ...clearedInputs(context), targetLanguage: context.targetLanguage, file: event.file };
    }),
    showNotAVideo: assign({ error: localizeMessages.notAVideo, notice: null }),
    startTranscription: assign({ uploadPercent: 0, error: null, notice: null }),
    trackProgress: trackUploadProgress<LocalizeContext, LocalizeEvent>((percent) => ({
      uploadPercent: clampPercent(percent),
    })),
    keepTranscription: assign((_, transcribed: TranscribedVideo) => ({
      transcription: transcribed.text,
      segments: transcriptRows(transcribed.segments),
      pauses: heardPauses(transcriptRows(transcribed.segments)),
      segmentsEdited: false,
      translations: null,
      videoFile: transcribed.videoFile,
      uploadPercent: 100,
      error: null,
    })),
    showTranscriptionFailed: assign({ error: localizeMessages.transcriptionFailed, uploadPercent: 0 }),
    editText: assign(({ event }) => {
      assertEvent(event, 'text.change');
      return { transcription: event.text };
    }),
    chooseTarget: assign(({ context, event }) => {
      assertEvent(event, 'target.choose');
      // Translations are for one language: another target drops them.
      return {
        targetLanguage: event.code,
        translations: event.code === context.targetLanguage ? context.translations : null,
      };
    }),
    changeSegment: assign(({ context, event }) => {
      assertEvent(event, 'segment.change');
      const segments = changeRow(context.segments, event.index, event.text);
      return { segments, segmentsEdited: true, transcription: rowsText(segments) };
    }),
    mergeSegments: assign(({ context, event }) => {
      assertEvent(event, 'segment.merge');
      const segments = mergeRows(context.segments, event.index);
      const translations = context.translations
        ? mergeRows(
            context.translations.map((text) => ({ start: 0, end: 0, text })),
            event.index,
          ).map((row) => row.text)
        : null;
      return { segments, segmentsEdited: true, transcription: rowsText(segments), translations };
    }),
    splitSegment: assign(({ context, event }) => {
      assertEvent(event, 'segment.split');
      const segments = splitRow(context.segments, event.index, event.at, context.pauses);
      // A translation cannot be cut where the original was: the rows are reviewed again.
      return { segments, segmentsEdited: true, transcription: rowsText(segments), translations: null };
    }),
    startReview: assign({ error: null, notice: null }),
    keepTranslations: assign(({ context }, translated: TranslatedSegments) => ({
      translations: context.segments.map((_, index) => translated.translations[index] ?? ''),
    })),
    showReviewFailed: assign((_, error: unknown) => ({ error: localizeMessages.reviewFailedWith(error) })),
    changeTranslation: assign(({ context, event }) => {
      assertEvent(event, 'translation.change');
      return {
        translations: (context.translations ?? []).map((text, index) =>
          index === event.index ? event.text : text,
        ),
      };
    }),
    clearMessages: assign({ error: null, notice: null }),
    startJob: assign({ error: null, notice: null, jobId: null, job: null }),
    keepJob: assign((_, created: CreatedLocalizationJob) => ({
      jobId: created.jobId,
      notice: localizeMessages.jobCreated,
    })),
    showCreateFailed: assign((_, error: unknown) => ({ error: localizeMessages.createFailedWith(error) })),
    /** The poll's texts, as its view gives them. */
    followJob: assign(({ context }, snapshot: SnapshotFrom<typeof localizeJobMachine>) => {
      const job = localizeJobView(snapshot);
      return {
        job,
        notice: job.phase === 'running' ? context.notice : job.notice,
        error: job.error,
      };
    }),
    /** The poll ended without a result (a final snapshot is not relayed, so the notice is set here). */
    endJob: assign((_, output: LocalizeJobOutput) => ({
      jobId: null,
      job: null,
      error: null,
      notice:
        output.outcome === 'timedOut'
          ? localizeJobMessages.timedOut
          : output.outcome === 'canceled'
            ? localizeJobMessages.canceled
            : null,
    })),
    passCancel: sendTo('localizeJob', { type: 'job.cancel' }),
    resetAll: assign(({ context }) => clearedInputs(context)),
  },
  guards: {
    isVideo: ({ event }) => {
      assertEvent(event, 'file.choose');
      return event.file !== null && isLocalizableVideo(event.file);
    },
    isCancelledChoice: ({ event }) => {
      assertEvent(event, 'file.choose');
      return event.file === null;
    },
    isOfferedTarget: ({ context, event }) => {
      assertEvent(event, 'target.choose');
      return targetLanguagesOf(context.languages, context.sourceLanguage).some(
        (language) => language.code === event.code,
      );
    },
    hasText: ({ context }) => isReadyToLocalize(context),
    hasNextRow: ({ context, event }) => {
      assertEvent(event, 'segment.merge');
      return event.index >= 0 && event.index + 1 < context.segments.length;
    },
    canSplit: ({ context, event }) => {
      assertEvent(event, 'segment.split');
      return canSplitRow(context.segments, event.index, event.at);
    },
    hasTranslations: ({ context }) => context.translations !== null,
    canReview: ({ context }) => rowsAreLocalizable(context.segments),
    jobIs: (_, params: { snapshot: unknown; value: string }) =>
      isJobPollSnapshot(params.snapshot) && valueOf(params.snapshot) === params.value,
    isJobPoll: (_, snapshot: unknown) => isJobPollSnapshot(snapshot),
    endedBy: (_, params: { output: LocalizeJobOutput; outcomes: readonly string[] }) =>
      params.outcomes.includes(params.output.outcome),
  },
  delays: {
    errorClearDelay: localizeErrorClearDelay,
  },
}).createMachine({
  id: 'localize',
  context: ({ input }) => {
    const base = {
      languages: [...input.languages],
      sourceLanguage: input.sourceLanguage ?? localizeDefaults.sourceLanguage,
      defaultTargetLanguage: input.defaultTargetLanguage ?? localizeDefaults.targetLanguage,
    };
    return { ...base, ...clearedInputs({ ...base } as LocalizeContext) };
  },
  initial: 'upload',
  states: {
    /** Step 1: choose a video, preview it. */
    upload: {
      initial: 'empty',
      on: {
        'file.choose': [
          { guard: 'isCancelledChoice' },
          { guard: 'isVideo', target: '.chosen', actions: 'chooseFile' },
          { actions: 'showNotAVideo' },
        ],
      },
      states: {
        empty: {},
        chosen: {
          on: { 'transcription.start': { target: '#localize.transcribing', actions: 'startTranscription' } },
        },
      },
    },
    /** Step 1 under the overlay 'Extracting and transcribing audio...'. */
    transcribing: {
      on: onUploadProgress,
      invoke: {
        id: 'transcribeVideo',
        src: 'transcribeVideo',
        input: ({ context, self }) => ({
          file: context.file as NonNullable<LocalizeContext['file']>,
          sourceLanguage: context.sourceLanguage,
          reportProgress: reportUploadProgress(self),
        }),
        onDone: {
          target: 'edit',
          actions: { type: 'keepTranscription', params: ({ event }) => event.output },
        },
        onError: { target: 'upload.chosen', actions: 'showTranscriptionFailed' },
      },
    },
    /** Step 2: edit the transcription, pick the target. */
    edit: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...rowEditing,
            'text.change': { actions: 'editText' },
            'target.choose': { guard: 'isOfferedTarget', actions: 'chooseTarget' },
            'wizard.back': { target: '#localize.upload.chosen', actions: 'clearMessages' },
            'localize.start': { guard: 'hasText', target: 'creatingJob', actions: 'startJob' },
          },
        },
        /** Under the overlay 'Creating localization job...'. */
        creatingJob: {
          invoke: {
            id: 'createLocalizationJob',
            src: 'createLocalizationJob',
            input: ({ context }) => ({
              videoFile: context.videoFile ?? '',
              sourceLanguage: context.sourceLanguage,
              targetLanguage: context.targetLanguage,
              sourceText: context.transcription.trim(),
              segments: jobRows(context),
            }),
            onDone: {
              target: '#localize.localizing',
              actions: { type: 'keepJob', params: ({ event }) => event.output },
            },
            onError: {
              target: 'createFailed',
              actions: {
                type: 'showCreateFailed',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
        /** 'Review translation' under the overlay 'Translating the transcript...'. */
        reviewing: {
          invoke: {
            id: 'translateSegments',
            src: 'translateSegments',
            input: ({ context }) => ({
              videoFile: context.videoFile ?? '',
              sourceLanguage: context.sourceLanguage,
              targetLanguage: context.targetLanguage,
              segments: context.segments.map((row) => ({ ...row, text: row.text.trim() })),
            }),
            onDone: {
              target: 'editing',
              actions: { type: 'keepTranslations', params: ({ event }) => event.output },
            },
            onError: {
              target: 'reviewFailed',
              actions: {
                type: 'showReviewFailed',
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
            },
          },
        },
        /** 'Translation failed: …' for 5 s; the rows stay editable and the review can be tried again. */
        reviewFailed: {
          after: { errorClearDelay: { target: 'editing', actions: 'clearMessages' } },
          on: {
            ...rowEditing,
            'text.change': { actions: 'editText' },
            'target.choose': { guard: 'isOfferedTarget', actions: 'chooseTarget' },
            'wizard.back': { target: '#localize.upload.chosen', actions: 'clearMessages' },
            'localize.start': { guard: 'hasText', target: 'creatingJob', actions: 'startJob' },
          },
        },
        /** 'Failed to create localization job: …' for 5 s; the form stays usable. */
        createFailed: {
          after: { errorClearDelay: { target: 'editing', actions: 'clearMessages' } },
          on: {
            ...rowEditing,
            'text.change': { actions: 'editText' },
            'target.choose': { guard: 'isOfferedTarget', actions: 'chooseTarget' },
            'wizard.back': { target: '#localize.upload.chosen', actions: 'clearMessages' },
            'localize.start': { guard: 'hasText', target: 'creatingJob', actions: 'startJob' },
          },
        },
      },
    },
    /** The job runs (overlay), failed (step 2 with its text) or completed (step 3). */
    localizing: {
      initial: 'processing',
      invoke: {
        id: 'localizeJob',
        src: 'localizeJob',
        input: ({ context }) => ({ jobId: context.jobId ?? '' }),
        onSnapshot: [
          {
            guard: {
              type: 'jobIs',
              params: ({ event }: { event: { snapshot: unknown } }) => ({
                snapshot: event.snapshot,
                value: 'completed',
              }),
            },
            target: '.result',
            actions: { type: 'followJob', params: ({ event }) => event.snapshot },
          },
          {
            guard: {
              type: 'jobIs',
              params: ({ event }: { event: { snapshot: unknown } }) => ({
                snapshot: event.snapshot,
                value: 'failed',
              }),
            },
            target: '.failed',
            actions: { type: 'followJob', params: ({ event }) => event.snapshot },
          },
          {
            guard: {
              type: 'isJobPoll',
              params: ({ event }: { event: { snapshot: unknown } }) => event.snapshot,
            },
            actions: { type: 'followJob', params: ({ event }) => event.snapshot },
          },
        ],
        onDone: {
          guard: {
            type: 'endedBy',
            params: ({ event }) => ({
              output: event.output,
              outcomes: ['failureCleared', 'timedOut', 'canceled'],
            }),
          },
          target: '#localize.edit.editing',
          actions: { type: 'endJob', params: ({ event }) => event.output },
        },
      },
      states: {
        /** The full-screen overlay with the job's progress, its percentage and time left, and Cancel. */
        processing: {
          on: {
            'overlay.dismiss': { target: 'background' },
            'job.cancel': { actions: 'passCancel' },
          },
        },
        /** Ours (issue 25): the overlay put away; step 2 shows the job's progress (and Cancel) under its rows. */
        background: {
          on: {
            'overlay.show': { target: 'processing' },
            'job.cancel': { actions: 'passCancel' },
          },
        },
        /** 'Localization failed: …' on step 2 until the poll clears it; Localize Video tries again. */
        failed: {
          on: {
            ...rowEditing,
            'text.change': { actions: 'editText' },
            'target.choose': { guard: 'isOfferedTarget', actions: 'chooseTarget' },
            'wizard.back': { target: '#localize.upload.chosen', actions: 'clearMessages' },
            'localize.start': { guard: 'hasText', target: '#localize.edit.creatingJob', actions: 'startJob' },
          },
        },
        /** Step 3: the player, the download, 'Localize Another Video'. */
        result: {
          on: { 'wizard.reset': { target: '#localize.upload.empty', actions: 'resetAll' } },
        },
      },
    },
  },
});

export type LocalizeMachine = typeof localizeMachine;
export type LocalizeSnapshot = SnapshotFrom<typeof localizeMachine>;
export type LocalizeActorRef = ActorRefFrom<typeof localizeMachine>;
