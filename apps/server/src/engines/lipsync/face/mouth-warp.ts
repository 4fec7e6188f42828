// Draws one mouth shape onto one video frame (planar YUV 4:2:0, changed in place): the lower lip and the jaw are
// moved with a piecewise-affine mesh warp that follows the tracked face (the face mesh's own triangles, plus a band
// of triangles out to fixed anchors on the mouth-and-jaw box, so the warp fades to nothing at the box's edge), and the
// opening between the lips is painted: the speaker's own mouth interior where the frame shows one (their teeth stay
// with the upper jaw), a dark cavity beyond it, with teeth where they fit, and a soft edge. Every pixel outside the
// mouth-and-jaw box is left as it was.
import {
  INNER_LOWER_LIP,
  INNER_UPPER_LIP,
  LOWER_FACE_OVAL,
  MESH_POINTS,
  NOSE_BASE,
  OUTER_LOWER_LIP,
  eyeCornerDistance,
  fromMouth,
  meshPoint,
  mouthAndJawBox,
  mouthFrame,
  toMouth,
  type Box,
  type MouthFrame,
} from './face-mesh-points';
import type { MouthShape } from './mouth-shapes';

/** How far the lips part at `open` = 1, in eye-corner distances (a wide "ah"). */
const MAX_OPENING = 0.34;
/** The upper lip rises by this share of the opening added. */
const UPPER_LIP_LIFT = 0.12;
/** How far the upper lip may come down to meet the lower one, in eye-corner distances. */
const CLOSING_OVERLAP = 0.03;
/** Points this close to the box's edge (in eye-corner distances) move less, down to not at all on the edge. */
const EDGE_FADE = 0.1;

export interface YuvFrame {
  data: Uint8Array;
  width: number;
  height: number;
}

interface Plane {
  data: Uint8Array;
  offset: number;
  stride: number;
  width: number;
  height: number;
  /** 1 for luma, 0.5 for the half-size chroma planes. */
  scale: number;
}

function planesOf({ data, width, height }: YuvFrame): Plane[] {
  const chromaWidth = width >> 1;
  const chromaHeight = height >> 1;
  const lumaSize = width * height;
  const chromaSize = chromaWidth * chromaHeight;
  return [
    { data, offset: 0, stride: width, width, height, scale: 1 },
    { data, offset: lumaSize, stride: chromaWidth, width: chromaWidth, height: chromaHeight, scale: 0.5 },
    {
      data,
      offset: lumaSize + chromaSize,
      stride: chromaWidth,
      width: chromaWidth,
      height: chromaHeight,
      scale: 0.5,
    },
  ];
}

/** A curve v(u) through contour points given in the mouth's axes, linear between them, flat past its ends. */
function curve(points: { u: number; v: number }[]): (u: number) => number {
  const sorted = [...points].sort((a, b) => a.u - b.u);
  return (u) => {
    if (u <= sorted[0]!.u) return sorted[0]!.v;
    for (let i = 1; i < sorted.length; i++) {
      const b = sorted[i]!;
      if (u <= b.u) {
        const a = sorted[i - 1]!;
        const t = b.u === a.u ? 0 : (u - a.u) / (b.u - a.u);
        return a.v + t * (b.v - a.v);
      }
    }
    return sorted[sorted.length - 1]!.v;
  };
}

const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0 || 1e-6)));
  return t * t * (3 - 2 * t);
};

/** Where every point goes, and what the opening between the lips looks like in this frame. */
export interface MouthPose {
  frame: MouthFrame;
  /** Mesh points then the anchors, x then y: where they are in the frame, and where they are drawn. */
  source: Float32Array;
  target: Float32Array;
  /** Triangles (three indices each) with at least one moved corner: the only ones drawn. */
  triangles: number[];
  /** The source's inner lips in the mouth's axes. */
  upper: (u: number) => number;
  lower: (u: number) => number;
  /** The drawn inner lips, and the drawn opening's corners (u). */
  upperTarget: (u: number) => number;
  lowerTarget: (u: number) => number;
  cornerLeft: number;
  cornerRight: number;
  /** Maps a drawn u back to the source's u (the corners move when the mouth widens or rounds). */
  sourceU: (u: number) => number;
  scale: number;
  box: Box;
}

/**
 * Plans the warp of one frame: `mesh` is the tracked (smoothed) face in this frame, `triangles` the face mesh's own.
 */
export function poseMouth(mesh: Float32Array, shape: MouthShape, triangles: Uint16Array): MouthPose {
  const frame = mouthFrame(mesh);
  const scale = eyeCornerDistance(mesh);
  const at = (index: number) => toMouth(frame, meshPoint(mesh, index));
  const upper = curve(INNER_UPPER_LIP.map(at));
  const lower = curve(INNER_LOWER_LIP.map(at));
  const outerLower = curve(OUTER_LOWER_LIP.map(at));
  const cornerLeft = at(INNER_UPPER_LIP[0]).u;
  const cornerRight = at(INNER_UPPER_LIP[INNER_UPPER_LIP.length - 1]!).u;
  const center = (cornerLeft + cornerRight) / 2;
  const halfWidth = (cornerRight - cornerLeft) / 2 || 1;
  const noseV = Math.min(...NOSE_BASE.map((index) => at(index).v));

  // The drawn opening: its corners move out for a wide mouth and in for a round one; its height follows `open`.
  // `strength` eases between the frame's own mouth (0) and the drawn one (1).
  const strength = shape.strength ?? 1;
  const widthFactor = 1 + (0.08 * shape.wide - 0.14 * shape.round) * strength;
  const targetHalfWidth = halfWidth * widthFactor;
  const centerGap = MAX_OPENING * scale * shape.open * (1 - 0.3 * shape.wide + 0.15 * shape.round);
  const sourceU = (u: number) => center + (u - center) / widthFactor;
  const gap = (u: number) => {
    const x = (u - center) / targetHalfWidth;
    return x <= -1 || x >= 1 ? 0 : centerGap * Math.pow(1 - x * x, 0.6);
  };
  // Where the mouth is (nearly) shut, the upper lip also comes down a little to meet the lower one: the mesh's inner
  // lip line sits a pixel or two inside the lips, and lips that only just touched would leave a sliver of teeth.
  const meet = (u: number) => {
    const shown = Math.max(0, lower(sourceU(u)) - upper(sourceU(u)));
    return Math.max(0, Math.min(CLOSING_OVERLAP * scale, 0.4 * shown) - gap(u));
  };
  const upperShift = (u: number) => (meet(u) - UPPER_LIP_LIFT * gap(u)) * strength;
  const upperTarget = (u: number) => upper(sourceU(u)) + upperShift(u);
  const lowerTarget = (u: number) => {
    const own = lower(sourceU(u));
    return own + (upper(sourceU(u)) + upperShift(u) / (strength || 1) + gap(u) - own) * strength;
  };
  // How far the lower lip moves down at u (negative: up, closing a mouth the frame shows open).
  const lipDrop = (u: number) => lowerTarget(u) - lower(sourceU(u));
  const jawDrop = lipDrop(center);
  const outerHalfWidth = halfWidth * 1.25;

  const box = mouthAndJawBox(mesh);
  const oval = LOWER_FACE_OVAL.map((index) => meshPoint(mesh, index));
  const anchors = oval.map((point) => towardBox(frame.origin, point, box));
  const count = MESH_POINTS + anchors.length;
  const source = new Float32Array(count * 2);
  const target = new Float32Array(count * 2);
  const moved = new Uint8Array(count);
  for (let index = 0; index < MESH_POINTS; index++) {
    const x = mesh[index * 2]!;
    const y = mesh[index * 2 + 1]!;
    source[index * 2] = x;
    source[index * 2 + 1] = y;
    const { u, v } = toMouth(frame, { x, y });
    const clampedU = Math.min(cornerRight, Math.max(cornerLeft, u));
    let du =
      (u - center) * (widthFactor - 1) * (1 - smoothstep(0, 0.5 * scale, Math.abs(v - upper(clampedU))));
    du *= 1 - smoothstep(halfWidth, halfWidth + 0.4 * scale, Math.abs(u - center));
    let dv: number;
    if (v < upper(clampedU) - 0.5) {
      // The upper lip rises a little as the mouth opens, fading out towards the nose.
      dv = upperShift(clampedU) * smoothstep(noseV, upper(clampedU), v);
    } else {
      // The lower lip follows the drawn opening; further down, the jaw drops as one piece, fading out beside it.
      const towardJaw = smoothstep(outerLower(clampedU), outerLower(clampedU) + 0.25 * scale, v);
      const beside = 1 - smoothstep(outerHalfWidth, outerHalfWidth + 0.55 * scale, Math.abs(u - center));
      const lip = lipDrop(clampedU) * smoothstep(upper(clampedU), lower(clampedU), v);
      dv = (lip * (1 - towardJaw) + jawDrop * towardJaw) * beside;
    }
    const fade = smoothstep(0, EDGE_FADE * scale, distanceInside(box, x, y));
    du *= fade;
    dv *= fade;
    const shifted = fromMouth(frame, u + du, v + dv);
    target[index * 2] = shifted.x;
    target[index * 2 + 1] = shifted.y;
    moved[index] = Math.abs(du) + Math.abs(dv) > 0.01 ? 1 : 0;
  }
  anchors.forEach((anchor, i) => {
    const index = MESH_POINTS + i;
    source[index * 2] = target[index * 2] = anchor.x;
    source[index * 2 + 1] = target[index * 2 + 1] = anchor.y;
  });
  const drawn: number[] = [];
  const keep = (a: number, b: number, c: number) => {
    if (moved[a] || moved[b] || moved[c]) drawn.push(a, b, c);
  };
  for (let i = 0; i < triangles.length; i += 3) keep(triangles[i]!, triangles[i + 1]!, triangles[i + 2]!);
  // The band between the lower face oval and the box's edge, two triangles per step along the oval.
  for (let i = 0; i + 1 < oval.length; i++) {
    const a = LOWER_FACE_OVAL[i]!;
    const b = LOWER_FACE_OVAL[i + 1]!;
    keep(a, b, MESH_POINTS + i);
    keep(b, MESH_POINTS + i + 1, MESH_POINTS + i);
  }
  return {
    frame,
    source,
    target,
    triangles: drawn,
    upper,
    lower,
    upperTarget,
    lowerTarget,
    cornerLeft: center - targetHalfWidth,
    cornerRight: center + targetHalfWidth,
    sourceU,
    scale,
    box,
  };
}

/** How far (x, y) is inside `box` from its nearest edge; 0 on or outside it. */
function distanceInside(box: Box, x: number, y: number): number {
  return Math.max(0, Math.min(x - box.left, box.right - x, y - box.top, box.bottom - y));
}

/** Where the ray from `origin` through `point` leaves `box`. */
function towardBox(origin: { x: number; y: number }, point: { x: number; y: number }, box: Box) {
  const dx = point.x - origin.x;
  const dy = point.y - origin.y;
  let t = Infinity;
  if (dx > 0) t = Math.min(t, (box.right - origin.x) / dx);
  if (dx < 0) t = Math.min(t, (box.left - origin.x) / dx);
  if (dy > 0) t = Math.min(t, (box.bottom - origin.y) / dy);
  if (dy < 0) t = Math.min(t, (box.top - origin.y) / dy);
  if (!Number.isFinite(t) || t < 1) t = 1;
  return { x: origin.x + dx * t, y: origin.y + dy * t };
}

/** A copy of the box's pixels of one plane, read while the frame is being written. */
interface Snapshot {
  pixels: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
}

function snapshot(plane: Plane, box: Box): Snapshot {
  const left = Math.max(0, Math.floor(box.left * plane.scale) - 2);
  const top = Math.max(0, Math.floor(box.top * plane.scale) - 2);
  const right = Math.min(plane.width, Math.ceil(box.right * plane.scale) + 2);
  const bottom = Math.min(plane.height, Math.ceil(box.bottom * plane.scale) + 2);
  const width = Math.max(0, right - left);
  const height = Math.max(0, bottom - top);
  const pixels = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    const start = plane.offset + (top + row) * plane.stride + left;
    pixels.set(plane.data.subarray(start, start + width), row * width);
  }
  return { pixels, left, top, width, height };
}

/** Bilinear sample of the snapshot at plane coordinates (x, y), clamped to the snapshot. */
function sample(shot: Snapshot, x: number, y: number): number {
  const fx = Math.min(shot.width - 1.001, Math.max(0, x - shot.left));
  const fy = Math.min(shot.height - 1.001, Math.max(0, y - shot.top));
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const tx = fx - x0;
  const ty = fy - y0;
  const i = y0 * shot.width + x0;
  const p = shot.pixels;
  const top = p[i]! + (p[i + 1]! - p[i]!) * tx;
  const bottom = p[i + shot.width]! + (p[i + shot.width + 1]! - p[i + shot.width]!) * tx;
  return top + (bottom - top) * ty;
}

/** Draws the triangles of `pose` into `plane`: each drawn pixel takes the source pixel its triangle maps it from. */
function warpTriangles(plane: Plane, shot: Snapshot, pose: MouthPose) {
  const { source, target, triangles, box } = pose;
  const s = plane.scale;
  const clip = {
    left: Math.max(0, Math.ceil(box.left * s)),
    right: Math.min(plane.width - 1, Math.floor(box.right * s)),
    top: Math.max(0, Math.ceil(box.top * s)),
    bottom: Math.min(plane.height - 1, Math.floor(box.bottom * s)),
  };
  for (let t = 0; t < triangles.length; t += 3) {
    const a = triangles[t]! * 2;
    const b = triangles[t + 1]! * 2;
    const c = triangles[t + 2]! * 2;
    const ax = target[a]! * s - 0.5 * (1 - s);
    const ay = target[a + 1]! * s - 0.5 * (1 - s);
    const bx = target[b]! * s - 0.5 * (1 - s);
    const by = target[b + 1]! * s - 0.5 * (1 - s);
    const cx = target[c]! * s - 0.5 * (1 - s);
    const cy = target[c + 1]! * s - 0.5 * (1 - s);
    const area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    if (Math.abs(area) < 1e-6) continue;
    // Clipped to the box: a face-mesh triangle may reach past it, and nothing outside it is drawn.
    const left = Math.max(clip.left, Math.floor(Math.min(ax, bx, cx)));
    const right = Math.min(clip.right, Math.ceil(Math.max(ax, bx, cx)));
    const top = Math.max(clip.top, Math.floor(Math.min(ay, by, cy)));
    const bottom = Math.min(clip.bottom, Math.ceil(Math.max(ay, by, cy)));
    const sax = source[a]! * s - 0.5 * (1 - s);
    const say = source[a + 1]! * s - 0.5 * (1 - s);
    const sbx = source[b]! * s - 0.5 * (1 - s);
    const sby = source[b + 1]! * s - 0.5 * (1 - s);
    const scx = source[c]! * s - 0.5 * (1 - s);
    const scy = source[c + 1]! * s - 0.5 * (1 - s);
    for (let y = top; y <= bottom; y++) {
      const row = plane.offset + y * plane.stride;
      for (let x = left; x <= right; x++) {
        const w1 = ((x - ax) * (cy - ay) - (cx - ax) * (y - ay)) / area;
        const w2 = ((bx - ax) * (y - ay) - (x - ax) * (by - ay)) / area;
        const w0 = 1 - w1 - w2;
        if (w0 < -1e-6 || w1 < -1e-6 || w2 < -1e-6) continue;
        const sx = w0 * sax + w1 * sbx + w2 * scx;
        const sy = w0 * say + w1 * sby + w2 * scy;
        plane.data[row + x] = Math.round(sample(shot, sx, sy));
      }
    }
  }
}

/** BT.601 limited-range Y, Cb, Cr of an RGB colour (what ffmpeg's yuv420p uses by default). */
export function rgbToYuv(r: number, g: number, b: number): [number, number, number] {
  return [
    16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255,
    128 + (-37.797 * r - 74.203 * g + 112 * b) / 255,
    128 + (112 * r - 93.786 * g - 18.214 * b) / 255,
  ];
}

type Rgb = [number, number, number];
const SHADOW: Rgb = [34, 10, 12];
const THROAT: Rgb = [58, 18, 22];
const TONGUE: Rgb = [150, 68, 72];
const UPPER_TEETH: Rgb = [226, 219, 204];
const LOWER_TEETH: Rgb = [196, 186, 170];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const shade = (color: Rgb, light: number): Rgb => [color[0] * light, color[1] * light, color[2] * light];

/**
 * The colour of the drawn mouth's inside at `depth` below the upper lip, `across` (−1…1) from corner to corner, in an
 * opening `opening` high at this point and `centerOpening` at its middle (pixels; `scale` is the eye-corner distance).
 * `withTeeth`: the frame shows no teeth here, so upper teeth are drawn.
 */
function insideColour(
  depth: number,
  opening: number,
  across: number,
  scale: number,
  withTeeth: boolean,
): Rgb {
  const t = Math.min(1, Math.max(0, depth / opening));
  const fromBottom = Math.max(0, opening - depth);
  const cornerShade = 1 - 0.45 * across * across;
  const teethHeight = Math.min(0.09 * scale, 0.45 * opening);
  if (withTeeth && depth < teethHeight) {
    const edge = smoothstep(0.55, 1, Math.max(0, depth) / teethHeight);
    return shade(mix(UPPER_TEETH, SHADOW, edge * 0.7), cornerShade);
  }
  const lowerTeeth = 0.3 * Math.max(0, opening - 0.2 * scale);
  if (lowerTeeth > 0 && fromBottom < lowerTeeth) {
    return shade(mix(LOWER_TEETH, SHADOW, 0.25 + 0.5 * (1 - fromBottom / lowerTeeth)), cornerShade * 0.85);
  }
  // Shadow under the upper teeth, the throat in the middle, the tongue rising towards the lower lip once the mouth is
  // open enough to show it.
  const tongue = smoothstep(0.07 * scale, 0.2 * scale, opening) * smoothstep(0.5, 0.95, t);
  const throat = mix(SHADOW, THROAT, smoothstep(0, 0.5, t));
  return shade(mix(throat, TONGUE, tongue * 0.8), cornerShade);
}

/** Paints the opening between the drawn lips, with a soft edge one pixel wide. */
function paintOpening(plane: Plane, shot: Snapshot, pose: MouthPose, channel: 0 | 1 | 2) {
  const { frame, upperTarget, lowerTarget, upper, lower, sourceU, scale, cornerLeft, cornerRight } = pose;
  const s = plane.scale;
  const center = (cornerLeft + cornerRight) / 2;
  const halfWidth = (cornerRight - cornerLeft) / 2 || 1;
  // The opening's bounds: along both drawn lips from corner to corner.
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = 0; i <= 16; i++) {
    const u = cornerLeft + ((cornerRight - cornerLeft) * i) / 16;
    for (const v of [upperTarget(u) - 2, lowerTarget(u) + 2]) {
      const { x, y } = fromMouth(frame, u, v);
      left = Math.min(left, x * s);
      right = Math.max(right, x * s);
      top = Math.min(top, y * s);
      bottom = Math.max(bottom, y * s);
    }
  }
  const x0 = Math.max(0, Math.floor(left) - 1);
  const x1 = Math.min(plane.width - 1, Math.ceil(right) + 1);
  const y0 = Math.max(0, Math.floor(top) - 1);
  const y1 = Math.min(plane.height - 1, Math.ceil(bottom) + 1);
  const pixel = 1 / s;
  for (let y = y0; y <= y1; y++) {
    const row = plane.offset + y * plane.stride;
    for (let x = x0; x <= x1; x++) {
      const { u, v } = toMouth(frame, { x: (x + 0.5) / s - 0.5, y: (y + 0.5) / s - 0.5 });
      if (u <= cornerLeft || u >= cornerRight) continue;
      const lipTop = upperTarget(u);
      const lipBottom = lowerTarget(u);
      const opening = lipBottom - lipTop;
      if (opening <= 0.05) continue;
      const alpha = Math.min(1, Math.max(0, (Math.min(v - lipTop, lipBottom - v) + 0.5 * pixel) / pixel));
      if (alpha <= 0) continue;
      const depth = v - lipTop;
      const fromU = sourceU(u);
      const shown = lower(fromU) - upper(fromU);
      let value: number;
      // Where the drawn opening is the frame's own (eased back to it), its soft edge keeps the frame's own pixels too.
      const ownEdge = Math.abs(opening - shown) < pixel ? pixel : -0.5;
      if (depth < shown + ownEdge) {
        // The speaker's own mouth interior, hanging from the upper lip as their upper teeth do.
        const point = fromMouth(frame, fromU, upper(fromU) + Math.min(depth, shown));
        value = sample(shot, point.x * s - 0.5 * (1 - s), point.y * s - 0.5 * (1 - s));
      } else {
        const colour = insideColour(depth, opening, (u - center) / halfWidth, scale, shown < 1);
        value = rgbToYuv(colour[0], colour[1], colour[2])[channel];
      }
      const index = row + x;
      plane.data[index] = Math.round(plane.data[index]! + (value - plane.data[index]!) * alpha);
    }
  }
}

/** Draws `pose` onto `frame` (in place). */
export function drawMouth(frame: YuvFrame, pose: MouthPose): void {
  planesOf(frame).forEach((plane, channel) => {
    const shot = snapshot(plane, pose.box);
    if (shot.width < 2 || shot.height < 2) return;
    warpTriangles(plane, shot, pose);
    paintOpening(plane, shot, pose, channel as 0 | 1 | 2);
  });
}
