// Turns the words pocketsphinx heard into the sentences (or phrases) the user edits: a new segment starts at every
// utterance its voice-activity detector cut (0.5 s or more of quiet) and, inside an utterance, at a gap between two
// words of PAUSE_SECONDS or more where the audio is really quiet. The recogniser's own `<sil>` is not trusted
// alone: on synthetic or accented speech it often "hears" silence over words it could not match (0.4–0.6 s gaps
// in the middle of espeak-ng sentences), so at least half of the gap must lie 25 dB or more under the speech's
// loud end (95th percentile of the 10 ms levels). 0.35 s was chosen on espeak-ng speech: its sentence pauses
// (0.30–0.35 s of silence) come out as gaps of 0.40–0.52 s, its comma pauses (0.15 s) under 0.3 s.
// For the same reason a segment's edges are its first word's start and last word's end, widened over the sound
// right next to them (up to the next 0.1 s of quiet): pocketsphinx often files a misheard first word under
// `<s>`, which would start the sentence a few tenths of a second late. Text: the words joined, "i" as "I", the
// first letter capitalised and a full stop at the end.
import type { AudioLevels } from './audio-levels';
import type { HeardUtterance, HeardWord } from './pocketsphinx-output';
import type { TranscriptSegment } from './transcription-engine';

export const PAUSE_SECONDS = 0.35;
export const QUIET_BELOW_SPEECH_DB = 25;
const SPEECH_LEVEL_PERCENTILE = 0.95;
const QUIET_SHARE_OF_PAUSE = 0.5;
const QUIET_ENDING_SOUND_SECONDS = 0.1;

/** A level under which a 10 ms frame counts as quiet. */
export function quietLevelOf(levels: AudioLevels): number {
  if (levels.db.length === 0) return -Infinity;
  const sorted = Float32Array.from(levels.db).sort();
  const loudEnd = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * SPEECH_LEVEL_PERCENTILE))]!;
  return loudEnd - QUIET_BELOW_SPEECH_DB;
}

class QuietFrames {
  constructor(
    private readonly levels: AudioLevels,
    private readonly quietDb: number,
  ) {}

  private frameAt(seconds: number): number {
    return Math.round(seconds / this.levels.hopSeconds);
  }

  isQuiet(frame: number): boolean {
    return frame < 0 || frame >= this.levels.db.length || this.levels.db[frame]! < this.quietDb;
  }

  /** The share of quiet frames between two times. */
  quietShare(from: number, to: number): number {
    const first = this.frameAt(from);
    const last = this.frameAt(to);
    if (last <= first) return 0;
    let quiet = 0;
    for (let frame = first; frame < last; frame++) if (this.isQuiet(frame)) quiet++;
    return quiet / (last - first);
  }

  /** Moves `edge` outwards (direction -1: earlier, +1: later) over sound, not past `limit` nor a quiet stretch. */
  widen(edge: number, limit: number, direction: -1 | 1): number {
    const hop = this.levels.hopSeconds;
    const quietFramesToStop = Math.round(QUIET_ENDING_SOUND_SECONDS / hop);
    const limitFrame = this.frameAt(limit);
    let widened = edge;
    let quietRun = 0;
    // The frame just outside the edge: [frame·hop, (frame+1)·hop).
    let frame = direction < 0 ? this.frameAt(edge) - 1 : this.frameAt(edge);
    while (direction < 0 ? frame >= limitFrame : frame < limitFrame) {
      if (this.isQuiet(frame)) {
        if (++quietRun >= quietFramesToStop) break;
      } else {
        quietRun = 0;
        widened = direction < 0 ? frame * hop : (frame + 1) * hop;
      }
      frame += direction;
    }
    return direction < 0
      ? Math.max(Math.min(widened, edge), limit)
      : Math.min(Math.max(widened, edge), limit);
  }
}

/** "the weather is nice today" → "The weather is nice today." */
export function sentenceOf(words: readonly string[]): string {
  const text = words.map((word) => (/^i($|')/.test(word) ? `I${word.slice(1)}` : word)).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const seconds = (value: number) => Math.round(value * 100) / 100;

function splitAtPauses(utterance: HeardUtterance, quiet: QuietFrames): HeardWord[][] {
  const groups: HeardWord[][] = [];
  let group: HeardWord[] = [];
  for (const word of utterance.words) {
    const previous = group.at(-1);
    if (
      previous &&
      word.start - previous.end >= PAUSE_SECONDS &&
      quiet.quietShare(previous.end, word.start) >= QUIET_SHARE_OF_PAUSE
    ) {
      groups.push(group);
      group = [];
    }
    group.push(word);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

export function phrasesOf(utterances: readonly HeardUtterance[], levels: AudioLevels): TranscriptSegment[] {
  const quiet = new QuietFrames(levels, quietLevelOf(levels));
  const groups = utterances.flatMap((utterance) =>
    splitAtPauses(utterance, quiet).map((words) => ({ utterance, words })),
  );
  const segments: TranscriptSegment[] = [];
  groups.forEach(({ utterance, words }, index) => {
    const before = groups[index - 1];
    const after = groups[index + 1];
    const lowest = before?.utterance === utterance ? before.words.at(-1)!.end : utterance.start;
    const highest = after?.utterance === utterance ? after.words[0]!.start : utterance.end;
    const start = quiet.widen(words[0]!.start, Math.max(lowest, segments.at(-1)?.end ?? 0), -1);
    const end = quiet.widen(words.at(-1)!.end, Math.min(highest, levels.seconds || highest), 1);
    segments.push({
      start: seconds(start),
      end: seconds(end),
      text: sentenceOf(words.map((word) => word.text)),
    });
  });
  return segments;
}
