// Splits the (edited) transcription into the sentences the job translates, speaks and places one by one: at
// sentence-ending punctuation followed by a space (., !, ?, …, and the CJK full stops) and at line breaks.
const SENTENCE_END = /(?<=[.!?…。！？])\s+|\n+/u;

export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
