// The timed segments a localization job keeps (issue 25), stored as the job's `timing`: per spoken sentence its
// original stretch (start, end), its text and translation, where its dub plays in the result (outputStart,
// outputEnd) and the timing fit applied (tempo: speed-up; videoStretch: how much the video under it was slowed).
// From them come the result's subtitle track and the SRT/WebVTT downloads: the original cues at the original
// times (they caption the uploaded video), the translated ones where the dub speaks them in the result.
import type { SubtitleCue } from '../media/subtitles/subtitle-files';
import type { TranscriptSegment } from '../engines/transcription/transcription-engine';

export interface LocalizedSegment {
  text: string;
  translation: string;
  sourceStart: number;
  /** Missing on jobs finished before issue 25 (the next segment's start stands in). */
  sourceEnd?: number;
  outputStart: number;
  /** Missing on jobs finished before issue 25 (outputStart + speechSeconds / tempo stands in). */
  outputEnd?: number;
  speechSeconds: number;
  tempo: number;
  videoStretch: number;
}

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Where each sentence (by its start) ends in the original: the transcript segment starting there when there is one
 * (the text was not re-cut), else where the next sentence starts, the last one at the video's end.
 */
export function sentenceEnds(
  starts: readonly number[],
  segments: readonly TranscriptSegment[],
  videoSeconds: number,
): number[] {
  return starts.map((start, index) => {
    const next = index + 1 < starts.length ? starts[index + 1]! : videoSeconds;
    const heard = segments.find((segment) => Math.abs(segment.start - start) < 0.001);
    return rounded(Math.max(start, Math.min(heard ? heard.end : next, Math.max(next, start))));
  });
}

/** The job's segments as cues: 'original' at the original video's times, 'translated' at the result's. */
export function segmentCues(
  segments: readonly LocalizedSegment[],
  track: 'original' | 'translated',
): SubtitleCue[] {
  return segments.map((segment, index) => {
    if (track === 'translated') {
      const end = segment.outputEnd ?? segment.outputStart + segment.speechSeconds / (segment.tempo || 1);
      return { start: segment.outputStart, end, text: segment.translation };
    }
    const end =
      segment.sourceEnd ?? segments[index + 1]?.sourceStart ?? segment.sourceStart + segment.speechSeconds;
    return { start: segment.sourceStart, end, text: segment.text };
  });
}
