// The dubbing editor's data (ours, issue 25): a finished localization's segments as the app hands them over
// (GET /api/localization/jobs/{jobId}/segments), one regeneration's status answers, the machine's input and context.

/** One segment of the finished dub and the timing fit it got. */
export interface DubSegment {
  index: number;
  /** The original sentence and where it was said, seconds. */
  text: string;
  sourceStart: number;
  sourceEnd: number;
  translation: string;
  /** ≥ 1: how much the speech was sped up. */
  tempo: number;
  /** ≥ 1: how much the video under it was slowed. */
  videoStretch: number;
}

export type RegenerationStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** One answer about a regeneration. */
export interface RegenerationCheck {
  id: string;
  segmentIndex: number;
  status: RegenerationStatus;
  progress: string | null;
  errorMessage: string | null;
}

/** What loading the editor answers: the segments and the latest regeneration (a running one is followed). */
export interface DubSegments {
  segments: DubSegment[];
  regeneration: RegenerationCheck | null;
}

export interface LoadDubSegmentsInput {
  jobId: string;
}

export interface StartRegenerationInput {
  jobId: string;
  index: number;
  translation: string;
}

export interface StartedRegeneration {
  regenerationId: string;
}

export interface CheckRegenerationInput {
  jobId: string;
  regenerationId: string;
}

export interface DubEditorInput {
  jobId: string;
}

export type DubEditorEvent =
  | { type: 'segment.edit'; index: number; translation: string }
  | { type: 'segment.regenerate'; index: number }
  | { type: 'editor.retry' };

export interface DubEditorContext {
  jobId: string;
  segments: DubSegment[];
  /** The translation in each segment's box, by index (what Regenerate sends). */
  drafts: Record<number, string>;
  /** The segment being spoken again, and its regeneration. */
  regeneratingIndex: number | null;
  regenerationId: string | null;
  progressText: string | null;
  error: string | null;
  notice: string | null;
  /** Goes up by one each time the result was replaced (the player loads it again). */
  resultVersion: number;
  checks: number;
}
