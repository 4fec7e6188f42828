// The rows a creator edited on Edit & Localize (issue 25): checked against the video they came from, and kept on the
// job until it runs. A job created with rows stores them in its `timing` (no column of their own); the pipeline
// reads them back while the job has not completed, and on completion `timing` becomes the job's localized segments
// (localize-segments.ts), as for every job.
import type { EditedSegment } from '@twin/api-client';
import { HttpError } from '../http/http-error';
import { localizeMessages } from './localize-messages';

/** A row may end this far past the video's measured length (the transcription's rounding), no further. */
const END_TOLERANCE_SECONDS = 0.05;

/** The rows as the job keeps them: times rounded to the millisecond, texts with their spaces folded. */
export interface KeptEditedSegment {
  start: number;
  end: number;
  text: string;
  translation?: string;
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;
const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The rows, checked to lie inside the video (the contract already checked order, overlap, count and lengths); 400
 * otherwise.
 */
export function checkedEditedSegments(
  segments: readonly EditedSegment[],
  videoSeconds: number,
): KeptEditedSegment[] {
  if (segments.some((segment) => segment.end > videoSeconds + END_TOLERANCE_SECONDS)) {
    throw new HttpError(400, localizeMessages.segmentsOutsideVideo);
  }
  return segments.map((segment) => ({
    start: rounded(segment.start),
    end: rounded(Math.min(segment.end, videoSeconds)),
    text: folded(segment.text),
    ...(segment.translation !== undefined ? { translation: folded(segment.translation) } : {}),
  }));
}

/** The rows' texts as one transcription (the job's `source_text`). */
export function editedSegmentsText(segments: readonly KeptEditedSegment[]): string {
  return segments.map((segment) => segment.text).join('\n');
}

/** The edited rows a job not yet completed was created with; null when it was created from the text alone. */
export function editedSegmentsOf(job: {
  status: string;
  timing: unknown[] | null;
}): KeptEditedSegment[] | null {
  if (job.status === 'completed' || !job.timing || job.timing.length === 0) return null;
  const rows = job.timing as Partial<KeptEditedSegment>[];
  const valid = rows.every(
    (row) => typeof row.start === 'number' && typeof row.end === 'number' && typeof row.text === 'string',
  );
  return valid ? (rows as KeptEditedSegment[]) : null;
}

/** The translations the creator reviewed, one per row; null when the job is to translate them itself. */
export function reviewedTranslations(segments: readonly KeptEditedSegment[]): string[] | null {
  return segments.every((segment) => typeof segment.translation === 'string')
    ? segments.map((segment) => segment.translation!)
    : null;
}
