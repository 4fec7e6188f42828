// Reads what `pocketsphinx_continuous -time yes` prints: for each utterance its voice-activity detector cut out
// of the audio, a hypothesis line, then one line per word — `word start end confidence` — from `<s>` (the
// utterance's opening silence) to `</s>`, with `<sil>` for pauses, noise words in brackets ([NOISE], [SPEECH])
// and alternate pronunciations marked `word(2)`. Hypothesis lines are skipped: the word lines say it all.

/** A word the recogniser heard (alternate marks removed). */
export interface HeardWord {
  text: string;
  start: number;
  end: number;
}

/** One stretch of speech between two silences of the detector, and its words in order. */
export interface HeardUtterance {
  /** Where `<s>` starts (the detector keeps a little audio before the speech it detected). */
  start: number;
  /** Where `</s>` ends (or the last word, when the output was cut short). */
  end: number;
  words: HeardWord[];
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)$/;
const NOT_SPOKEN = /^(<s>|<\/s>|<sil>|\[[^\]]*\]|\+\+.*\+\+)$/i;

export function parsePocketsphinxOutput(output: string): HeardUtterance[] {
  const utterances: HeardUtterance[] = [];
  let current: HeardUtterance | null = null;
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token, startText, endText] = match as unknown as [string, string, string, string];
    const start = Number(startText);
    const end = Number(endText);
    if (token === '<s>' || !current) {
      current = { start, end, words: [] };
      utterances.push(current);
    }
    current.end = Math.max(current.end, end);
    if (NOT_SPOKEN.test(token)) continue;
    const text = token.replace(/\(\d+\)$/, '');
    if (text) current.words.push({ text, start, end });
  }
  return utterances;
}
