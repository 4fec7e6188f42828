// Small statistics over number arrays (median, mean, standard deviation, percentiles) for the audio measurements.
export function mean(values: ArrayLike<number>): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

export function standardDeviation(values: ArrayLike<number>): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i]! - average) ** 2;
  return Math.sqrt(sum / (values.length - 1));
}

/** Linear interpolation between the closest ranks; `fraction` 0.5 is the median. */
export function percentile(values: ArrayLike<number>, fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const position = Math.min(Math.max(fraction, 0), 1) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

export function median(values: ArrayLike<number>): number {
  return percentile(values, 0.5);
}

/** Rounds for storage and display (measurements are not more precise than this). */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
