// Chooses the transcription engine from the configuration: the OpenAI-style server at STT_URL when it is set,
// otherwise the embedded pocketsphinx engine (English only).
import type { TranscriptionEngineConfig } from '../../config';
import { OpenAiTranscriptionEngine } from './openai-transcription-engine';
import { PocketsphinxTranscriptionEngine } from './pocketsphinx-engine';
import type { TranscriptionEngine } from './transcription-engine';

export function createTranscriptionEngine(
  { transcription = {} }: { transcription?: TranscriptionEngineConfig },
  tmpDir?: string,
): TranscriptionEngine {
  if (transcription.sttUrl) {
    return new OpenAiTranscriptionEngine({
      url: transcription.sttUrl,
      model: transcription.model,
      timeoutMs: transcription.timeoutSeconds === undefined ? undefined : transcription.timeoutSeconds * 1000,
    });
  }
  return new PocketsphinxTranscriptionEngine({ tmpDir });
}

export type {
  Transcript,
  TranscriptSegment,
  TranscribeInput,
  TranscriptionEngine,
} from './transcription-engine';
export { TranscriptionError } from './transcription-engine';
