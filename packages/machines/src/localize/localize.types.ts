// The localize wizard's data (spec part 1 §2 Localize, §3 "Localization job", §5): the languages
// the app passes in (the api-client owns the list), the machine's input, context and events, and
// the inputs and outputs of the actors the app provides (transcribe, create the job, the poll).
import type { LocalizedVideo } from '../localize-job/localize-job.types';
import type { LocalizeJobView } from '../localize-job/localize-job.view';
import type { VideoFile } from '../video-upload/video-upload.rules';

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
  /** The editable transcription. */
  transcription: string;
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

/** The transcription and the server's reference to the stored video. */
export interface TranscribedVideo {
  text: string;
  videoFile: string;
}

export interface CreateLocalizationJobInput {
  videoFile: string;
  sourceLanguage: string;
  targetLanguage: string;
  sourceText: string;
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
  | { type: 'transcription.progress'; percent: number }
  /** The transcription edited. */
  | { type: 'text.change'; text: string }
  /** A target picked in 'Search language...'. */
  | { type: 'target.choose'; code: string }
  /** 'Back' on Edit & Localize. */
  | { type: 'wizard.back' }
  /** 'Localize Video'. */
  | { type: 'localize.start' }
  /** 'Localize Another Video'. */
  | { type: 'wizard.reset' };
