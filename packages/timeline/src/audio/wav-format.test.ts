// 16-bit PCM WAV: the header a reader sees, interleaving, rounding and clamping, and segments
// joined after one header giving the same bytes as one piece.
import { describe, expect, it } from 'vitest';
import { encodePcm16, encodeWav16, readWavHeader, wavHeader } from './wav-format';

describe('WAV encoding', () => {
  it('writes a PCM header a reader understands', () => {
    const left = new Float32Array(44_100);
    const wav = encodeWav16([left, left], 44_100);
    expect(readWavHeader(wav)).toEqual({
      audioFormat: 1,
      channels: 2,
      sampleRate: 44_100,
      bitsPerSample: 16,
      dataBytes: 44_100 * 4,
      frames: 44_100,
      durationSeconds: 1,
    });
    expect(wav.byteLength).toBe(44 + 44_100 * 4);
  });

  it('interleaves channels, rounds, and clamps to 16 bits', () => {
    const pcm = new Int16Array(
      encodePcm16([new Float32Array([0.5, 2, -1]), new Float32Array([-0.5, -2, 1])]),
    );
    expect([...pcm]).toEqual([16384, -16384, 32767, -32768, -32768, 32767]);
  });

  it('gives the same file from segments after one header as from one piece', () => {
    const channel = Float32Array.from({ length: 1000 }, (_, index) => Math.sin(index / 7));
    const whole = new Uint8Array(encodeWav16([channel, channel], 22_050));
    const parts = [new Uint8Array(wavHeader(1000, 2, 22_050))];
    for (let from = 0; from < 1000; from += 333) {
      const piece = channel.subarray(from, from + 333);
      parts.push(new Uint8Array(encodePcm16([piece, piece])));
    }
    const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      joined.set(part, offset);
      offset += part.length;
    }
    expect(joined).toEqual(whole);
  });

  it('refuses what is not a WAV file', () => {
    expect(() => readWavHeader(new ArrayBuffer(8))).toThrow('Not a WAV file');
  });
});
