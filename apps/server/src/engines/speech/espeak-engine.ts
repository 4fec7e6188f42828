// The embedded speech engine: espeak-ng, offline on the CPU. Be clear about what it is: a formant synthesiser that
// sounds robotic. Its "voice profile" is NOT a clone of the speaker's voice — it only follows three measured
// figures of the reference: the median pitch (mapped to -p), the pitch variation relative to the median (mapped
// to an SSML prosody range), and the speaking rate in syllables per second (mapped to -s), using a calibration of
// espeak-ng's own voice for the reference language measured with the same analysis. Timbre, accent and emotion
// are not reproduced; real reference-audio cloning needs an HTTP engine (TTS_URL: http/chatterbox-engine.ts). Speaking starts from the
// profile (or the chosen reference clip's measured pitch and rate) and applies the sliders as espeak-controls.ts
// documents.
import { writeFile } from 'node:fs/promises';
import type { SpeechStatistics } from '../../media/analysis/clip-statistics';
import { encodeWav } from '../../media/analysis/pcm-wav';
import { estimateEspeakSeconds } from './espeak-length-estimate';
import { calibrateEspeakVoice, settingFor, speakToPcm, type EspeakCalibration } from './espeak-calibration';
import type { CalibrationCache } from './espeak-calibration-cache';
import { defaultSpeechControls, planProsody, prosodySsml, type EspeakVoiceBase } from './espeak-controls';
import { espeakVoiceByLanguage } from './espeak-voices';
import { estimateSpeechSeconds } from '@twin/api-client';
import {
  UnsupportedLanguageError,
  speechEngineLabels,
  type SpeechEngine,
  type SynthesisInput,
  type SynthesisResult,
  type VoiceProfile,
  type VoiceProfileInput,
} from './speech-engine';

export const ESPEAK_ENGINE_ID = 'espeak-ng';

const DEFAULT_PITCH = 50;
const DEFAULT_SPEED = 175;
const DEFAULT_RANGE_PERCENT = 100;
const MAX_RANGE_PERCENT = 300;

/** The speaker's pitch variation relative to the median, as a prosody range against espeak-ng's own voice. */
function rangePercentFor(calibration: EspeakCalibration, speaker: Partial<SpeechStatistics>): number {
  const { pitchMedianHz, pitchVariationHz } = speaker;
  if (!pitchMedianHz || pitchVariationHz === null || pitchVariationHz === undefined)
    return DEFAULT_RANGE_PERCENT;
  const relativeVariation = pitchVariationHz / pitchMedianHz;
  return Math.round(
    Math.min(MAX_RANGE_PERCENT, (100 * relativeVariation) / calibration.defaultRelativeVariation),
  );
}

function profileBase(profile: VoiceProfile): EspeakVoiceBase {
  const settings = profile.settings;
  return {
    pitch: Number(settings.pitch ?? DEFAULT_PITCH),
    speed: Number(settings.speed ?? DEFAULT_SPEED),
    rangePercent: Number(settings.rangePercent ?? DEFAULT_RANGE_PERCENT),
  };
}

export class EspeakSpeechEngine implements SpeechEngine {
  readonly id = ESPEAK_ENGINE_ID;
  readonly capabilities = {
    clonesTimbre: false,
    followsPitchAndRate: true,
    languages: Object.keys(espeakVoiceByLanguage),
    description:
      'Embedded espeak-ng: a robotic approximation that follows your measured pitch, pitch range and speaking ' +
      'rate — not a clone of your voice.',
    label: speechEngineLabels.builtIn,
  } as const;

  private readonly calibrations = new Map<string, Promise<EspeakCalibration>>();

  /** `cache` keeps calibrations across restarts (see espeak-calibration-cache.ts); without it, once per process. */
  constructor(private readonly cache: CalibrationCache | null = null) {}

  voiceFor(language: string): string {
    const voice = espeakVoiceByLanguage[language];
    if (!voice) throw new UnsupportedLanguageError(ESPEAK_ENGINE_ID, language);
    return voice;
  }

  /** Measures espeak-ng's voice once per process, or once per espeak-ng version with a cache (also the warm-up). */
  calibration(voice: string, signal?: AbortSignal): Promise<EspeakCalibration> {
    let pending = this.calibrations.get(voice);
    if (!pending) {
      pending = this.cachedOrMeasured(voice, signal);
      this.calibrations.set(voice, pending);
      pending.catch(() => this.calibrations.delete(voice));
    }
    return pending;
  }

  private async cachedOrMeasured(voice: string, signal?: AbortSignal): Promise<EspeakCalibration> {
    const cached = await this.cache?.read(voice);
    if (cached) return cached;
    const measured = await calibrateEspeakVoice(voice, signal);
    await this.cache?.write(voice, measured);
    return measured;
  }

  async prepare(languages: readonly string[]): Promise<void> {
    await Promise.all(languages.map((language) => this.calibration(this.voiceFor(language))));
  }

  async createVoiceProfile(input: VoiceProfileInput): Promise<VoiceProfile> {
    const voice = this.voiceFor(input.language);
    const calibration = await this.calibration(voice, input.signal);
    const { pitchMedianHz, pitchVariationHz, speakingRate } = input.speaker;
    const rangePercent = rangePercentFor(calibration, input.speaker);
    return {
      engine: ESPEAK_ENGINE_ID,
      formatVersion: 1,
      language: input.language,
      speaker: { pitchMedianHz, pitchVariationHz, speakingRate },
      referenceClipIds: input.clips.map((clip) => clip.clipId),
      settings: {
        voice,
        pitch: settingFor(calibration.pitch, pitchMedianHz, DEFAULT_PITCH, true),
        speed: settingFor(calibration.rate, speakingRate, DEFAULT_SPEED),
        rangePercent,
      },
    };
  }

  /** The voice to start from: the profile, or the chosen reference clip measured against this voice. */
  private async voiceBase(
    input: Omit<SynthesisInput, 'outputPath'>,
    voice: string,
  ): Promise<EspeakVoiceBase> {
    const base = profileBase(input.profile);
    const clip = input.referenceClip?.statistics;
    if (!clip) return base;
    const calibration = await this.calibration(voice, input.signal);
    return {
      pitch: settingFor(calibration.pitch, clip.pitchMedianHz, base.pitch, true),
      speed: settingFor(calibration.rate, clip.speakingRate, base.speed),
      rangePercent: clip.pitchVariationHz === null ? base.rangePercent : rangePercentFor(calibration, clip),
    };
  }

  /** From the same voice base and sliders `synthesize` will use (a chosen reference clip's rate included). */
  async estimateSeconds(input: Omit<SynthesisInput, 'outputPath'>): Promise<number> {
    const voice = this.voiceFor(input.language);
    const base = await this.voiceBase(input, voice);
    const plan = planProsody(base, input.controls ?? defaultSpeechControls, input.text);
    // What espeak-ng will read aloud, never below the character count's estimate.
    const spoken = await estimateEspeakSeconds(voice, input.text, plan.speed, input.signal);
    return Math.max(spoken, estimateSpeechSeconds(input.text, plan.speed));
  }

  async synthesize(input: SynthesisInput): Promise<SynthesisResult> {
    const voice = this.voiceFor(input.language);
    const base = await this.voiceBase(input, voice);
    const plan = planProsody(base, input.controls ?? defaultSpeechControls, input.text);
    const { samples, sampleRate } = await speakToPcm(
      voice,
      ['-m', '-p', String(plan.pitch), '-s', String(plan.speed)],
      prosodySsml(plan),
      input.signal,
      input.maxSeconds,
    );
    await writeFile(input.outputPath, encodeWav(samples, sampleRate));
    return {
      durationSeconds: samples.length / sampleRate,
      sampleRate,
      settings: { voice, pitch: plan.pitch, speed: plan.speed, rangePercent: plan.rangePercent },
    };
  }
}
