// Draws one waveform tile: for every pixel column, the extremes of the source samples under it,
// mirrored around the centre line, in the given colour (the tile's CSS colour, currentColor).
import { peakRange, type WaveformPeaks } from '../audio/waveform-peaks';
import type { Canvas2D } from './bitmap-canvas';

export interface WaveformTileSpan {
  /** First source sample the tile shows. */
  fromSample: number;
  /** Source samples the tile shows (its CSS width covers exactly these). */
  samples: number;
}

export function drawWaveformTile(
  context: Canvas2D,
  colour: string,
  cssWidth: number,
  cssHeight: number,
  peaks: WaveformPeaks | undefined,
  span: WaveformTileSpan,
): void {
  context.clearRect(0, 0, cssWidth, cssHeight);
  const middle = cssHeight / 2;
  context.fillStyle = colour;
  if (!peaks) {
    // Still loading: a quiet centre line.
    context.globalAlpha = 0.35;
    context.fillRect(0, middle - 0.5, cssWidth, 1);
    context.globalAlpha = 1;
    return;
  }
  const samplesPerPixel = span.samples / cssWidth;
  const scale = middle * 0.92;
  context.beginPath();
  for (let x = 0; x < cssWidth; x += 1) {
    const from = span.fromSample + x * samplesPerPixel;
    const [low, high] = peakRange(peaks, from, from + samplesPerPixel);
    const top = middle - high * scale;
    const height = Math.max(1, (high - low) * scale);
    context.rect(x, top, 1, height);
  }
  context.fill();
}
