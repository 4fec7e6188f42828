// The transcription engine interface: speech in a WAV file → text with sentence (or phrase) timings. Two
// implementations: the embedded pocketsphinx engine (English) and an OpenAI-style /v1/audio/transcriptions server
// at STT_URL (speaches, faster-whisper servers).

/** One sentence or phrase the engine heard, with where it starts and ends in the audio (seconds). */
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
}

export interface Transcript {
  /** The whole text, sentences joined with spaces (what the user edits). */
  text: string;
  /** The language heard or asked for (ISO 639-1, e.g. 'en'). */
  language: string;
  /** In order, not overlapping; empty when nothing was heard. */
  segments: TranscriptSegment[];
}

export interface TranscribeInput {
  /** A WAV file the caller made (16 kHz mono PCM is what every engine reads best). */
  wavPath: string;
  /** 'auto' or an ISO 639-1 code. */
  language: string;
  signal?: AbortSignal;
}

export interface TranscriptionEngine {
  /** Shown in logs and /api/health: 'pocketsphinx' or 'http'. */
  readonly name: string;
  /** Whether it can transcribe `language` ('auto' included when it can detect or assume one). */
  supports(language: string): boolean;
  /** The clear message for a language it cannot serve, naming the setting that would serve it (STT_URL). */
  unsupportedMessage(language: string): string;
  /** Throws TranscriptionError with a message fit for users when the engine fails; honours `signal`. */
  transcribe(input: TranscribeInput): Promise<Transcript>;
  /** HTTP engine: whether the server accepts a connection (for /api/health; reused for 5 s). Embedded: none. */
  isReachable?(): Promise<boolean>;
}

/** A failure the user may see (the engine was unreachable, answered nonsense, or took too long). */
export class TranscriptionError extends Error {}
