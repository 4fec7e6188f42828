// How long a text will take to speak, estimated before synthesis (the server checks credits with it, the studio shows
// the cost it implies before Generate; the real length is charged afterwards). Measured on espeak-ng at its neutral 175 words per minute: alphabetic scripts ≈ 16 letters
// per second, Arabic and Hebrew (no written vowels) ≈ 10, Chinese, Japanese, Korean and Thai ≈ 3 characters per
// second, plus a short pause at each sentence end. espeak-ng also reads digits (as number words), symbols
// ('©' is "copyright") and emoji (by name) aloud, so those count too. Deliberately on the low side: an estimate
// that is too high would refuse a request the balance could pay for; speech that runs far past it is stopped
// (SynthesisInput.maxSeconds), so a low estimate cannot buy free synthesis.
export const NEUTRAL_WORDS_PER_MINUTE = 175;

const syllabic = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const abjad = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const alphabetic = /\p{L}/u;
const digit = /\p{N}/u;
const pictograph = /\p{Emoji_Presentation}/u;
const symbol = /\p{S}/u;
const sentenceEnd = /[.!?。！？]/u;

export function estimateSpeechSeconds(text: string, wordsPerMinute = NEUTRAL_WORDS_PER_MINUTE): number {
  let seconds = 0;
  for (const character of text) {
    if (syllabic.test(character)) seconds += 1 / 3;
    else if (abjad.test(character)) seconds += 1 / 10;
    else if (alphabetic.test(character)) seconds += 1 / 16;
    else if (digit.test(character)) seconds += 0.2;
    else if (pictograph.test(character)) seconds += 0.6;
    else if (symbol.test(character)) seconds += 0.3;
    else if (sentenceEnd.test(character)) seconds += 0.2;
  }
  return (seconds * NEUTRAL_WORDS_PER_MINUTE) / Math.max(1, wordsPerMinute);
}
