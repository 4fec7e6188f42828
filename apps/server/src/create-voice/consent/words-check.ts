// The words check of a consent clip: was the random phrase spoken? pocketsphinx decodes the clip with a grammar
// of only the statement's and the phrase list's words (robust where free transcription of a short clip is not: on
// espeak-ng speech free transcription heard almost none of the words); with a transcription server (STT_URL) its transcript is searched
// instead. Score: the share of the phrase's words heard; two of them heard pass. The clip is decoded once by ffmpeg into the 16 kHz mono
// WAV pocketsphinx reads, in a private folder removed afterwards; one check at a time per process.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TranscriptionEngine } from '../../engines/transcription/transcription-engine';
import { WorkSlots } from '../../media/work-slots';
import { mediaTools } from '../../media/media-tools';
import { runProcess } from '../../media/run-process';
import { CONSENT_STATEMENT, RECOGNIZER_WORDS, phraseWordsOf } from './consent-sentence';

/**
 * A JSGF grammar of any sequence of the statement's words and the whole phrase list (the phrase's words among
 * them, no likelier than the others: weighting them up measured no better): a wrong phrase is heard as its own
 * words, which are in the list too, rather than forced into the expected ones.
 */
export function consentGrammar(): string {
  const words = [...new Set([...phraseWordsOf(CONSENT_STATEMENT), ...RECOGNIZER_WORDS])];
  return `#JSGF V1.0;\ngrammar consent;\npublic <s> = ( ${words.join(' | ')} )* ;\n`;
}

/** Passed when at least this many of the phrase's words were heard (see the README's figures). */
export const WORDS_TO_PASS = 2;
const TIME_LIMIT_MS = 60_000;
const slots = new WorkSlots(1);

export interface WordsCheck {
  score: number;
  passed: boolean;
}

export interface WordsCheckInput {
  clipPath: string;
  phrase: string;
  tmpDir: string;
  /** A transcription server's engine (STT_URL) to search the transcript of; else pocketsphinx spots the words. */
  transcription?: TranscriptionEngine;
  signal?: AbortSignal;
}

/** Throws WordsUnreadableError when the clip's audio cannot be decoded. */
export class WordsUnreadableError extends Error {}

export function wordsScore(expected: readonly string[], heard: ReadonlySet<string>): WordsCheck {
  const found = expected.filter((word) => heard.has(word)).length;
  const score = expected.length === 0 ? 0 : found / expected.length;
  return { score, passed: found >= Math.min(WORDS_TO_PASS, expected.length) && expected.length > 0 };
}

export async function checkWords(input: WordsCheckInput): Promise<WordsCheck> {
  return slots.run(() => checkNow(input), input.signal);
}

async function checkNow(input: WordsCheckInput): Promise<WordsCheck> {
  const expected = phraseWordsOf(input.phrase);
  const work = await mkdtemp(join(input.tmpDir, 'consent-words-'));
  try {
    const wav = join(work, 'speech.wav');
    const decoded = await runProcess(
      mediaTools.ffmpeg,
      ['-nostdin', '-v', 'error', '-i', input.clipPath, '-map', '0:a:0', '-ac', '1', '-ar', '16000'].concat([
        '-c:a',
        'pcm_s16le',
        '-f',
        'wav',
        wav,
      ]),
      { signal: input.signal, timeoutMs: TIME_LIMIT_MS },
    );
    if (decoded.exitCode !== 0) throw new WordsUnreadableError(decoded.stderr.trim().slice(-500));
    if (input.transcription) {
      const transcript = await input.transcription.transcribe({
        wavPath: wav,
        language: 'en',
        signal: input.signal,
      });
      return wordsScore(expected, new Set(phraseWordsOf(transcript.text)));
    }
    const grammar = join(work, 'consent.jsgf');
    await writeFile(grammar, consentGrammar());
    const heard = await runProcess(
      mediaTools.pocketsphinx,
      ['-infile', wav, '-jsgf', grammar, '-dither', 'yes', '-seed', '1', '-remove_silence', 'no'].concat([
        '-beam',
        '1e-60',
        '-wbeam',
        '1e-40',
        '-pbeam',
        '1e-60',
        '-logfn',
        join(work, 'pocketsphinx.log'),
      ]),
      { signal: input.signal, timeoutMs: TIME_LIMIT_MS, maxStdoutBytes: 1024 * 1024 },
    );
    if (heard.exitCode !== 0) throw new Error(`pocketsphinx exited ${heard.exitCode}`);
    return wordsScore(expected, new Set(phraseWordsOf(heard.stdout.toString('utf8'))));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
