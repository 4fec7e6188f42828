// 16-bit PCM WAV: the RIFF header, Float32 channels → interleaved little-endian 16-bit samples,
// and reading a header back (what the export tests and the bench check: PCM, channels, rate,
// bits, duration). The export writes the header once and the samples in segments.

const headerBytes = 44;

/** The 44-byte RIFF/WAVE header for `frames` frames of 16-bit PCM. */
export function wavHeader(frames: number, channelCount: number, sampleRate: number): ArrayBuffer {
  const dataBytes = frames * channelCount * 2;
  const buffer = new ArrayBuffer(headerBytes);
  const view = new DataView(buffer);
  const writeText = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  writeText(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeText(8, 'WAVE');
  writeText(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channelCount, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channelCount * 2, true); // byte rate
  view.setUint16(32, channelCount * 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  writeText(36, 'data');
  view.setUint32(40, dataBytes, true);
  return buffer;
}

/** Float32 channels (−1…1) → interleaved 16-bit PCM (rounded, clamped), as many frames as the shortest channel. */
export function encodePcm16(channels: readonly Float32Array[]): ArrayBuffer {
  const channelCount = channels.length;
  const frames = channelCount === 0 ? 0 : Math.min(...channels.map((channel) => channel.length));
  // Every browser is little-endian, so an Int16Array writes the samples in WAV byte order.
  const samples = new Int16Array(frames * channelCount);
  for (let channel = 0; channel < channelCount; channel += 1) {
    const source = channels[channel]!;
    for (let frame = 0, index = channel; frame < frames; frame += 1, index += channelCount) {
      const value = source[frame]!;
      const clamped = value > 1 ? 1 : value < -1 ? -1 : value;
      samples[index] = Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
    }
  }
  return samples.buffer;
}

/** A whole WAV file in one piece (small files: tests, generated demo audio). */
export function encodeWav16(channels: readonly Float32Array[], sampleRate: number): ArrayBuffer {
  const pcm = new Uint8Array(encodePcm16(channels));
  const frames = pcm.byteLength / (Math.max(1, channels.length) * 2);
  const file = new Uint8Array(headerBytes + pcm.byteLength);
  file.set(new Uint8Array(wavHeader(frames, channels.length, sampleRate)), 0);
  file.set(pcm, headerBytes);
  return file.buffer;
}

export interface WavHeader {
  /** 1 = PCM. */
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  frames: number;
  durationSeconds: number;
}

/** Reads the fmt and data chunks of a RIFF/WAVE file (the first bytes suffice); throws on anything else. */
export function readWavHeader(buffer: ArrayBuffer): WavHeader {
  const view = new DataView(buffer);
  const text = (offset: number, length: number) =>
    String.fromCharCode(...new Uint8Array(buffer, offset, length));
  if (buffer.byteLength < 12 || text(0, 4) !== 'RIFF' || text(8, 4) !== 'WAVE')
    throw new Error('Not a WAV file');
  let offset = 12;
  let format: Omit<WavHeader, 'dataBytes' | 'frames' | 'durationSeconds'> | null = null;
  while (offset + 8 <= buffer.byteLength) {
    const id = text(offset, 4);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      format = {
        audioFormat: view.getUint16(offset + 8, true),
        channels: view.getUint16(offset + 10, true),
        sampleRate: view.getUint32(offset + 12, true),
        bitsPerSample: view.getUint16(offset + 22, true),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      const frames = size / (format.channels * (format.bitsPerSample / 8));
      return { ...format, dataBytes: size, frames, durationSeconds: frames / format.sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV file without data');
}
