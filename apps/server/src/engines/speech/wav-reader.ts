// Reads mono 16-bit PCM WAV bytes (what espeak-ng --stdout writes) into samples, for measuring the engine's output.
export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

export function readMonoWav(bytes: Buffer): PcmAudio {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV stream');
  }
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    let size = bytes.readUInt32LE(offset + 4);
    if (id === 'fmt ') sampleRate = bytes.readUInt32LE(offset + 12);
    if (id === 'data') {
      // Streams written to a pipe cannot seek back to fill in sizes: take what is there.
      const available = bytes.length - (offset + 8);
      if (size === 0 || size === 0xffffffff || size > available) size = available;
      const copy = Buffer.from(bytes.subarray(offset + 8, offset + 8 + size - (size % 2)));
      return { samples: new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2), sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV stream without data');
}
