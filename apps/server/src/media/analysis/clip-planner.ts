// Cuts a reference into clips of about 3–12 s at its pauses. Speech stretches lie between the silences that
// ffmpeg's silencedetect reported; neighbouring stretches are joined while the clip stays under 12 s (aiming at
// ~8 s, never across a pause over 1.5 s); a stretch longer than 12 s (no pause found, e.g. a noisy room) is cut at
// its quietest 10 ms frame between 3 s and 12 s. Clips under 3 s are joined to a neighbour when that fits, else
// dropped — unless nothing else is left, then the longest speech (≥ 1 s) becomes the one clip.
import type { Silence } from './decode-pcm';

export const MIN_CLIP_SECONDS = 3;
export const MAX_CLIP_SECONDS = 12;
const TARGET_CLIP_SECONDS = 8;
const MAX_PAUSE_INSIDE_CLIP = 1.5;
const MIN_SPEECH_SECONDS = 0.2;
const LAST_RESORT_MIN_SECONDS = 1;
const PADDING_SECONDS = 0.15;

export interface TimeSpan {
  startSeconds: number;
  endSeconds: number;
}

export interface PlanInput {
  durationSeconds: number;
  silences: readonly Silence[];
  /** dBFS per hop, to find the quietest cut inside long stretches. */
  energyDb: Float32Array;
  hopSeconds: number;
}

const length = (span: TimeSpan) => span.endSeconds - span.startSeconds;

export function speechStretches(durationSeconds: number, silences: readonly Silence[]): TimeSpan[] {
  const sorted = [...silences].sort((a, b) => a.startSeconds - b.startSeconds);
  const stretches: TimeSpan[] = [];
  let cursor = 0;
  for (const silence of sorted) {
    if (silence.startSeconds > cursor)
      stretches.push({ startSeconds: cursor, endSeconds: silence.startSeconds });
    cursor = Math.max(cursor, silence.endSeconds);
  }
  if (cursor < durationSeconds) stretches.push({ startSeconds: cursor, endSeconds: durationSeconds });
  return stretches.filter((span) => length(span) >= MIN_SPEECH_SECONDS);
}

function quietestCut(span: TimeSpan, input: PlanInput): number {
  const from = Math.ceil((span.startSeconds + MIN_CLIP_SECONDS) / input.hopSeconds);
  const to = Math.floor(
    Math.min(span.startSeconds + MAX_CLIP_SECONDS, span.endSeconds - MIN_CLIP_SECONDS) / input.hopSeconds,
  );
  let best = from;
  for (let frame = from; frame <= to && frame < input.energyDb.length; frame++) {
    if (input.energyDb[frame]! < input.energyDb[best]!) best = frame;
  }
  return best * input.hopSeconds;
}

function splitLongStretches(stretches: TimeSpan[], input: PlanInput): TimeSpan[] {
  const pieces: TimeSpan[] = [];
  for (const stretch of stretches) {
    let rest = { ...stretch };
    while (length(rest) > MAX_CLIP_SECONDS) {
      const cut = quietestCut(rest, input);
      pieces.push({ startSeconds: rest.startSeconds, endSeconds: cut });
      rest = { startSeconds: cut, endSeconds: rest.endSeconds };
    }
    pieces.push(rest);
  }
  return pieces;
}

function joinNeighbours(pieces: TimeSpan[]): TimeSpan[] {
  const clips: TimeSpan[] = [];
  let current: TimeSpan | null = null;
  for (const piece of pieces) {
    if (!current) {
      current = { ...piece };
      continue;
    }
    const pause = piece.startSeconds - current.endSeconds;
    const joinedLength = piece.endSeconds - current.startSeconds;
    if (
      length(current) < TARGET_CLIP_SECONDS &&
      joinedLength <= MAX_CLIP_SECONDS &&
      pause <= MAX_PAUSE_INSIDE_CLIP
    ) {
      current.endSeconds = piece.endSeconds;
    } else {
      clips.push(current);
      current = { ...piece };
    }
  }
  if (current) clips.push(current);
  return clips;
}

/** Short leftovers go to the previous clip when that stays ≤ 12 s; otherwise they are dropped. */
function absorbShortClips(clips: TimeSpan[]): TimeSpan[] {
  const kept: TimeSpan[] = [];
  for (const clip of clips) {
    if (length(clip) >= MIN_CLIP_SECONDS) {
      kept.push(clip);
      continue;
    }
    const previous = kept[kept.length - 1];
    if (previous && clip.endSeconds - previous.startSeconds <= MAX_CLIP_SECONDS)
      previous.endSeconds = clip.endSeconds;
  }
  return kept;
}

/** A little of the surrounding pause on each side (never past the midpoint to a neighbour, never over 12 s). */
function pad(clips: TimeSpan[], durationSeconds: number): TimeSpan[] {
  return clips.map((clip, index) => {
    const previousEnd = index > 0 ? clips[index - 1]!.endSeconds : 0;
    const nextStart = index < clips.length - 1 ? clips[index + 1]!.startSeconds : durationSeconds;
    const padding = Math.min(PADDING_SECONDS, Math.max(0, (MAX_CLIP_SECONDS - length(clip)) / 2));
    return {
      startSeconds: Math.max(clip.startSeconds - padding, (previousEnd + clip.startSeconds) / 2, 0),
      endSeconds: Math.min(clip.endSeconds + padding, (clip.endSeconds + nextStart) / 2, durationSeconds),
    };
  });
}

export function planClips(input: PlanInput): TimeSpan[] {
  const stretches = speechStretches(input.durationSeconds, input.silences);
  const pieces = splitLongStretches(stretches, input);
  let clips = absorbShortClips(joinNeighbours(pieces));
  if (clips.length === 0) {
    const longest = [...pieces].sort((a, b) => length(b) - length(a))[0];
    clips = longest && length(longest) >= LAST_RESORT_MIN_SECONDS ? [longest] : [];
  }
  return pad(clips, input.durationSeconds);
}
