// Which face lip-sync animates: one usable face in most frames is 'ready', otherwise the commonest reason; short
// gaps are bridged and the mesh is smoothed over time.
import { describe, expect, it } from 'vitest';
import { EYE_CORNERS, MESH_POINTS } from './face-mesh-points';
import { classifyFrame, faceCheckOf, MIN_EYE_CORNER_PIXELS, smoothTrack } from './face-track';

/** A mesh whose every point is at (x, y), except the eye corners `eyes` pixels apart. */
function mesh(x: number, y: number, eyes = 60): Float32Array {
  const points = new Float32Array(MESH_POINTS * 2);
  for (let i = 0; i < MESH_POINTS; i++) [points[i * 2], points[i * 2 + 1]] = [x, y];
  points[EYE_CORNERS[1] * 2] = x + eyes;
  return points;
}
const face = (width: number, eyes = 60) => ({
  box: [0, 0, width, width] as [number, number, number, number],
  score: 0.9,
  mesh: mesh(0, 0, eyes),
});

describe('classifyFrame and faceCheckOf', () => {
  it('tells one usable face from none, several and a small one', () => {
    expect(classifyFrame([])).toBe('none');
    expect(classifyFrame([face(200), face(150)])).toBe('several');
    expect(typeof classifyFrame([face(200), face(40)])).toBe('object'); // a face far in the back does not count
    expect(classifyFrame([face(200, MIN_EYE_CORNER_PIXELS - 1)])).toBe('small');
  });

  it('is ready when half the frames show one usable face, else names the commonest reason', () => {
    const usable = mesh(0, 0);
    expect(faceCheckOf([usable, usable, 'none', 'several'])).toBe('ready');
    expect(faceCheckOf([usable, 'several', 'several', 'none'])).toBe('several_faces');
    expect(faceCheckOf(['small', 'small', 'none'])).toBe('face_too_small');
    expect(faceCheckOf(['none', 'none', 'small'])).toBe('no_face');
    expect(faceCheckOf([])).toBe('no_face');
  });
});

describe('smoothTrack', () => {
  it('bridges a short gap, leaves a long one, and smooths jitter away', () => {
    const frames = [mesh(10, 0), 'none' as const, mesh(14, 0), ...Array(6).fill('none'), mesh(0, 0)];
    const track = smoothTrack(frames);
    expect(track[1]).not.toBeNull();
    expect(track[1]![0]).toBeGreaterThan(10);
    expect(track[1]![0]).toBeLessThan(14);
    expect(track[4]).toBeNull();
    const jittery = Array.from({ length: 9 }, (_, i) => mesh(i % 2 ? 11 : 9, 0));
    expect(Math.abs(smoothTrack(jittery)[4]![0]! - 10)).toBeLessThan(0.5);
  });
});
