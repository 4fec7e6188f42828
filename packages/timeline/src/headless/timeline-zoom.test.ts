// Zoom: 25 to 200 px/s in steps of 25, and samples ↔ pixels.
import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  pixelsToSamples,
  samplesToPixels,
  zoomIn,
  zoomOut,
} from './timeline-zoom';

describe('zoom', () => {
  it('steps by 25 between 25 and 200', () => {
    expect(zoomIn(100)).toBe(125);
    expect(zoomOut(100)).toBe(75);
    expect(zoomIn(200)).toBe(200);
    expect(zoomOut(25)).toBe(25);
    expect(canZoomIn(200)).toBe(false);
    expect(canZoomOut(25)).toBe(false);
    expect(canZoomIn(175) && canZoomOut(50)).toBe(true);
  });
  it('reaches every level from 25 to 200', () => {
    const levels = [25];
    while (canZoomIn(levels[levels.length - 1]!)) levels.push(zoomIn(levels[levels.length - 1]!));
    expect(levels).toEqual([25, 50, 75, 100, 125, 150, 175, 200]);
  });
  it('clamps and rounds arbitrary values to a level', () => {
    expect(clampZoom(1000)).toBe(200);
    expect(clampZoom(0)).toBe(25);
    expect(clampZoom(110)).toBe(100);
  });
  it('converts samples to pixels at the zoom and back', () => {
    expect(samplesToPixels(44_100, 100)).toBe(100);
    expect(samplesToPixels(22_050, 25)).toBe(12.5);
    expect(pixelsToSamples(100, 100)).toBe(44_100);
    expect(pixelsToSamples(8, 200)).toBe(1764);
  });
});
