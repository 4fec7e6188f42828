// Splits text into sentences: the (edited) transcription into those a localization job translates, speaks and places
// one by one, and a lip-sync take's text into its subtitle cues (one per sentence). At sentence-ending punctuation followed by a space (., !, ?, …, and the CJK full stops) and at line breaks.
const SENTENCE_END = /(?<=[.!?…。！？])\s+|\n+/u;

export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
