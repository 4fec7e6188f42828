// The speech engine interface: builds a voice profile from a speaker's reference clips and speaks text with it,
// shaped by the speech page's sliders (SpeechControls). Implementations: the embedded espeak-ng engine
// (espeak-engine.ts) and the HTTP engines (http/: Chatterbox-TTS-Server clone mode, OpenAI-style
// /v1/audio/speech). The shapes are chosen so a reference-audio cloning engine fits: the profile keeps the
// reference clip ids and the speaker's statistics, and synthesis may be given the reference clip to imitate.
import { languageName } from '@twin/api-client';
import type { SpeechStatistics } from '../../media/analysis/clip-statistics';

export interface ProfileReferenceClip {
  clipId: string;
  /** Absolute path of the clip's WAV (mono 24 kHz 16-bit). */
  path: string;
  statistics: SpeechStatistics;
}

export interface VoiceProfileInput {
  modelId: string;
  /** The reference language code (en, de, zh…). */
  language: string;
  /** The speaker measured over the whole analysed reference. */
  speaker: SpeechStatistics;
  clips: readonly ProfileReferenceClip[];
  signal?: AbortSignal;
}

/** Stored as JSON on the voice model. */
export interface VoiceProfile {
  /** Which engine built it; synthesis must use the same engine. */
  engine: string;
  formatVersion: 1;
  language: string;
  speaker: {
    pitchMedianHz: number | null;
    pitchVariationHz: number | null;
    speakingRate: number | null;
  };
  referenceClipIds: string[];
  /** Engine-specific settings (espeak-ng: voice, pitch, speed, range). */
  settings: Record<string, string | number>;
}

/**
 * The speech page's sliders (spec part 2 §5) as POST /api/tts/generate sends them. Each engine documents what it
 * does with them (the embedded one: espeak-controls.ts).
 */
export interface SpeechControls {
  /** Emotion Intensity, 0.25–2 (default 0.5). */
  exaggeration: number;
  /** Creativity, 0.05–5 (default 0.8). */
  temperature: number;
  /** Guidance Strength, 0–1 (default 0.5). */
  cfgWeight: number;
  /** Tonality, 0–1000 (pro voices; default 42). */
  seed?: number;
  /** Resemblance, 1.6–2 (pro voices; default 1.8). */
  resemblance?: number;
  /** Seeds only the engine's random variation (the speech test's seed); wins over `seed` there, moves no pitch. */
  randomSeed?: number;
}

export interface SynthesisInput {
  profile: VoiceProfile;
  text: string;
  /** Language to speak (may differ from the profile's reference language). */
  language: string;
  /** Where to write the WAV. */
  outputPath: string;
  /** The sliders; engine defaults when absent. */
  controls?: SpeechControls;
  /**
   * The reference clip to imitate (non-pro voices choose one, e.g. the clip categorised for a style): its audio
   * for reference-audio engines, its measured statistics for the embedded one.
   */
  referenceClip?: ProfileReferenceClip;
  signal?: AbortSignal;
  /**
   * The most audio the caller will take (seconds): an engine stops synthesizing once past it and throws
   * SpeechOverrunError, rather than finishing speech that would be thrown away.
   */
  maxSeconds?: number;
}

export interface SynthesisResult {
  durationSeconds: number;
  sampleRate: number;
  /** What the engine actually used (e.g. espeak-ng's pitch, speed and range), kept with the generation. */
  settings?: Record<string, string | number>;
}

export interface SpeechEngineCapabilities {
  /** True only for engines that reproduce the speaker's timbre from the reference audio. */
  clonesTimbre: boolean;
  /** Follows the speaker's measured pitch, pitch range and speaking rate. */
  followsPitchAndRate: boolean;
  /** Language codes it can speak. */
  languages: readonly string[];
  /** One honest sentence for the UI and README. */
  description: string;
  /** The note by the voice picker, in creators' words (one of `speechEngineLabels`): what speaks, whether it is a clone. */
  label: string;
}

/**
 * The notes by the voice picker (issue 26): honest about what speaks, in creators' words. The engine's name and
 * address are the operator's (README, /api/health), not the creator's.
 */
export const speechEngineLabels = {
  builtIn:
    "Your voice's pitch and pace, spoken by the built-in synthetic voice. Your administrator can connect a " +
    'cloning engine for your real voice.',
  clone: 'Spoken in your own voice, cloned from your recordings.',
  stockVoice:
    'Spoken by a stock voice, not a clone of yours. Your administrator can connect a cloning engine for your ' +
    'real voice.',
} as const;

export interface SpeechEngine {
  readonly id: string;
  readonly capabilities: SpeechEngineCapabilities;
  /** HTTP engines: whether the engine accepts a connection (for /api/health; reused for 5 s). Embedded: none. */
  isReachable?(): Promise<boolean>;
  /** Optional one-off preparation (calibration, model download) a server may start in the background. */
  prepare?(languages: readonly string[]): Promise<void>;
  createVoiceProfile(input: VoiceProfileInput): Promise<VoiceProfile>;
  synthesize(input: SynthesisInput): Promise<SynthesisResult>;
  /**
   * Seconds of audio `synthesize` is expected to produce, before running it (credits are checked with it; the
   * real length is charged after). Engines without one get a neutral-rate estimate (the api-client's speech-length-estimate.ts).
   */
  estimateSeconds?(input: Omit<SynthesisInput, 'outputPath'>): number | Promise<number>;
}

/** The speech ran past `maxSeconds` (far longer than its estimate) and was stopped there. */
export class SpeechOverrunError extends Error {
  constructor(readonly maxSeconds: number) {
    super(
      'This text would make far more speech than its length suggests, so it was stopped. Please shorten it or remove unusual symbols.',
    );
    this.name = 'SpeechOverrunError';
  }
}

/** A language the engine cannot speak: the message names the language in a creator's words; `engine` is for logs. */
export class UnsupportedLanguageError extends Error {
  constructor(
    readonly engine: string,
    language: string,
  ) {
    super(`This voice cannot speak ${languageName(language)} yet. Please choose another language.`);
    this.name = 'UnsupportedLanguageError';
  }
}
