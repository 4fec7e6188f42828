// Where each sentence of the edited text starts in the original video (seconds). From the transcription's segments
// when they still line up with the text (the text is unedited, or has as many sentences as there are segments);
// otherwise from the speech stretches silence detection found: with at least as many stretches as sentences the
// stretches are grouped by the sentences' lengths, with fewer the sentences are spread over the speech time in
// proportion to their lengths.
import type { TranscriptSegment } from '../engines/transcription/transcription-engine';
import type { TimeSpan } from '../media/analysis/clip-planner';
import { splitSentences } from '../media/subtitles/sentences';

export interface PlacedSentence {
  text: string;
  /** Where the original sentence starts, seconds from the video's start. */
  start: number;
}

/** 'edited': the rows the creator edited, at their own times (edited-segments.ts). */
export type StartsSource = 'transcript' | 'silence' | 'edited';

/** The sentences with their starts from the transcript, or null when the text no longer lines up with it. */
export function sentencesFromTranscript(
  editedText: string,
  transcriptText: string,
  segments: readonly TranscriptSegment[],
): PlacedSentence[] | null {
  if (segments.length === 0) return null;
  if (editedText.replace(/\s+/g, ' ').trim() === transcriptText.replace(/\s+/g, ' ').trim()) {
    return segments
      .filter((segment) => /[\p{L}\p{N}]/u.test(segment.text))
      .map((segment) => ({ text: segment.text.replace(/\s+/g, ' ').trim(), start: segment.start }));
  }
  const sentences = splitSentences(editedText);
  if (sentences.length !== segments.length) return null;
  return sentences.map((text, index) => ({ text, start: segments[index]!.start }));
}

/** The sentences placed on the speech stretches silence detection found (see the module comment). */
export function sentencesFromSpeech(
  editedText: string,
  stretches: readonly TimeSpan[],
  durationSeconds: number,
): PlacedSentence[] {
  const sentences = splitSentences(editedText);
  const runs = stretches.length > 0 ? [...stretches] : [{ startSeconds: 0, endSeconds: durationSeconds }];
  if (sentences.length === 0) return [];
  if (runs.length >= sentences.length) {
    const starts = groupStarts(runs, sentences);
    return sentences.map((text, index) => ({ text, start: starts[index]! }));
  }
  // Fewer stretches than sentences: the speech time, stretch after stretch, shared by character count.
  const speechSeconds = runs.reduce((sum, run) => sum + (run.endSeconds - run.startSeconds), 0);
  const totalCharacters = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  let charactersBefore = 0;
  return sentences.map((text) => {
    let offset = (speechSeconds * charactersBefore) / totalCharacters;
    charactersBefore += text.length;
    for (const run of runs) {
      const length = run.endSeconds - run.startSeconds;
      if (offset < length) return { text, start: run.startSeconds + offset };
      offset -= length;
    }
    return { text, start: runs[runs.length - 1]!.endSeconds };
  });
}

/**
 * Splits the stretches, in order, into one group per sentence so that each group's share of the speaking time is
 * closest to its sentence's share of the characters (least squares, by dynamic programming); answers each group's
 * first start. Which pauses end sentences follows from the text's lengths, not from small differences in pauses.
 */
function groupStarts(runs: readonly TimeSpan[], sentences: readonly string[]): number[] {
  const count = sentences.length;
  const origin = runs[0]!.startSeconds;
  const total = runs[runs.length - 1]!.endSeconds - origin || 1;
  const characters = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  const share = sentences.map((sentence) => sentence.length / characters);
  // cost[k][j]: the best cost of the first k sentences over the first j stretches; from[k][j]: where group k starts.
  const cost = Array.from({ length: count + 1 }, () => new Float64Array(runs.length + 1).fill(Infinity));
  const from = Array.from({ length: count + 1 }, () => new Int32Array(runs.length + 1));
  cost[0]![0] = 0;
  for (let k = 1; k <= count; k++) {
    for (let j = k; j <= runs.length - (count - k); j++) {
      for (let i = k - 1; i < j; i++) {
        const before = cost[k - 1]![i]!;
        if (before === Infinity) continue;
        // The group of stretches i..j-1 lasts from its first start to the next group's start (or the last end).
        const groupEnd = j < runs.length ? runs[j]!.startSeconds : runs[runs.length - 1]!.endSeconds;
        const seconds = (groupEnd - runs[i]!.startSeconds) / total;
        const value = before + (seconds - share[k - 1]!) ** 2;
        if (value < cost[k]![j]!) {
          cost[k]![j] = value;
          from[k]![j] = i;
        }
      }
    }
  }
  const starts: number[] = new Array<number>(count);
  let j = runs.length;
  for (let k = count; k >= 1; k--) {
    const i = from[k]![j]!;
    starts[k - 1] = runs[i]!.startSeconds;
    j = i;
  }
  return starts;
}
