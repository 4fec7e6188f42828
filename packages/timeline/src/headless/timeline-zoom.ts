// Zoom levels (25 to 200 px/s in steps of 25) and the conversions between samples and pixels,
// which happen only when drawing: the timeline itself is in samples.
import { timelineSampleRate, timelineZoom } from './timeline-constants';

export function clampZoom(pixelsPerSecond: number): number {
  const stepped = Math.round(pixelsPerSecond / timelineZoom.step) * timelineZoom.step;
  return Math.min(timelineZoom.max, Math.max(timelineZoom.min, stepped));
}

export function zoomIn(pixelsPerSecond: number): number {
  return clampZoom(pixelsPerSecond + timelineZoom.step);
}

export function zoomOut(pixelsPerSecond: number): number {
  return clampZoom(pixelsPerSecond - timelineZoom.step);
}

export function canZoomIn(pixelsPerSecond: number): boolean {
  return pixelsPerSecond < timelineZoom.max;
}

export function canZoomOut(pixelsPerSecond: number): boolean {
  return pixelsPerSecond > timelineZoom.min;
}

export function samplesToPixels(samples: number, pixelsPerSecond: number): number {
  return (samples / timelineSampleRate) * pixelsPerSecond;
}

export function pixelsToSamples(pixels: number, pixelsPerSecond: number): number {
  return Math.round((pixels / pixelsPerSecond) * timelineSampleRate);
}
