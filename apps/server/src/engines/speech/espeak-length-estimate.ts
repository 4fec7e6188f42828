// How long espeak-ng will speak a text, asked of espeak-ng itself: its phoneme transcription (`-q -x`, no audio)
// shows what it will read aloud — number words, symbol and emoji names, letters spelled out in a script the voice
// does not read — which no character count can know. At its neutral 175 words per minute espeak-ng speaks 9 to
// 16 phoneme symbols a second; counting 16 keeps the estimate on the low side (a user is never refused audio the
// balance could pay for) while it errs low by less than 2×, the margin at which speech is stopped.
import { mediaTools } from '../../media/media-tools';
import { runProcess } from '../../media/run-process';
import { NEUTRAL_WORDS_PER_MINUTE } from '@twin/api-client';

const PHONEME_SYMBOLS_PER_SECOND = 16;
/** The silence espeak-ng puts around an utterance (more at a slow rate), which short texts notice. */
const UTTERANCE_PADDING_SECONDS = 0.6;
/** Stress, syllable and pause marks in `-x` output: not sounds. */
const notSpoken = /[\s'’,_:;%=]/g;

export async function estimateEspeakSeconds(
  voice: string,
  text: string,
  wordsPerMinute = NEUTRAL_WORDS_PER_MINUTE,
  signal?: AbortSignal,
): Promise<number> {
  const result = await runProcess(mediaTools.espeakNg, ['-q', '-x', '-v', voice, '--stdin'], {
    stdin: text,
    timeoutMs: 60_000,
    signal,
  });
  if (result.exitCode !== 0) throw new Error(`espeak-ng failed: ${result.stderr.trim()}`);
  const symbols = result.stdout.toString('utf8').replace(notSpoken, '').length;
  const rate = NEUTRAL_WORDS_PER_MINUTE / Math.max(1, wordsPerMinute);
  return (symbols / PHONEME_SYMBOLS_PER_SECOND + UTTERANCE_PADDING_SECONDS) * rate;
}
