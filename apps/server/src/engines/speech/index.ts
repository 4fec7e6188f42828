// Chooses the speech engine. Today only the embedded espeak-ng engine exists (its calibrations cached under
// DATA_DIR/cache); no setting selects another one yet.
import { join } from 'node:path';
import { fileCalibrationCache } from './espeak-calibration-cache';
import { EspeakSpeechEngine } from './espeak-engine';
import type { SpeechEngine } from './speech-engine';

export function createSpeechEngine({ dataDir }: { dataDir: string }): SpeechEngine {
  return new EspeakSpeechEngine(fileCalibrationCache(join(dataDir, 'cache', 'espeak-calibration.json')));
}

export type { SpeechEngine, VoiceProfile } from './speech-engine';
