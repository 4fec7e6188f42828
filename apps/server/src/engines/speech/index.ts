// Chooses the speech engine: an HTTP engine when TTS_URL is set (Chatterbox-TTS-Server by default, or an
// OpenAI-style server with TTS_PROTOCOL=openai), else the embedded espeak-ng engine (its calibrations cached under
// DATA_DIR/cache).
import { join } from 'node:path';
import type { SpeechEngineConfig } from '../../config';
import { fileCalibrationCache } from './espeak-calibration-cache';
import { EspeakSpeechEngine } from './espeak-engine';
import { ChatterboxSpeechEngine } from './http/chatterbox-engine';
import { OpenAiSpeechEngine } from './http/openai-speech-engine';
import type { SpeechEngine } from './speech-engine';

export function createSpeechEngine({
  dataDir,
  speech = {},
}: {
  dataDir: string;
  speech?: SpeechEngineConfig;
}): SpeechEngine {
  const tmpRoot = join(dataDir, 'tmp');
  if (speech.ttsUrl && speech.protocol === 'openai') {
    return new OpenAiSpeechEngine({ baseUrl: speech.ttsUrl, tmpRoot, ...speech });
  }
  if (speech.ttsUrl) return new ChatterboxSpeechEngine({ baseUrl: speech.ttsUrl, tmpRoot });
  return new EspeakSpeechEngine(fileCalibrationCache(join(dataDir, 'cache', 'espeak-calibration.json')));
}

export type { SpeechEngine, VoiceProfile } from './speech-engine';
