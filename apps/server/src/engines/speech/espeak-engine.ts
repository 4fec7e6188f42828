// The embedded speech engine: espeak-ng, offline on the CPU. Be clear about what it is: a formant synthesiser that
// sounds robotic. Its "voice profile" is NOT a clone of the speaker's voice — it only follows three measured
// figures of the reference: the median pitch (mapped to -p), the pitch variation relative to the median (mapped
// to an SSML prosody range), and the speaking rate in syllables per second (mapped to -s), using a calibration of
// espeak-ng's own voice for the reference language measured with the same analysis. Timbre, accent and emotion
// are not reproduced; an HTTP engine (TTS_URL, later) does real reference-audio cloning.
import { writeFile } from 'node:fs/promises';
import { encodeWav } from '../../media/analysis/pcm-wav';
import { calibrateEspeakVoice, settingFor, speakToPcm, type EspeakCalibration } from './espeak-calibration';
import { espeakVoiceByLanguage } from './espeak-voices';
import {
  UnsupportedLanguageError,
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

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
  } as const;

  private readonly calibrations = new Map<string, Promise<EspeakCalibration>>();

  voiceFor(language: string): string {
    const voice = espeakVoiceByLanguage[language];
    if (!voice) throw new UnsupportedLanguageError(ESPEAK_ENGINE_ID, language);
    return voice;
  }

  /** Measures espeak-ng's voice once per process (also used to warm up at start). */
  calibration(voice: string, signal?: AbortSignal): Promise<EspeakCalibration> {
    let pending = this.calibrations.get(voice);
    if (!pending) {
      pending = calibrateEspeakVoice(voice, signal);
      this.calibrations.set(voice, pending);
      pending.catch(() => this.calibrations.delete(voice));
    }
    return pending;
  }

  async prepare(languages: readonly string[]): Promise<void> {
    await Promise.all(languages.map((language) => this.calibration(this.voiceFor(language))));
  }

  async createVoiceProfile(input: VoiceProfileInput): Promise<VoiceProfile> {
    const voice = this.voiceFor(input.language);
    const calibration = await this.calibration(voice, input.signal);
    const { pitchMedianHz, pitchVariationHz, speakingRate } = input.speaker;
    const relativeVariation =
      pitchMedianHz && pitchVariationHz !== null ? pitchVariationHz / pitchMedianHz : null;
    const rangePercent =
      relativeVariation === null
        ? DEFAULT_RANGE_PERCENT
        : Math.round(
            Math.min(MAX_RANGE_PERCENT, (100 * relativeVariation) / calibration.defaultRelativeVariation),
          );
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

  async synthesize(input: SynthesisInput): Promise<SynthesisResult> {
    const settings = input.profile.settings;
    const voice = this.voiceFor(input.language);
    const pitch = Number(settings.pitch ?? DEFAULT_PITCH);
    const speed = Number(settings.speed ?? DEFAULT_SPEED);
    const range = Number(settings.rangePercent ?? DEFAULT_RANGE_PERCENT);
    const ssml = `<speak><prosody range="${range}%">${escapeXml(input.text)}</prosody></speak>`;
    const { samples, sampleRate } = await speakToPcm(
      voice,
      ['-m', '-p', String(pitch), '-s', String(speed)],
      ssml,
      input.signal,
    );
    await writeFile(input.outputPath, encodeWav(samples, sampleRate));
    return { durationSeconds: samples.length / sampleRate, sampleRate };
  }
}
