// Reads a downloaded WAV the way a player would: the RIFF chunks, the `fmt ` chunk's format,
// channels, rate and bit depth, the `data` chunk's length (hence the duration), and its loudest
// 16-bit sample (to tell a real mix from silence). Written here, not imported from the app, so
// the journey checks the file independently of the code that made it.
import { readFile } from 'node:fs/promises';

export interface WavFacts {
  /** 1 = PCM. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Sample frames in the data chunk. */
  frames: number;
  durationSeconds: number;
  /** Largest absolute 16-bit sample value over all channels. */
  peak: number;
}

export async function readWavFacts(path: string): Promise<WavFacts> {
  const bytes = await readFile(path);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => bytes.toString('ascii', offset, offset + 4);
  if (text(0) !== 'RIFF' || text(8) !== 'WAVE') throw new Error('Not a RIFF/WAVE file');
  let format: Omit<WavFacts, 'frames' | 'durationSeconds' | 'peak'> | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        audioFormat: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('The data chunk comes before the fmt chunk');
      const dataBytes = Math.min(size, bytes.length - body);
      const frameBytes = format.channels * (format.bitsPerSample / 8);
      const frames = Math.floor(dataBytes / frameBytes);
      let peak = 0;
      if (format.bitsPerSample === 16) {
        for (let at = body; at + 1 < body + dataBytes; at += 2) {
          peak = Math.max(peak, Math.abs(view.getInt16(at, true)));
        }
      }
      return { ...format, frames, durationSeconds: frames / format.sampleRate, peak };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('No data chunk');
}
