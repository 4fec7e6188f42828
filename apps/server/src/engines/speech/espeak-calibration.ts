// Measures what espeak-ng's own knobs do, with the same analysis we run on speakers, so a speaker's measured
// figures can be mapped onto them: median pitch for -p 0…99, syllable-nuclei rate for -s 80…250 wpm, and the
// relative pitch variation (σ/median) at the default range. Done once per espeak voice and kept in memory
// (nine short syntheses run side by side, a fraction of a second on an idle machine).
import { analyseFrames } from '../../media/analysis/frame-features';
import { measureSpan } from '../../media/analysis/clip-statistics';
import { mediaTools } from '../../media/media-tools';
import { OutputLimitError, runProcess } from '../../media/run-process';
import { SpeechOverrunError } from './speech-engine';
import { calibrationText } from './espeak-voices';
import { readMonoWav } from './wav-reader';

export interface CalibrationPoint {
  setting: number;
  measured: number;
}

export interface EspeakCalibration {
  /** -p → median F0 (Hz), increasing. */
  pitch: CalibrationPoint[];
  /** -s → syllable nuclei per second, increasing. */
  rate: CalibrationPoint[];
  /** σ/median of F0 at the default prosody range (100 %). */
  defaultRelativeVariation: number;
}

const PITCH_SETTINGS = [0, 25, 50, 75, 99];
/** Above ~250 wpm espeak-ng's syllables blur and the nuclei count stops rising, so the map ends there. */
const SPEED_SETTINGS = [80, 130, 175, 250];

/** espeak-ng's WAV on stdout: 22,050 Hz, 16-bit mono (a limit in seconds becomes one in bytes). */
const WAV_HEADER_BYTES = 64;
const ESPEAK_BYTES_PER_SECOND = 22_050 * 2;

/** espeak-ng's speech as PCM; with `maxSeconds`, stopped (SpeechOverrunError) once the audio passes it. */
export async function speakToPcm(
  voice: string,
  args: readonly string[],
  text: string,
  signal?: AbortSignal,
  maxSeconds?: number,
): Promise<{ samples: Int16Array; sampleRate: number }> {
  const result = await runProcess(mediaTools.espeakNg, ['-v', voice, ...args, '--stdout', '--stdin'], {
    stdin: text,
    timeoutMs: 60_000,
    signal,
    maxStdoutBytes:
      maxSeconds === undefined ? undefined : WAV_HEADER_BYTES + maxSeconds * ESPEAK_BYTES_PER_SECOND,
  }).catch((error: unknown) => {
    if (error instanceof OutputLimitError) throw new SpeechOverrunError(maxSeconds ?? 0);
    throw error;
  });
  if (result.exitCode !== 0) throw new Error(`espeak-ng failed: ${result.stderr.trim()}`);
  return readMonoWav(result.stdout);
}

async function measure(voice: string, args: readonly string[], signal?: AbortSignal) {
  const { samples, sampleRate } = await speakToPcm(voice, args, calibrationText, signal);
  const features = analyseFrames(samples, sampleRate);
  return measureSpan(features, { startSeconds: 0, endSeconds: samples.length / sampleRate });
}

/** Keeps points whose measure rises with the setting (drops any that would make the map non-monotonic). */
function increasing(points: CalibrationPoint[]): CalibrationPoint[] {
  const kept: CalibrationPoint[] = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (Number.isFinite(point.measured) && (!last || point.measured > last.measured)) kept.push(point);
  }
  return kept;
}

export async function calibrateEspeakVoice(voice: string, signal?: AbortSignal): Promise<EspeakCalibration> {
  // The syntheses run side by side (espeak-ng is a separate process); the measurements follow one by one.
  const [pitchStats, rateStats] = await Promise.all([
    Promise.all(PITCH_SETTINGS.map((setting) => measure(voice, ['-p', String(setting)], signal))),
    Promise.all(SPEED_SETTINGS.map((setting) => measure(voice, ['-s', String(setting)], signal))),
  ]);
  const pitch = PITCH_SETTINGS.map((setting, index) => ({
    setting,
    measured: pitchStats[index]!.pitchMedianHz ?? Number.NaN,
  }));
  const rate = SPEED_SETTINGS.map((setting, index) => ({
    setting,
    measured: rateStats[index]!.speakingRate ?? Number.NaN,
  }));
  const atDefault = pitchStats[PITCH_SETTINGS.indexOf(50)]!;
  const defaultRelativeVariation =
    atDefault.pitchMedianHz && atDefault.pitchVariationHz
      ? atDefault.pitchVariationHz / atDefault.pitchMedianHz
      : 0.1;
  return { pitch: increasing(pitch), rate: increasing(rate), defaultRelativeVariation };
}

/**
 * The setting whose measure is closest to `target`: piecewise-linear between calibration points (pitch in log
 * frequency), clamped to the calibrated range; `fallback` when there is nothing to go on.
 */
export function settingFor(
  points: readonly CalibrationPoint[],
  target: number | null,
  fallback: number,
  logScale = false,
): number {
  if (target === null || !Number.isFinite(target) || target <= 0 || points.length === 0) return fallback;
  const scale = (value: number) => (logScale ? Math.log(value) : value);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (points.length === 1) return first.setting;
  if (target <= first.measured) return first.setting;
  if (target >= last.measured) return last.setting;
  for (let i = 1; i < points.length; i++) {
    const low = points[i - 1]!;
    const high = points[i]!;
    if (target <= high.measured) {
      const position = (scale(target) - scale(low.measured)) / (scale(high.measured) - scale(low.measured));
      return Math.round(low.setting + position * (high.setting - low.setting));
    }
  }
  return last.setting;
}
