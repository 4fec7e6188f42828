// Tile log-energies minus their neighbouring bands' (clipped): the speech envelope drops out, the chips stay.
import * as layout from './watermark-layout';

// Local copies: imported bindings are property reads in hot loops once transpiled.
const { BAND_COUNT, FRAMES_PER_TILE } = layout;

/** Energies below this fraction of the signal's mean cell energy are raised to it: silence reads as flat. */
const FLOOR_FRACTION = 1e-5;
/** Residuals are clipped here (natural-log units of energy; ±3 dB), limiting loud outliers (a robust detector). */
const CLIP = (3 * Math.LN10) / 10;

/** Sums frames [offset + 2j, offset + 2j + 2) into tile j (tiles × BAND_COUNT); a partial last tile when asked. */
export function tileEnergies(frameEnergies: Float64Array, offset: number, partial: boolean): Float64Array {
  const frames = frameEnergies.length / BAND_COUNT;
  const available = Math.max(0, frames - offset);
  const tiles = partial ? Math.ceil(available / FRAMES_PER_TILE) : Math.floor(available / FRAMES_PER_TILE);
  const energy = new Float64Array(tiles * BAND_COUNT);
  for (let j = 0; j < tiles; j++) {
    const end = Math.min(frames, offset + (j + 1) * FRAMES_PER_TILE);
    for (let f = offset + j * FRAMES_PER_TILE; f < end; f++) {
      for (let b = 0; b < BAND_COUNT; b++) {
        energy[j * BAND_COUNT + b] = energy[j * BAND_COUNT + b]! + frameEnergies[f * BAND_COUNT + b]!;
      }
    }
  }
  return energy;
}

/** Per cell: log energy minus the mean log energy of the bands above and below, clipped (tiles × BAND_COUNT). */
export function tileResiduals(energy: Float64Array): Float64Array {
  let mean = 0;
  for (let i = 0; i < energy.length; i++) mean += energy[i]!;
  mean /= Math.max(1, energy.length);
  const floor = Math.max(mean * FLOOR_FRACTION, 1e-30);
  const log = new Float64Array(energy.length);
  for (let i = 0; i < energy.length; i++) log[i] = Math.log(energy[i]! + floor);
  const residual = new Float64Array(energy.length);
  for (let row = 0; row < energy.length; row += BAND_COUNT) {
    for (let b = 0; b < BAND_COUNT; b++) {
      const i = row + b;
      const neighbours =
        b === 0 ? log[i + 1]! : b === BAND_COUNT - 1 ? log[i - 1]! : (log[i - 1]! + log[i + 1]!) / 2;
      residual[i] = Math.max(-CLIP, Math.min(CLIP, log[i]! - neighbours));
    }
  }
  return residual;
}
