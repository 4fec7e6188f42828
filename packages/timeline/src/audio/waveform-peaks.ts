// Waveform peaks: the minimum and maximum of every `samplesPerPeak` samples, across channels.
// Computed once per audio buffer (in a worker), then drawn at any zoom by merging peaks.

/** 128 samples per peak: finer than one pixel even at the highest zoom (220.5 samples per px). */
export const samplesPerPeak = 128;

export interface WaveformPeaks {
  samplesPerPeak: number;
  /** Length of the source in samples. */
  length: number;
  min: Float32Array;
  max: Float32Array;
}

export function computePeaks(channels: readonly Float32Array[], perPeak = samplesPerPeak): WaveformPeaks {
  const length = channels.reduce((longest, channel) => Math.max(longest, channel.length), 0);
  const count = Math.ceil(length / perPeak);
  const min = new Float32Array(count);
  const max = new Float32Array(count);
  for (let peak = 0; peak < count; peak += 1) {
    let low = 0;
    let high = 0;
    const end = Math.min(length, (peak + 1) * perPeak);
    for (const channel of channels) {
      for (let index = peak * perPeak; index < end && index < channel.length; index += 1) {
        const value = channel[index]!;
        if (value < low) low = value;
        if (value > high) high = value;
      }
    }
    min[peak] = low;
    max[peak] = high;
  }
  return { samplesPerPeak: perPeak, length, min, max };
}

/** The extremes of the source samples [from, to), from the peaks (whole peaks, rounded outwards). */
export function peakRange(peaks: WaveformPeaks, fromSample: number, toSample: number): [number, number] {
  const first = Math.max(0, Math.floor(fromSample / peaks.samplesPerPeak));
  const last = Math.min(peaks.min.length, Math.max(first + 1, Math.ceil(toSample / peaks.samplesPerPeak)));
  let low = 0;
  let high = 0;
  for (let index = first; index < last; index += 1) {
    if (peaks.min[index]! < low) low = peaks.min[index]!;
    if (peaks.max[index]! > high) high = peaks.max[index]!;
  }
  return [low, high];
}
