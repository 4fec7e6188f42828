// Keeps espeak-ng's calibrations on disk (DATA_DIR/cache/espeak-calibration.json) so that a restarted server —
// and a voice job resumed the moment it restarts — does not measure espeak-ng's voices again. Entries are keyed
// by espeak-ng's version line, the calibration format and the voice: a different espeak-ng build measures anew.
// The cache is only an optimisation: an unreadable, foreign or malformed file is ignored (and rewritten), and a
// failed write is dropped; neither ever fails a job.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { mediaTools } from '../../media/media-tools';
import { runProcess } from '../../media/run-process';
import type { CalibrationPoint, EspeakCalibration } from './espeak-calibration';

/** Bump when calibrateEspeakVoice measures differently, so old entries are not reused. */
export const CALIBRATION_FORMAT = 1;

export interface CalibrationCache {
  read(voice: string): Promise<EspeakCalibration | null>;
  write(voice: string, calibration: EspeakCalibration): Promise<void>;
}

function isPoints(value: unknown): value is CalibrationPoint[] {
  return (
    Array.isArray(value) &&
    value.every(
      (point: unknown) =>
        typeof point === 'object' &&
        point !== null &&
        Number.isFinite((point as CalibrationPoint).setting) &&
        Number.isFinite((point as CalibrationPoint).measured),
    )
  );
}

function isCalibration(value: unknown): value is EspeakCalibration {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as EspeakCalibration;
  return (
    isPoints(candidate.pitch) &&
    isPoints(candidate.rate) &&
    typeof candidate.defaultRelativeVariation === 'number' &&
    candidate.defaultRelativeVariation > 0
  );
}

/** espeak-ng's version line, e.g. "eSpeak NG text-to-speech: 1.51  Data at: /usr/lib/…/espeak-ng-data". */
export async function espeakVersion(): Promise<string> {
  const result = await runProcess(mediaTools.espeakNg, ['--version'], { timeoutMs: 10_000 });
  if (result.exitCode !== 0) throw new Error(`espeak-ng --version failed: ${result.stderr.trim()}`);
  return result.stdout.toString('utf8').trim();
}

export function fileCalibrationCache(
  file: string,
  version: () => Promise<string> = espeakVersion,
): CalibrationCache {
  let versionLine: Promise<string> | null = null;
  const keyFor = async (voice: string) => {
    versionLine ??= version();
    return `${await versionLine}|format ${CALIBRATION_FORMAT}|${voice}`;
  };
  const readEntries = async (): Promise<Record<string, unknown>> => {
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };
  // Writes one after another, so two voices calibrated at once both end up in the file.
  let writing: Promise<void> = Promise.resolve();

  return {
    async read(voice) {
      try {
        const entry = (await readEntries())[await keyFor(voice)];
        return isCalibration(entry) ? entry : null;
      } catch {
        return null;
      }
    },
    write(voice, calibration) {
      writing = writing.then(async () => {
        try {
          const entries = await readEntries();
          entries[await keyFor(voice)] = calibration;
          await mkdir(dirname(file), { recursive: true, mode: 0o700 });
          // Written aside and renamed, so a crash mid-write never leaves half a file.
          const partial = `${file}.${process.pid}.partial`;
          await writeFile(partial, `${JSON.stringify(entries, null, 2)}\n`);
          await rename(partial, file);
        } catch {
          // Only an optimisation: the next start measures again.
        }
      });
      return writing;
    },
  };
}
