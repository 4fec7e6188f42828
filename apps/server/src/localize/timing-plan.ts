// The timing strategy of the dub (see CONTEXT.md): each dubbed sentence starts where its original sentence started.
// A sentence has until the next one starts (the last one until the video ends). Speech that fits is placed as it
// is; speech up to 1.2× too long is sped up just enough (atempo) to fit; beyond that it is sped up by 1.2× and the
// stretch of video under it is slowed (setpts) to the speech's length, pushing everything after it later by as much.
// A small breath is kept between sentences so they never run into each other.

/** Speech is never sped up more than this. */
export const MAX_TEMPO = 1.2;
/** The pause kept before the next sentence: 0.3 s, or a tenth of a short slot. */
const BREATH_SECONDS = 0.3;

export interface SentenceToPlace {
  /** Where the original sentence starts in the video, seconds. */
  start: number;
  /** Length of its synthesized speech (silence trimmed), seconds. */
  speechSeconds: number;
}

export interface PlacedSpeech {
  /** Start in the original video. */
  sourceStart: number;
  /** Start in the result (later than sourceStart when video before it was slowed). */
  outputStart: number;
  speechSeconds: number;
  /** ≥ 1 and ≤ MAX_TEMPO: how much the speech is sped up. */
  tempo: number;
  /** Length of the speech in the result (speechSeconds / tempo). */
  outputSeconds: number;
  /** ≥ 1: how much the video under this sentence's slot is slowed (1: not at all). */
  videoStretch: number;
}

/** A piece of the original video and how much it is slowed in the result. */
export interface VideoPiece {
  start: number;
  end: number;
  stretch: number;
}

export interface TimingPlan {
  sentences: PlacedSpeech[];
  pieces: VideoPiece[];
  /** The result's length: the video's, plus what slowing added. */
  outputSeconds: number;
}

export function planTiming(sentences: readonly SentenceToPlace[], videoSeconds: number): TimingPlan {
  const ordered = [...sentences].sort((a, b) => a.start - b.start);
  const placed: PlacedSpeech[] = [];
  const pieces: VideoPiece[] = [];
  let cursor = 0; // in the original video
  let added = 0; // seconds the result is ahead of the original at `cursor`
  for (const [index, sentence] of ordered.entries()) {
    const start = Math.min(Math.max(sentence.start, cursor), videoSeconds);
    if (start > cursor) pieces.push({ start: cursor, end: start, stretch: 1 });
    const slotEnd = Math.max(start, index + 1 < ordered.length ? ordered[index + 1]!.start : videoSeconds);
    const slot = Math.min(slotEnd, videoSeconds) - start;
    const usable = Math.max(0, slot - Math.min(BREATH_SECONDS, slot / 10));
    let tempo = 1;
    let videoStretch = 1;
    if (sentence.speechSeconds > usable && slot > 0) {
      tempo = usable > 0 ? Math.min(MAX_TEMPO, sentence.speechSeconds / usable) : MAX_TEMPO;
      const outputSeconds = sentence.speechSeconds / tempo;
      if (outputSeconds > usable) {
        // Slow the video under the slot so the speech plus its breath fits.
        videoStretch = (outputSeconds + Math.min(BREATH_SECONDS, slot / 10)) / slot;
      }
    }
    const outputSeconds = sentence.speechSeconds / tempo;
    placed.push({
      sourceStart: sentence.start,
      outputStart: start + added,
      speechSeconds: sentence.speechSeconds,
      tempo,
      outputSeconds,
      videoStretch,
    });
    if (slot > 0) {
      pieces.push({ start, end: start + slot, stretch: videoStretch });
      added += slot * (videoStretch - 1);
    } else {
      // No video left under it (a sentence at the very end): the last frame is held for its speech.
      added += outputSeconds;
      pieces.push({ start, end: start, stretch: 1 });
    }
    cursor = start + slot;
  }
  if (cursor < videoSeconds) pieces.push({ start: cursor, end: videoSeconds, stretch: 1 });
  return {
    sentences: placed,
    pieces: mergePieces(pieces.filter((piece) => piece.end > piece.start)),
    outputSeconds: videoSeconds + added,
  };
}

/** Neighbouring pieces played at the same speed become one. */
function mergePieces(pieces: VideoPiece[]): VideoPiece[] {
  const merged: VideoPiece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && Math.abs(last.stretch - piece.stretch) < 1e-9 && Math.abs(last.end - piece.start) < 1e-9) {
      last.end = piece.end;
    } else merged.push({ ...piece });
  }
  return merged;
}
