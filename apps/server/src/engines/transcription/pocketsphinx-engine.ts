// The embedded transcription engine: Debian's pocketsphinx (`pocketsphinx_continuous` with the pocketsphinx-en-us
// model), English only. The caller's WAV goes through ffmpeg once — into the 16 kHz mono 16-bit file pocketsphinx
// reads (it refuses other rates) and, in the same pass, into 10 ms loudness levels — then pocketsphinx prints the
// words it heard with their times, which transcript-phrases.ts groups into sentences. `-dither yes` adds half a
// bit of noise (with a fixed seed: the same audio gives the same words): on clean audio with digital silence —
// synthetic speech, a muted intro — it markedly improves recognition (espeak-ng test sentences went from about
// half to nearly all words right); recordings with a noise floor of their own are unaffected. One transcription runs at a
// time per process (it keeps a core busy for about 0.3 × the audio's length); the others wait their turn. Its time
// limit grows with the audio: 30 s plus three times the audio's length. Work files live in a private folder under
// `tmpDir`, removed afterwards whatever happens.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageName } from '@twin/api-client';
import { mediaTools } from '../../media/media-tools';
import { runProcess } from '../../media/run-process';
import { LevelMeter, type AudioLevels } from './audio-levels';
import { parsePocketsphinxOutput } from './pocketsphinx-output';
import { phrasesOf } from './transcript-phrases';
import {
  TranscriptionError,
  type TranscribeInput,
  type Transcript,
  type TranscriptionEngine,
} from './transcription-engine';
import { WorkSlots } from '../../media/work-slots';
import { rawSamplesToStdout } from '../../media/raw-samples-to-stdout';

const SAMPLE_RATE = 16_000;
const DECODE_TIME_LIMIT_MS = 10 * 60_000;
const BASE_TIME_LIMIT_MS = 30_000;
const TIME_LIMIT_PER_AUDIO_SECOND_MS = 3_000;
/** Far beyond what hours of speech print (about 30 bytes a word). */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;

export interface PocketsphinxOptions {
  /** pocketsphinx_continuous (default: POCKETSPHINX_PATH or the one on PATH). */
  command?: string;
  ffmpeg?: string;
  /** Where the work folders go (the server passes DATA_DIR/tmp; default the OS temp directory). */
  tmpDir?: string;
  /** Transcriptions at once in this process (default 1). */
  atOnce?: number;
}

export const pocketsphinxMessages = {
  unreadable: 'The audio could not be read for transcription. Please try another video.',
  failed: 'The built-in transcription failed. Please try again.',
  tookTooLong: 'The built-in transcription took too long and was stopped. Please try a shorter video.',
};

export function unsupportedLanguageMessage(language: string): string {
  return (
    `Transcribing ${languageName(language)} is not available on this server yet: the built-in transcription ` +
    'understands English only.'
  );
}

/** The time pocketsphinx is given for `audioSeconds` of audio. */
export function recognitionTimeLimitMs(audioSeconds: number): number {
  return BASE_TIME_LIMIT_MS + Math.ceil(audioSeconds * TIME_LIMIT_PER_AUDIO_SECOND_MS);
}

export class PocketsphinxTranscriptionEngine implements TranscriptionEngine {
  readonly name = 'pocketsphinx';
  private readonly command: string;
  private readonly ffmpeg: string;
  private readonly tmpDir: string;
  private readonly slots: WorkSlots;

  constructor(options: PocketsphinxOptions = {}) {
    this.command = options.command ?? mediaTools.pocketsphinx;
    this.ffmpeg = options.ffmpeg ?? mediaTools.ffmpeg;
    this.tmpDir = options.tmpDir ?? tmpdir();
    this.slots = new WorkSlots(options.atOnce ?? 1);
  }

  supports(language: string): boolean {
    return language === 'en' || language === 'auto';
  }

  unsupportedMessage(language: string): string {
    return unsupportedLanguageMessage(language);
  }

  async transcribe(input: TranscribeInput): Promise<Transcript> {
    if (!this.supports(input.language)) throw new TranscriptionError(this.unsupportedMessage(input.language));
    const { signal } = input;
    try {
      return await this.slots.run(() => this.transcribeNow(input.wavPath, signal), signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof TranscriptionError) throw error;
      throw new TranscriptionError(pocketsphinxMessages.failed, { cause: error });
    }
  }

  private async transcribeNow(wavPath: string, signal?: AbortSignal): Promise<Transcript> {
    const work = await mkdtemp(join(this.tmpDir, 'transcribe-'));
    try {
      const speech = join(work, 'speech.wav');
      const levels = await this.decode(wavPath, speech, signal);
      if (levels.seconds === 0) return { text: '', language: 'en', segments: [] };
      const output = await this.recognise(speech, join(work, 'pocketsphinx.log'), levels.seconds, signal);
      const segments = phrasesOf(parsePocketsphinxOutput(output), levels);
      return { text: segments.map((segment) => segment.text).join(' '), language: 'en', segments };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** One ffmpeg pass: the 16 kHz mono file for pocketsphinx, and the same samples into the level meter. */
  private async decode(wavPath: string, speech: string, signal?: AbortSignal): Promise<AudioLevels> {
    const meter = new LevelMeter(SAMPLE_RATE);
    const pcm = ['-map', '0:a:0', '-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le'];
    const result = await runProcess(
      this.ffmpeg,
      [
        '-nostdin',
        '-v',
        'error',
        '-i',
        wavPath,
        ...pcm,
        '-f',
        'wav',
        speech,
        ...pcm,
        ...rawSamplesToStdout('s16le'),
      ],
      { signal, timeoutMs: DECODE_TIME_LIMIT_MS, onStdout: (chunk) => meter.push(chunk) },
    );
    if (result.exitCode !== 0) {
      throw new TranscriptionError(pocketsphinxMessages.unreadable, {
        cause: new Error(`ffmpeg: ${result.stderr.trim().slice(-1000)}`),
      });
    }
    return meter.finish();
  }

  private async recognise(
    speech: string,
    log: string,
    audioSeconds: number,
    signal?: AbortSignal,
  ): Promise<string> {
    const limit = AbortSignal.timeout(recognitionTimeLimitMs(audioSeconds));
    try {
      const result = await runProcess(
        this.command,
        ['-infile', speech, '-time', 'yes', '-dither', 'yes', '-logfn', log],
        {
          signal: signal ? AbortSignal.any([signal, limit]) : limit,
          maxStdoutBytes: MAX_OUTPUT_BYTES,
        },
      );
      if (result.exitCode !== 0) {
        const detail = await readFile(log, 'utf8').catch(() => '');
        throw new TranscriptionError(pocketsphinxMessages.failed, {
          cause: new Error(`pocketsphinx exited ${result.exitCode}: ${detail.trim().slice(-1000)}`),
        });
      }
      return result.stdout.toString('utf8');
    } catch (error) {
      if (limit.aborted && !signal?.aborted) {
        throw new TranscriptionError(pocketsphinxMessages.tookTooLong, { cause: error });
      }
      throw error;
    }
  }
}
