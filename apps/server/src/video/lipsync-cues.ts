// A lip-sync result's captions (issue 25), from the takes' own texts at their timeline positions: a generated take
// (speech_generations, whose id is its audio's) gives its text; an uploaded audio has none and gets no cue. The
// text is cut into sentences, which share the take's length by their character counts; a clip cut from a take
// (split or trimmed on the timeline) keeps the sentences, or parts of them, its stretch of the take holds. One cue
// per sentence; the cues' language is the first take's.
import { and, eq, inArray } from 'drizzle-orm';
import { speechGenerations } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { splitSentences } from '../media/subtitles/sentences';
import type { SubtitleCue } from '../media/subtitles/subtitle-files';
import type { StoredLipsyncClip } from './lipsync-jobs.repository';

/** Shorter pieces of a sentence left by a cut are not shown. */
const MIN_CUE_SECONDS = 0.2;

export interface LipsyncCues {
  cues: SubtitleCue[];
  /** ISO 639-1 of the first take with text; 'und' when none has. */
  language: string;
  /** The takes' texts in timeline order, joined (the card's title starts with its first words). */
  script: string;
}

export interface Take {
  text: string;
  language: string;
  seconds: number;
}

/** The completed takes of `userId` among `ids` (media file ids), by id. */
export async function takesOf(
  db: DbExecutor,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, Take>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: speechGenerations.id,
      text: speechGenerations.text,
      language: speechGenerations.language,
      seconds: speechGenerations.durationSeconds,
    })
    .from(speechGenerations)
    .where(
      and(
        inArray(speechGenerations.id, [...ids]),
        eq(speechGenerations.userId, userId),
        eq(speechGenerations.status, 'completed'),
      ),
    );
  return new Map(
    rows.map((row) => [row.id, { text: row.text, language: row.language, seconds: row.seconds ?? 0 }]),
  );
}

/** The sentences of one take spread over its length, cut to the clip's stretch and moved to its position. */
export function clipCues(
  clip: Pick<StoredLipsyncClip, 'startTime' | 'duration' | 'sourceOffset'>,
  take: Take,
) {
  const sentences = splitSentences(take.text);
  const total = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  const seconds = take.seconds > 0 ? take.seconds : clip.sourceOffset + clip.duration;
  const from = clip.sourceOffset;
  const to = clip.sourceOffset + clip.duration;
  const cues: SubtitleCue[] = [];
  let before = 0;
  for (const sentence of sentences) {
    const start = (seconds * before) / total;
    before += sentence.length;
    const end = (seconds * before) / total;
    const shownFrom = Math.max(start, from);
    const shownTo = Math.min(end, to);
    if (shownTo - shownFrom < MIN_CUE_SECONDS) continue;
    const at = (value: number) => Math.round((clip.startTime + value - from) * 1000) / 1000;
    cues.push({ start: at(shownFrom), end: at(shownTo), text: sentence });
  }
  return cues;
}

/** The generated takes' media file ids among `clips`. */
export function takeIdsOf(clips: readonly StoredLipsyncClip[]): string[] {
  return clips.filter((clip) => clip.type === 'tts').map((clip) => clip.mediaFileId);
}

export async function lipsyncCues(
  db: DbExecutor,
  userId: string,
  clips: readonly StoredLipsyncClip[],
): Promise<LipsyncCues> {
  return cuesFromTakes(clips, await takesOf(db, userId, takeIdsOf(clips)));
}

export function cuesFromTakes(
  clips: readonly StoredLipsyncClip[],
  takes: ReadonlyMap<string, Take>,
): LipsyncCues {
  const ordered = [...clips].sort((a, b) => a.startTime - b.startTime);
  const cues: SubtitleCue[] = [];
  const texts: string[] = [];
  let language: string | null = null;
  for (const clip of ordered) {
    const take = clip.type === 'tts' ? takes.get(clip.mediaFileId) : undefined;
    if (!take) continue;
    language ??= take.language;
    const own = clipCues(clip, take);
    cues.push(...own);
    texts.push(...own.map((cue) => cue.text));
  }
  cues.sort((a, b) => a.start - b.start);
  return { cues, language: language ?? 'und', script: texts.join(' ') };
}
