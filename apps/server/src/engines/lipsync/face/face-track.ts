// From the faces found frame by frame to the one face lip-sync animates: whether the video shows one face big enough
// (the verdict a creator sees), and that face's mesh in every frame, smoothed over time so nothing jitters, with short
// gaps bridged. Frames where it is not found stay as they are.
import { eyeCornerDistance, MESH_POINTS } from './face-mesh-points';
import type { FoundFace } from './face-thread-messages';

export type FaceCheck = 'ready' | 'no_face' | 'several_faces' | 'face_too_small';

/** Below this distance between the outer eye corners (pixels of the video), a mouth is too small to animate. */
export const MIN_EYE_CORNER_PIXELS = 28;
/** A second face at least this share of the main one's width makes the frame one of several faces. */
const SECOND_FACE_SHARE = 0.5;
/** The verdict is 'ready' when at least this share of the looked-at frames show one usable face. */
const USABLE_SHARE = 0.5;
/** Gaps of up to this many frames between frames with the face are bridged. */
const BRIDGED_GAP = 4;
/** Temporal smoothing: a Gaussian of this many frames' deviation over ±3 frames. */
const SMOOTHING_SIGMA = 1.2;

export type FrameFaces = 'none' | 'several' | 'small' | Float32Array;

/** Faces are looked for in frames at most this many pixels on their longer side (meshes are scaled back). */
const DETECTION_SIZE = 640;

/** The size a video's frames are looked at: scaled down to DETECTION_SIZE on the longer side, even sides. */
export function detectionSize(
  width: number,
  height: number,
): { width: number; height: number; scale: number } {
  const scale = Math.min(1, DETECTION_SIZE / Math.max(width, height));
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2);
  const scaledWidth = even(width);
  return { width: scaledWidth, height: even(height), scale: scaledWidth / width };
}

/** The faces' meshes and boxes, found at `scale`, in the video's own pixels (changed in place). */
export function scaleFacesBack(faces: FoundFace[], scale: number): FoundFace[] {
  for (const face of faces) {
    for (let i = 0; i < face.mesh.length; i++) face.mesh[i] = face.mesh[i]! / scale;
    face.box = face.box.map((value) => value / scale) as FoundFace['box'];
  }
  return faces;
}

/** What one frame shows: the face's mesh when there is one usable face, else why not. */
export function classifyFrame(faces: readonly FoundFace[]): FrameFaces {
  if (faces.length === 0) return 'none';
  const sorted = [...faces].sort((a, b) => b.box[2] - a.box[2]);
  const main = sorted[0]!;
  if (sorted.length > 1 && sorted[1]!.box[2] >= SECOND_FACE_SHARE * main.box[2]) return 'several';
  if (eyeCornerDistance(main.mesh) < MIN_EYE_CORNER_PIXELS) return 'small';
  return main.mesh;
}

/** The verdict over many frames: 'ready' when enough show one usable face, else the commonest reason. */
export function faceCheckOf(frames: readonly FrameFaces[]): FaceCheck {
  if (frames.length === 0) return 'no_face';
  const counts = { none: 0, several: 0, small: 0, usable: 0 };
  for (const frame of frames) counts[typeof frame === 'string' ? frame : 'usable']++;
  if (counts.usable >= USABLE_SHARE * frames.length) return 'ready';
  if (counts.several >= counts.small && counts.several >= counts.none) return 'several_faces';
  if (counts.small >= counts.none) return 'face_too_small';
  return 'no_face';
}

/** One mesh per frame (null where the face is not drawn): gaps bridged, then smoothed over time. */
export function smoothTrack(frames: readonly FrameFaces[]): (Float32Array | null)[] {
  const meshes = frames.map((frame) => (typeof frame === 'string' ? null : frame));
  const bridged = [...meshes];
  let last = -1;
  meshes.forEach((mesh, index) => {
    if (!mesh) return;
    const gap = index - last - 1;
    if (last >= 0 && gap > 0 && gap <= BRIDGED_GAP) {
      const from = meshes[last]!;
      for (let g = 1; g <= gap; g++) {
        const t = g / (gap + 1);
        const between = new Float32Array(MESH_POINTS * 2);
        for (let i = 0; i < between.length; i++) between[i] = from[i]! + (mesh[i]! - from[i]!) * t;
        bridged[last + g] = between;
      }
    }
    last = index;
  });
  const weights = [-3, -2, -1, 0, 1, 2, 3].map((d) => Math.exp(-(d * d) / (2 * SMOOTHING_SIGMA ** 2)));
  return bridged.map((mesh, index) => {
    if (!mesh) return null;
    const smoothed = new Float32Array(MESH_POINTS * 2);
    let total = 0;
    for (let d = -3; d <= 3; d++) {
      const neighbour = bridged[index + d];
      if (!neighbour) continue;
      const weight = weights[d + 3]!;
      total += weight;
      for (let i = 0; i < smoothed.length; i++) smoothed[i] = smoothed[i]! + neighbour[i]! * weight;
    }
    for (let i = 0; i < smoothed.length; i++) smoothed[i] = smoothed[i]! / total;
    return smoothed;
  });
}
