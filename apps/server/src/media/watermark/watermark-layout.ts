// The watermark's time–frequency grid in physical units and the keyed layout of coded bits and ±1 chips on it.
import { CODED_BITS } from './convolutional-code';
import { KeyedRandom } from './keyed-random';

/** STFT analysis frames: 32 ms Hann windows every 8 ms, at any sample rate. */
export const FRAME_SECONDS = 0.032;
export const HOP_SECONDS = 0.008;
/** A tile is this many consecutive frames (16 ms); the detector tries each frame offset within a tile. */
export const FRAMES_PER_TILE = 2;
/** The chip pattern repeats every this many tiles (1.536 s), so any 5 s carries every coded bit three times. */
export const PERIOD_TILES = 96;
/** 66 bands of about 101 Hz from 300 to 7000 Hz: inside what survives resampling to 16 kHz. */
export const BAND_LOW_HZ = 300;
export const BAND_HIGH_HZ = 7000;
export const BAND_COUNT = 66;
export const BAND_EDGES_HZ: readonly number[] = Array.from(
  { length: BAND_COUNT + 1 },
  (_, i) => BAND_LOW_HZ + ((BAND_HIGH_HZ - BAND_LOW_HZ) * i) / BAND_COUNT,
);
export const CELLS_PER_PERIOD = PERIOD_TILES * BAND_COUNT;

/** Per cell of one period (index tile * BAND_COUNT + band): the coded bit it carries and its chip. */
export interface ChipLayout {
  unit: Uint16Array;
  chip: Int8Array;
}

const layouts = new Map<string, ChipLayout>();

/**
 * The keyed layout: cells are dealt to the coded bits in a keyed random order (every bit gets the same number of
 * cells, give or take one, spread over time and frequency), and each cell gets an independent keyed ±1 chip.
 */
export function chipLayout(key: Buffer): ChipLayout {
  const id = key.toString('hex');
  const cached = layouts.get(id);
  if (cached) return cached;
  const random = new KeyedRandom(key, 'twin-watermark-layout-v1');
  const order = Array.from({ length: CELLS_PER_PERIOD }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const unit = new Uint16Array(CELLS_PER_PERIOD);
  const chip = new Int8Array(CELLS_PER_PERIOD);
  order.forEach((cell, rank) => {
    unit[cell] = rank % CODED_BITS;
    chip[cell] = random.sign();
  });
  const layout = { unit, chip };
  if (layouts.size >= 16) layouts.clear(); // a server has one key; tests a few
  layouts.set(id, layout);
  return layout;
}
