// Chooses the speech engine from the configuration. Today only the embedded espeak-ng engine exists; TTS_URL
// (an HTTP engine) arrives in a later issue.
import { EspeakSpeechEngine } from './espeak-engine';
import type { SpeechEngine } from './speech-engine';

export function createSpeechEngine(): SpeechEngine {
  return new EspeakSpeechEngine();
}

export type { SpeechEngine, VoiceProfile } from './speech-engine';
