// Long scripts for HTTP engines: split at sentence ends into pieces an engine speaks well (models drift on long
// inputs), and the spoken pieces joined again with a short equal-power crossfade so no click or gap marks a seam.

/** About what Chatterbox's own chunker aims at; a sentence longer than this is cut at a comma or a space. */
export const MAX_CHUNK_CHARACTERS = 300;
export const CROSSFADE_SECONDS = 0.04;

const SENTENCE_END = /(?<=[.!?…。！？])\s+|(?<=[。！？])/u;

/** Pieces of at most `max` characters, cut at sentence ends where possible, never inside a word. */
export function splitIntoChunks(text: string, max = MAX_CHUNK_CHARACTERS): string[] {
  const sentences = text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((sentence) => cutLong(sentence, max))) {
    if (current && current.length + 1 + sentence.length > max) {
      chunks.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function cutLong(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const at = Math.max(window.lastIndexOf(', '), window.lastIndexOf(' '));
    const cut = at > max / 3 ? at + 1 : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The pieces one after another, each seam overlapped by `seconds` with equal-power curves. */
export function joinWithCrossfades(
  pieces: readonly Int16Array[],
  sampleRate: number,
  seconds = CROSSFADE_SECONDS,
): Int16Array {
  const first = pieces[0];
  if (!first) return new Int16Array(0);
  let joined: Int16Array = first;
  for (const next of pieces.slice(1)) {
    const overlap = Math.min(Math.round(seconds * sampleRate), joined.length, next.length);
    const out = new Int16Array(joined.length + next.length - overlap);
    out.set(joined.subarray(0, joined.length - overlap));
    const start = joined.length - overlap;
    for (let i = 0; i < overlap; i += 1) {
      const t = (i + 0.5) / overlap;
      const mixed = joined[start + i]! * Math.cos((t * Math.PI) / 2) + next[i]! * Math.sin((t * Math.PI) / 2);
      out[start + i] = Math.max(-32768, Math.min(32767, Math.round(mixed)));
    }
    out.set(next.subarray(overlap), joined.length);
    joined = out;
  }
  return joined;
}
