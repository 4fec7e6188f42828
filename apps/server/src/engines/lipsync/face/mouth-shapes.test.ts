// Mouth shapes from sound: shut in silence, open on the very frame a sound starts, wider for a hiss-free loud vowel
// than for a quiet one, and spread for a bright sound.
import { describe, expect, it } from 'vitest';
import { mouthShapes } from './mouth-shapes';

const RATE = 16_000;
const FPS = 25;

/** `seconds` of audio: silence, with a tone of `hz` at `level` from `from` to `to` seconds. */
function tone(
  seconds: number,
  parts: { from: number; to: number; hz: number; level: number }[],
): Float32Array {
  const samples = new Float32Array(seconds * RATE);
  for (const { from, to, hz, level } of parts)
    for (let i = Math.round(from * RATE); i < Math.round(to * RATE); i++)
      samples[i] = level * Math.sin((2 * Math.PI * hz * i) / RATE);
  return samples;
}

describe('mouthShapes', () => {
  it('keeps the mouth shut in silence and opens it on the frame the sound starts', () => {
    const shapes = mouthShapes(tone(3, [{ from: 1, to: 2, hz: 300, level: 0.5 }]), RATE, FPS, 75);
    expect(shapes.slice(0, 25).every((shape) => shape.open === 0)).toBe(true);
    expect(shapes[25]!.open).toBeGreaterThan(0.5);
    expect(shapes.slice(51).every((shape) => shape.open === 0)).toBe(true);
  });

  it('opens wider for a loud sound than for a quiet one', () => {
    const shapes = mouthShapes(
      tone(2, [
        { from: 0, to: 1, hz: 300, level: 0.5 },
        { from: 1, to: 2, hz: 300, level: 0.05 },
      ]),
      RATE,
      FPS,
      50,
    );
    expect(shapes[10]!.open).toBeGreaterThan(shapes[35]!.open + 0.3);
  });

  it('spreads the lips for a bright sound and rounds them for a dark one', () => {
    const shapes = mouthShapes(
      tone(2, [
        { from: 0, to: 1, hz: 250, level: 0.5 },
        { from: 1, to: 2, hz: 2400, level: 0.5 },
      ]),
      RATE,
      FPS,
      50,
    );
    expect(shapes[10]!.round).toBeGreaterThan(0.5);
    expect(shapes[10]!.wide).toBe(0);
    expect(shapes[35]!.wide).toBeGreaterThan(0.5);
  });
});
