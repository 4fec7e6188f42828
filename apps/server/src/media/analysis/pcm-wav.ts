// Mono 16-bit PCM ⇄ WAV: writes the 44-byte RIFF header in front of samples (clips and the normalised reference
// are written straight from the decoded PCM, without another ffmpeg run).
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  return Buffer.concat(wavParts(samples, sampleRate));
}

/**
 * The WAV as its header and a view of the samples (no copy): `writeFile(path, wavParts(…))` writes one after the
 * other, for long audio without a second copy of it in memory.
 */
export function wavParts(samples: Int16Array, sampleRate: number): [Buffer, Buffer] {
  return [
    wavHeader(samples.length, sampleRate),
    Buffer.from(samples.buffer, samples.byteOffset, samples.length * 2),
  ];
}

function wavHeader(sampleCount: number, sampleRate: number): Buffer {
  const dataBytes = sampleCount * 2;
  const buffer = Buffer.alloc(44);
  buffer.write('RIFF', 0, 'latin1');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'latin1');
  buffer.write('fmt ', 12, 'latin1');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'latin1');
  buffer.writeUInt32LE(dataBytes, 40);
  return buffer;
}
