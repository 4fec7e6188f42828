// Test support: English sentences spoken by the real espeak-ng, joined with known silences into one WAV, and where
// each sentence starts in it — the audio the transcription engines are tried on.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeWav } from '../../../media/analysis/pcm-wav';
import { mediaTools } from '../../../media/media-tools';
import { runProcess } from '../../../media/run-process';
import { readMonoWav } from '../../speech/wav-reader';

export interface SpokenSentences {
  wavPath: string;
  /** Where each sentence's speech starts (seconds). */
  starts: number[];
  seconds: number;
}

export async function speakSentences(
  dir: string,
  name: string,
  sentences: readonly string[],
  silenceSeconds = 1,
): Promise<SpokenSentences> {
  const pieces: Int16Array[] = [];
  const starts: number[] = [];
  let sampleRate = 0;
  let length = 0;
  for (const [index, sentence] of sentences.entries()) {
    const result = await runProcess(mediaTools.espeakNg, ['-v', 'en-us', '--stdout', sentence]);
    if (result.exitCode !== 0) throw new Error(`espeak-ng failed: ${result.stderr}`);
    const audio = readMonoWav(result.stdout);
    sampleRate = audio.sampleRate;
    if (index > 0) {
      const silence = new Int16Array(Math.round(silenceSeconds * sampleRate));
      pieces.push(silence);
      length += silence.length;
    }
    starts.push(length / sampleRate + leadingSilenceSeconds(audio.samples, sampleRate));
    pieces.push(audio.samples);
    length += audio.samples.length;
  }
  const all = new Int16Array(length);
  let offset = 0;
  for (const piece of pieces) {
    all.set(piece, offset);
    offset += piece.length;
  }
  const wavPath = join(dir, name);
  await writeFile(wavPath, encodeWav(all, sampleRate));
  return { wavPath, starts, seconds: length / sampleRate };
}

/** Where the first sample louder than -40 dBFS is. */
function leadingSilenceSeconds(samples: Int16Array, sampleRate: number): number {
  const index = samples.findIndex((sample) => Math.abs(sample) > 328);
  return index < 0 ? 0 : index / sampleRate;
}
