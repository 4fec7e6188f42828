// Reproducible randomness for the speech engines: a string hash (FNV-1a) to derive seeds and a small seeded PRNG
// (mulberry32), so the same request always gives the same audio.
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: numbers in [0, 1), the same sequence for the same seed. */
export function seededUnit(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator of numbers in [-1, 1), the same sequence for the same seed. */
export function seededSigned(seed: number): () => number {
  const unit = seededUnit(seed);
  return () => unit() * 2 - 1;
}
