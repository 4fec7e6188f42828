// The editing operations of the timeline as pure functions on integer sample positions (in the
// manner of waveform-playlist's clipOperations): move, split, delete, add, join, and the lengths
// derived from the clips. They never mutate their input; an edit that does not apply returns the
// same array, so callers can tell "nothing happened" by identity.
import { clipEndSample, type TimelineClip } from './timeline-clip';
import { minimumTimelineSamples, splitGuardSamples } from './timeline-constants';

export function findClip(clips: readonly TimelineClip[], clipId: string): TimelineClip | undefined {
  return clips.find((clip) => clip.id === clipId);
}

/** Where the last clip ends (0 for an empty timeline). New clips are placed here. */
export function clipsEndSample(clips: readonly TimelineClip[]): number {
  return clips.reduce((end, clip) => Math.max(end, clipEndSample(clip)), 0);
}

/** The timeline's length: the end of its last clip, but at least 10 seconds. */
export function totalDurationSamples(clips: readonly TimelineClip[]): number {
  return Math.max(minimumTimelineSamples, clipsEndSample(clips));
}

/** Moves a clip so it starts at `startSample`, rounded to a whole sample and never before 0. */
export function moveClip(
  clips: readonly TimelineClip[],
  clipId: string,
  startSample: number,
): readonly TimelineClip[] {
  const start = Math.max(0, Math.round(startSample));
  const index = clips.findIndex((clip) => clip.id === clipId);
  const clip = clips[index];
  if (!clip || clip.startSample === start) return clips;
  const moved = [...clips];
  moved[index] = { ...clip, startSample: start };
  return moved;
}

/** Whether `atSample` lies inside the clip more than 0.1 s from both of its edges. */
export function canSplitClipAt(clip: TimelineClip, atSample: number): boolean {
  return (
    atSample - clip.startSample > splitGuardSamples && clipEndSample(clip) - atSample > splitGuardSamples
  );
}

/** Names of the two halves of a split: 'X (1)' and 'X (2)'. */
export function splitClipNames(name: string): [string, string] {
  return [`${name} (1)`, `${name} (2)`];
}

function unusedId(clips: readonly TimelineClip[], wanted: string): string {
  const taken = new Set(clips.map((clip) => clip.id));
  if (!taken.has(wanted)) return wanted;
  let suffix = 2;
  while (taken.has(`${wanted}~${suffix}`)) suffix += 1;
  return `${wanted}~${suffix}`;
}

/**
 * Splits one clip at `atSample` into two clips that together play exactly the samples the
 * original played: the first keeps the start and source offset, the second starts at the cut and
 * plays on from there in the same source. Unchanged (same array) when the split guard refuses.
 */
export function splitClipAt(
  clips: readonly TimelineClip[],
  clipId: string,
  atSample: number,
): readonly TimelineClip[] {
  const at = Math.round(atSample);
  const index = clips.findIndex((clip) => clip.id === clipId);
  const clip = clips[index];
  if (!clip || !canSplitClipAt(clip, at)) return clips;
  const firstLength = at - clip.startSample;
  const [firstName, secondName] = splitClipNames(clip.name);
  const others = clips.filter((other) => other.id !== clip.id);
  const first: TimelineClip = {
    ...clip,
    id: unusedId(others, `${clip.id}.1`),
    name: firstName,
    lengthSamples: firstLength,
  };
  const second: TimelineClip = {
    ...clip,
    id: unusedId([...others, first], `${clip.id}.2`),
    name: secondName,
    startSample: at,
    lengthSamples: clip.lengthSamples - firstLength,
    sourceOffsetSamples: clip.sourceOffsetSamples + firstLength,
  };
  const split = [...clips];
  split.splice(index, 1, first, second);
  return split;
}

/** The clip a split at the cursor applies to: the preferred one if it can be split there, else the first that can. */
export function splitTargetAt(
  clips: readonly TimelineClip[],
  atSample: number,
  preferredClipId: string | null = null,
): TimelineClip | undefined {
  const preferred = preferredClipId === null ? undefined : findClip(clips, preferredClipId);
  if (preferred && canSplitClipAt(preferred, atSample)) return preferred;
  return clips.find((clip) => canSplitClipAt(clip, atSample));
}

export function deleteClip(clips: readonly TimelineClip[], clipId: string): readonly TimelineClip[] {
  return clips.some((clip) => clip.id === clipId) ? clips.filter((clip) => clip.id !== clipId) : clips;
}

/** Adds a clip (its id made unique if it is taken), clamped to start at 0 or later. */
export function addClip(clips: readonly TimelineClip[], clip: TimelineClip): readonly TimelineClip[] {
  return [
    ...clips,
    { ...clip, id: unusedId(clips, clip.id), startSample: Math.max(0, Math.round(clip.startSample)) },
  ];
}

/** Whether `second` continues `first` seamlessly: same source, adjacent on the timeline and in the source. */
export function canJoinClips(first: TimelineClip, second: TimelineClip): boolean {
  return (
    first.url === second.url &&
    second.startSample === clipEndSample(first) &&
    second.sourceOffsetSamples === first.sourceOffsetSamples + first.lengthSamples
  );
}

/** Joins two seamless halves back into one clip (the first's id and the given name); undefined if they are not seamless. */
export function joinClips(first: TimelineClip, second: TimelineClip, name: string): TimelineClip | undefined {
  if (!canJoinClips(first, second)) return undefined;
  return { ...first, name, lengthSamples: first.lengthSamples + second.lengthSamples };
}
