// The transcript's timed rows on Edit & Localize (issue 25) as pure edits: change a row's text, merge a row with the
// next one, split a row at the text cursor (at the pause the transcription heard nearest the point the text's
// proportions give, else at that point), and the rows as one transcription. Reviewed translations follow the rows: a merge joins them; a split leaves them to review again.
import type { TranscriptRow } from './localize.types';

/** The rows' texts as one transcription, a row a line. */
export function rowsText(rows: readonly TranscriptRow[]): string {
  return rows.map((row) => row.text.trim()).join('\n');
}

/** A silence the transcription heard between two stretches of speech: from where one ends to where the next starts. */
export interface HeardPause {
  start: number;
  end: number;
}

/** A split snaps to a heard pause at most this far from the point the text's proportions give (seconds). */
export const SPLIT_SNAP_SECONDS = 1.5;

/** The pauses between the transcription's rows, as it answered them. */
export function heardPauses(rows: readonly TranscriptRow[]): HeardPause[] {
  return rows.slice(1).flatMap((row, index) => {
    const before = rows[index]!;
    return row.start >= before.end ? [{ start: before.end, end: row.start }] : [];
  });
}

/**
 * Rows worth showing: the transcript's segments with words in them, in order; one that runs into the next ends where
 * the next starts (the server takes rows that do not overlap).
 */
export function transcriptRows(segments: readonly TranscriptRow[] | undefined): TranscriptRow[] {
  const rows = (segments ?? [])
    .filter((segment) => /[\p{L}\p{N}]/u.test(segment.text) && segment.end > segment.start)
    .map((segment) => ({ start: segment.start, end: segment.end, text: segment.text.trim() }))
    .sort((a, b) => a.start - b.start);
  return rows
    .map((row, index) => {
      const next = rows[index + 1];
      return next && row.end > next.start ? { ...row, end: next.start } : row;
    })
    .filter((row) => row.end > row.start);
}

export function changeRow(rows: readonly TranscriptRow[], index: number, text: string): TranscriptRow[] {
  return rows.map((row, at) => (at === index ? { ...row, text } : row));
}

/** Row `index` and the next one as one row from the first's start to the second's end; unchanged without a next. */
export function mergeRows(rows: readonly TranscriptRow[], index: number): TranscriptRow[] {
  const first = rows[index];
  const second = rows[index + 1];
  if (!first || !second) return [...rows];
  const merged = { start: first.start, end: second.end, text: joinTexts(first.text, second.text) };
  return [...rows.slice(0, index), merged, ...rows.slice(index + 2)];
}

export function joinTexts(first: string, second: string): string {
  return [first.trim(), second.trim()].filter((text) => text !== '').join(' ');
}

/** Whether row `index` can be split at `at`: words on both sides of the cursor. */
export function canSplitRow(rows: readonly TranscriptRow[], index: number, at: number): boolean {
  const row = rows[index];
  if (!row) return false;
  const words = /[\p{L}\p{N}]/u;
  return words.test(row.text.slice(0, at)) && words.test(row.text.slice(at)) && row.end > row.start;
}

/**
 * Row `index` as two rows at character `at`. Speech runs at a fairly even pace, so the characters on each side give
 * a point in time; when the transcription heard a pause inside the row near it (within SPLIT_SNAP_SECONDS), the
 * first row ends where that pause starts and the second starts where it ends (a row merged by mistake splits back
 * to its heard times); otherwise both meet at the point, to the millisecond. Unchanged when the cursor has no words
 * on one side.
 */
export function splitRow(
  rows: readonly TranscriptRow[],
  index: number,
  at: number,
  pauses: readonly HeardPause[] = [],
): TranscriptRow[] {
  if (!canSplitRow(rows, index, at)) return [...rows];
  const row = rows[index]!;
  const before = row.text.slice(0, at).trim();
  const after = row.text.slice(at).trim();
  const share = before.length / (before.length + after.length);
  const point = Math.round((row.start + (row.end - row.start) * share) * 1000) / 1000;
  const distance = (pause: HeardPause) =>
    point < pause.start ? pause.start - point : point > pause.end ? point - pause.end : 0;
  const pause = pauses
    .filter((candidate) => candidate.start > row.start && candidate.end < row.end)
    .filter((candidate) => distance(candidate) <= SPLIT_SNAP_SECONDS)
    .sort((a, b) => distance(a) - distance(b))[0];
  return [
    ...rows.slice(0, index),
    { start: row.start, end: pause ? pause.start : point, text: before },
    { start: pause ? pause.end : point, end: row.end, text: after },
    ...rows.slice(index + 1),
  ];
}

/** Whether every row has words (the job and the review refuse an empty row). */
export function rowsAreLocalizable(rows: readonly TranscriptRow[]): boolean {
  return rows.length > 0 && rows.every((row) => row.text.trim() !== '');
}
