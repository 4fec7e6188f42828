// The face mesh's points that lip-sync uses (MediaPipe's 468-point canonical mesh), the face's own axes, and the
// mouth-and-jaw box: the only part of a frame the renderer may change, and the part the meter leaves out of its PSNR.

export const MESH_POINTS = 468;

/** Mouth corners on the outer lip line (the subject's right, then left: image left, then right). */
export const OUTER_CORNERS = [61, 291] as const;
/** Inner lip contours from corner to corner, image left to right. */
export const INNER_UPPER_LIP = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308] as const;
export const INNER_LOWER_LIP = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308] as const;
/** Outer lip contours from corner to corner, image left to right. */
export const OUTER_UPPER_LIP = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291] as const;
export const OUTER_LOWER_LIP = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291] as const;
/** Pairs of inner-lip points facing each other across the opening: its gap is measured between them. */
export const LIP_GAP_PAIRS = [
  [82, 87],
  [13, 14],
  [312, 317],
] as const;
/** Outer eye corners: the face's width scale, steady while the mouth moves. */
export const EYE_CORNERS = [33, 263] as const;
export const CHIN = 152;
/** The lower part of the face oval, from the image-left cheek round the chin to the image-right cheek. */
export const LOWER_FACE_OVAL = [
  93, 132, 58, 172, 136, 150, 149, 176, 148, 152, 377, 400, 378, 379, 365, 397, 288, 361, 323,
] as const;
/** Below the nose: the upper edge of the region lip-sync may change. */
export const NOSE_BASE = [98, 2, 327] as const;

export interface Point {
  x: number;
  y: number;
}

export function meshPoint(mesh: Float32Array, index: number): Point {
  return { x: mesh[index * 2]!, y: mesh[index * 2 + 1]! };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Distance between the outer eye corners, in pixels. */
export function eyeCornerDistance(mesh: Float32Array): number {
  return distance(meshPoint(mesh, EYE_CORNERS[0]), meshPoint(mesh, EYE_CORNERS[1]));
}

/** The mean inner-lip gap over the facing pairs, divided by the eye-corner distance (the meter's measure). */
export function relativeLipGap(mesh: Float32Array): number {
  let sum = 0;
  for (const [upper, lower] of LIP_GAP_PAIRS) sum += distance(meshPoint(mesh, upper), meshPoint(mesh, lower));
  return sum / LIP_GAP_PAIRS.length / eyeCornerDistance(mesh);
}

/**
 * The face's axes at the mouth: `origin` midway between the mouth corners, `across` the unit vector from the
 * image-left corner to the image-right one, `down` the unit vector at right angles to it, towards the chin.
 */
export interface MouthFrame {
  origin: Point;
  across: Point;
  down: Point;
}

export function mouthFrame(mesh: Float32Array): MouthFrame {
  const left = meshPoint(mesh, OUTER_CORNERS[0]);
  const right = meshPoint(mesh, OUTER_CORNERS[1]);
  const length = distance(left, right) || 1;
  const across = { x: (right.x - left.x) / length, y: (right.y - left.y) / length };
  let down = { x: -across.y, y: across.x };
  const origin = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const chin = meshPoint(mesh, CHIN);
  if ((chin.x - origin.x) * down.x + (chin.y - origin.y) * down.y < 0) down = { x: -down.x, y: -down.y };
  return { origin, across, down };
}

/** A point in the mouth's axes: `u` across (image left negative), `v` down. */
export function toMouth(frame: MouthFrame, point: Point): { u: number; v: number } {
  const dx = point.x - frame.origin.x;
  const dy = point.y - frame.origin.y;
  return { u: dx * frame.across.x + dy * frame.across.y, v: dx * frame.down.x + dy * frame.down.y };
}

export function fromMouth(frame: MouthFrame, u: number, v: number): Point {
  return {
    x: frame.origin.x + u * frame.across.x + v * frame.down.x,
    y: frame.origin.y + u * frame.across.y + v * frame.down.y,
  };
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The mouth-and-jaw box in pixels: the lower face oval, the lips and the nose base, widened by `margin` times the
 * eye-corner distance on every side, and reaching `chinDrop` eye-corner distances below the chin (where an opened
 * jaw goes). The renderer changes nothing outside MOUTH_AND_JAW box; the meter's box adds a little more margin.
 */
export function mouthAndJawBox(mesh: Float32Array, margin = 0.12, chinDrop = 0.45): Box {
  const scale = eyeCornerDistance(mesh);
  const indices = [...LOWER_FACE_OVAL, ...OUTER_UPPER_LIP, ...OUTER_LOWER_LIP, ...NOSE_BASE];
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const index of indices) {
    const { x, y } = meshPoint(mesh, index);
    box.left = Math.min(box.left, x);
    box.right = Math.max(box.right, x);
    box.top = Math.min(box.top, y);
    box.bottom = Math.max(box.bottom, y);
  }
  const chin = meshPoint(mesh, CHIN);
  const { down } = mouthFrame(mesh);
  const dropped = { x: chin.x + down.x * chinDrop * scale, y: chin.y + down.y * chinDrop * scale };
  box.left = Math.min(box.left, dropped.x);
  box.right = Math.max(box.right, dropped.x);
  box.bottom = Math.max(box.bottom, dropped.y);
  const pad = margin * scale;
  return { left: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad };
}
