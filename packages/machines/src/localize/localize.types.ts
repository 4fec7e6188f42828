// The localize wizard's data (spec part 1 §2 Localize, §3 "Localization job", §5): the languages
// the app passes in (the api-client owns the list), the machine's input, context and events, and
// the inputs and outputs of the actors the app provides (transcribe, create the job, the poll).
import type { LocalizedVideo } from './localize-job/localize-job.types';
import type { LocalizeJobView } from './localize-job/localize-job.view';
import type { VideoFile } from '../video/video-upload/video-upload.rules';
import type { UploadProgressEvent } from '../shared/upload-progress';

export type { VideoFile };

export interface LocalizeLanguage {
  code: string;
  name: string;
}

export interface LocalizeInput {
  /** Every localization language (part 1 §3), in the spec's order. */
  languages: readonly LocalizeLanguage[];
  /** 'auto' (the spec's); excluded from the targets when it names a language. */
  sourceLanguage?: string;
  /** 'es' (the spec's). */
  defaultTargetLanguage?: string;
}

export interface LocalizeContext {
  languages: LocalizeLanguage[];
  sourceLanguage: string;
  defaultTargetLanguage: string;
  /** The chosen video (the preview plays it). */
  file: VideoFile | null;
  /** 0–100 of the transcription request's bytes sent. */
  uploadPercent: number;
  /** The server's reference to the uploaded video, sent back when the job is created. */
  videoFile: string | null;
  /** The editable transcription (with rows: their texts, a row a line). */
  transcription: string;
  /** Ours (issue 25): the transcript as timed rows, when the server answered them; empty otherwise. */
  segments: TranscriptRow[];
  /** The pauses between the rows as transcribed: a split snaps to the nearest (localize.segments.ts). */
  pauses: { start: number; end: number }[];
  /** Whether the creator changed, merged or split a row (the job is then sent the rows). */
  segmentsEdited: boolean;
  /** 'Review translation': one editable translation per row, for the target chosen; null before a review. */
  translations: string[] | null;
  targetLanguage: string;
  jobId: string | null;
  /** What the job poll shows (copied from its snapshots); null before the job exists. */
  job: LocalizeJobView | null;
  /** 'Localization job created! …', the poll's completed or time-out notice. */
  notice: string | null;
  error: string | null;
}

export interface TranscribeVideoInput {
  file: VideoFile;
  sourceLanguage: string;
  /** 0–100 of the request's bytes. */
  reportProgress: (percent: number) => void;
}

/** Ours (issue 25): one stretch of the source video's speech, seconds from its start, and its words. */
export interface TranscriptRow {
  start: number;
  end: number;
  text: string;
}

/** The transcription and the server's reference to the stored video (and its timed rows, when answered). */
export interface TranscribedVideo {
  text: string;
  videoFile: string;
  segments?: TranscriptRow[];
}

/** A row sent with the job: its reviewed translation is spoken as it is. */
export interface EditedRow extends TranscriptRow {
  translation?: string;
}

export interface CreateLocalizationJobInput {
  videoFile: string;
  sourceLanguage: string;
  targetLanguage: string;
  sourceText: string;
  /** The rows, when the creator edited them or reviewed their translation; otherwise the server times the text. */
  segments?: EditedRow[];
}

/** 'Review translation': the rows of the transcribed video to translate. */
export interface TranslateSegmentsInput {
  videoFile: string;
  sourceLanguage: string;
  targetLanguage: string;
  segments: TranscriptRow[];
}

export interface TranslatedSegments {
  /** One per row, in order. */
  translations: string[];
}

export interface CreatedLocalizationJob {
  jobId: string;
}

export type { LocalizedVideo };

export type LocalizeEvent =
  /** A file picked or dropped (null when the picker was cancelled). */
  | { type: 'file.choose'; file: VideoFile | null }
  /** 'Transcribe Video'. */
  | { type: 'transcription.start' }
  /** From the transcribe actor's reportProgress. */
  | UploadProgressEvent
  /** The transcription edited. */
  | { type: 'text.change'; text: string }
  /** A target picked in 'Search language...'. */
  | { type: 'target.choose'; code: string }
  /** Ours (issue 25): a row's text edited. */
  | { type: 'segment.change'; index: number; text: string }
  /** A row merged with the next one. */
  | { type: 'segment.merge'; index: number }
  /** A row split at the text cursor (`at`: characters before it). */
  | { type: 'segment.split'; index: number; at: number }
  /** 'Review translation'. */
  | { type: 'translation.review' }
  /** A reviewed translation edited. */
  | { type: 'translation.change'; index: number; text: string }
  /** 'Back' on Edit & Localize. */
  | { type: 'wizard.back' }
  /** 'Localize Video'. */
  | { type: 'localize.start' }
  /** 'Localize Another Video'. */
  | { type: 'wizard.reset' }
  /** Ours (issue 25): the job's overlay put away (the job goes on, its progress shown on step 2) or shown again. */
  | { type: 'overlay.dismiss' }
  | { type: 'overlay.show' }
  /** Ours (issue 25): Cancel the running job. */
  | { type: 'job.cancel' };
