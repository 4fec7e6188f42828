// What every HTTP engine does the same way: speak a script piece by piece (sentence-sized, so models do not drift),
// stop once past the most the caller will take, join the pieces with crossfades into the WAV at `outputPath`; and
// the parts of a voice profile that only restate the analysis.
import { writeFile } from 'node:fs/promises';
import { encodeWav } from '../../../media/analysis/pcm-wav';
import { SpeechOverrunError, type VoiceProfile, type VoiceProfileInput } from '../speech-engine';
import { ENGINE_SAMPLE_RATE } from './engine-audio';
import { joinWithCrossfades, splitIntoChunks } from './speech-chunks';

export async function speakInPieces(
  input: { text: string; outputPath: string; maxSeconds?: number },
  speakPiece: (piece: string) => Promise<Int16Array>,
): Promise<{ durationSeconds: number; sampleRate: number }> {
  const pieces: Int16Array[] = [];
  let samples = 0;
  for (const text of splitIntoChunks(input.text)) {
    const piece = await speakPiece(text);
    pieces.push(piece);
    samples += piece.length;
    if (input.maxSeconds !== undefined && samples / ENGINE_SAMPLE_RATE > input.maxSeconds) {
      throw new SpeechOverrunError(input.maxSeconds);
    }
  }
  const joined = joinWithCrossfades(pieces, ENGINE_SAMPLE_RATE);
  await writeFile(input.outputPath, encodeWav(joined, ENGINE_SAMPLE_RATE));
  return { durationSeconds: joined.length / ENGINE_SAMPLE_RATE, sampleRate: ENGINE_SAMPLE_RATE };
}

/** A profile of `engine` for the analysed voice, with the engine's own settings. */
export function httpVoiceProfile(
  engine: string,
  input: VoiceProfileInput,
  settings: VoiceProfile['settings'],
): VoiceProfile {
  return {
    engine,
    formatVersion: 1,
    language: input.language,
    speaker: {
      pitchMedianHz: input.speaker.pitchMedianHz,
      pitchVariationHz: input.speaker.pitchVariationHz,
      speakingRate: input.speaker.speakingRate,
    },
    referenceClipIds: input.clips.map((clip) => clip.clipId),
    settings,
  };
}
