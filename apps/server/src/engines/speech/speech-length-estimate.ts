// How long a text will take to speak, estimated before synthesis (credits are checked with it; the real length is
// charged afterwards). Measured on espeak-ng at its neutral 175 words per minute: alphabetic scripts ≈ 16 letters
// per second, Arabic and Hebrew (no written vowels) ≈ 10, Chinese, Japanese, Korean and Thai ≈ 3 characters per
// second, plus a short pause at each sentence end. Deliberately on the low side: an estimate that is too high
// would refuse a request the balance could pay for.
export const NEUTRAL_WORDS_PER_MINUTE = 175;

const syllabic = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const abjad = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const alphabetic = /[\p{L}\p{N}]/u;
const sentenceEnd = /[.!?。！？]/u;

export function estimateSpeechSeconds(text: string, wordsPerMinute = NEUTRAL_WORDS_PER_MINUTE): number {
  let seconds = 0;
  for (const character of text) {
    if (syllabic.test(character)) seconds += 1 / 3;
    else if (abjad.test(character)) seconds += 1 / 10;
    else if (alphabetic.test(character)) seconds += 1 / 16;
    else if (sentenceEnd.test(character)) seconds += 0.2;
  }
  return (seconds * NEUTRAL_WORDS_PER_MINUTE) / Math.max(1, wordsPerMinute);
}
