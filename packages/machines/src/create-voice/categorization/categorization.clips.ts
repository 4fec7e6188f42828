// Pure clip selection for the categorization steps (spec part 2 §3, §4, §9): the five styles in
// order, the clips measured by the server ranked per style (fastest speech rate, slowest, highest
// pitch variation for most_expressive, lowest for most_neutral, highest median pitch for
// most_happy), the 4 clips offered per step excluding clips chosen in earlier steps, the pages
// Refresh Clips walks through, and the suggested clip of a step.

export const categorizationStyles = [
  'fastest',
  'slowest',
  'most_expressive',
  'most_neutral',
  'most_happy',
] as const;

export type SpeakingStyle = (typeof categorizationStyles)[number];

/** Style → clip id: what POST /api/voice/save-categorization/{id} takes. */
export type CategorizedClips = Partial<Record<SpeakingStyle, string>>;

export const clipsPerStep = 4;
/** Fewer clips than this: the user is offered to finish without emotion controls. */
export const minimumReferenceClips = 4;

/**
 * A reference clip as GET /api/voice/reference-clips/{modelId} answers it, structurally. The
 * measures are null when the server could not take them. The median pitch is preferred for
 * most_happy; the mean pitch stands in when only that is given.
 */
export interface ReferenceClipStats {
  clip_id: string;
  /** A media link that plays the clip (the server hands one out with each clip). */
  audio_url?: string;
  speaking_rate?: number | null;
  pitch_variation?: number | null;
  pitch_median?: number | null;
  pitch_mean?: number | null;
}

type Measure = (clip: ReferenceClipStats) => number | null | undefined;

const styleMeasures: Record<SpeakingStyle, { measure: Measure; prefer: 'highest' | 'lowest' }> = {
  fastest: { measure: (clip) => clip.speaking_rate, prefer: 'highest' },
  slowest: { measure: (clip) => clip.speaking_rate, prefer: 'lowest' },
  most_expressive: { measure: (clip) => clip.pitch_variation, prefer: 'highest' },
  most_neutral: { measure: (clip) => clip.pitch_variation, prefer: 'lowest' },
  most_happy: { measure: (clip) => clip.pitch_median ?? clip.pitch_mean, prefer: 'highest' },
};

function measured(style: SpeakingStyle, clip: ReferenceClipStats): number | null {
  const value = styleMeasures[style].measure(clip);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Best match for the style first; unmeasured clips last, in their original order. */
export function rankClipsForStyle<TClip extends ReferenceClipStats>(
  style: SpeakingStyle,
  clips: readonly TClip[],
): TClip[] {
  const direction = styleMeasures[style].prefer === 'highest' ? -1 : 1;
  return clips
    .map((clip, index) => ({ clip, index, value: measured(style, clip) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return a.value === b.value ? a.index - b.index : direction * (a.value - b.value);
    })
    .map(({ clip }) => clip);
}

/** The clip among `clips` that best fits the style, or null when none is measured. */
export function suggestClip(style: SpeakingStyle, clips: readonly ReferenceClipStats[]): string | null {
  const [best] = rankClipsForStyle(style, clips);
  return best && measured(style, best) !== null ? best.clip_id : null;
}

/**
 * The clips a step draws from, best match first: those not chosen in earlier steps. When fewer
 * than 4 remain (a model with 4 to 7 clips runs out over 5 steps), earlier choices top the list up
 * to 4, so a step always offers min(4, all clips).
 */
export function candidateClipsForStep<TClip extends ReferenceClipStats>(
  style: SpeakingStyle,
  clips: readonly TClip[],
  chosenEarlier: readonly string[],
): TClip[] {
  const unchosen = clips.filter((clip) => !chosenEarlier.includes(clip.clip_id));
  if (unchosen.length >= clipsPerStep) return rankClipsForStyle(style, unchosen);
  const chosen = clips.filter((clip) => chosenEarlier.includes(clip.clip_id));
  return [...rankClipsForStyle(style, unchosen), ...rankClipsForStyle(style, chosen)].slice(0, clipsPerStep);
}

/** How many different sets of 4 Refresh Clips cycles through. */
export function clipPageCount(candidateCount: number): number {
  return Math.max(1, Math.ceil(candidateCount / clipsPerStep));
}

/** Page `page` of the candidates: 4 clips, wrapping round so the last page is full too. */
export function clipPage<TClip>(candidates: readonly TClip[], page: number): TClip[] {
  const count = Math.min(clipsPerStep, candidates.length);
  const start = (page % clipPageCount(candidates.length)) * clipsPerStep;
  return Array.from({ length: count }, (_, i) => candidates[(start + i) % candidates.length] as TClip);
}
