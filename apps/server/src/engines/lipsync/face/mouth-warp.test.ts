// Drawing a mouth on a real face: every pixel outside the mouth-and-jaw box stays exactly as it was, the open mouth
// shows a dark opening below the upper lip, and the shut mouth covers the teeth the portrait shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaTools } from '../../../media/media-tools';
import { runProcess } from '../../../media/run-process';
import { ASTRONAUT_PORTRAIT } from '../test-support/talking-face';
import {
  fromMouth,
  meshPoint,
  mouthAndJawBox,
  mouthFrame,
  relativeLipGap,
  toMouth,
} from './face-mesh-points';
import { loadFaceModel, type FaceModel } from './face-model';
import { drawMouth, poseMouth } from './mouth-warp';

const SIZE = 512;
let model: FaceModel;
let yuv: Uint8Array;
let mesh: Float32Array;

async function decode(format: 'rgb24' | 'yuv420p'): Promise<Uint8Array> {
  const args = ['-v', 'error', '-i', ASTRONAUT_PORTRAIT, '-f', 'rawvideo', '-pix_fmt', format, '-'];
  return new Uint8Array((await runProcess(mediaTools.ffmpeg, args, { timeoutMs: 30_000 })).stdout);
}

beforeAll(async () => {
  model = await loadFaceModel();
  const [face] = await model.detect(await decode('rgb24'), SIZE, SIZE, false);
  mesh = face!.mesh;
  yuv = await decode('yuv420p');
});

/** Luma at a point of the mouth's axes. */
function lumaAt(frame: Uint8Array, u: number, v: number): number {
  const { x, y } = fromMouth(mouthFrame(mesh), u, v);
  return frame[Math.round(y) * SIZE + Math.round(x)]!;
}

/** The inner-lip gap (over the eye-corner distance) the face model sees in a drawn YUV frame. */
async function lipGapSeen(frame: Uint8Array): Promise<number> {
  const args = ['-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${SIZE}x${SIZE}`, '-i', '-'];
  const rgb = await runProcess(mediaTools.ffmpeg, [...args, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    stdin: Buffer.from(frame),
    timeoutMs: 30_000,
  });
  const [face] = await model.detect(new Uint8Array(rgb.stdout), SIZE, SIZE, false);
  return relativeLipGap(face!.mesh);
}

describe('drawMouth', () => {
  it('changes nothing outside the mouth-and-jaw box', () => {
    const drawn = yuv.slice();
    drawMouth(
      { data: drawn, width: SIZE, height: SIZE },
      poseMouth(mesh, { open: 1, wide: 0.5, round: 0 }, model.triangles),
    );
    const box = mouthAndJawBox(mesh);
    let changedInside = 0;
    for (let y = 0; y < SIZE; y++)
      for (let x = 0; x < SIZE; x++) {
        const i = y * SIZE + x;
        const inside = x >= box.left - 1 && x <= box.right + 1 && y >= box.top - 1 && y <= box.bottom + 1;
        if (!inside) expect(drawn[i]).toBe(yuv[i]);
        else if (drawn[i] !== yuv[i]) changedInside++;
      }
    expect(changedInside).toBeGreaterThan(500);
  });

  it('opens a dark mouth below the upper lip, and shuts the lips over the teeth', async () => {
    const frame = mouthFrame(mesh);
    const upperLip = toMouth(frame, meshPoint(mesh, 13)).v;
    const lowerLip = toMouth(frame, meshPoint(mesh, 14)).v;
    const opened = yuv.slice();
    drawMouth(
      { data: opened, width: SIZE, height: SIZE },
      poseMouth(mesh, { open: 1, wide: 0, round: 0 }, model.triangles),
    );
    const shut = yuv.slice();
    drawMouth(
      { data: shut, width: SIZE, height: SIZE },
      poseMouth(mesh, { open: 0, wide: 0, round: 0 }, model.triangles),
    );
    // The portrait smiles with its teeth showing: bright between the lips.
    expect(lumaAt(yuv, 0, (upperLip + lowerLip) / 2)).toBeGreaterThan(150);
    // Opened: dark well below where the lower lip was, and the face model sees the lips far apart; shut: it sees
    // them together.
    expect(lumaAt(opened, 0, lowerLip + 3)).toBeLessThan(90);
    const [before, open, closed] = [await lipGapSeen(yuv), await lipGapSeen(opened), await lipGapSeen(shut)];
    expect(open).toBeGreaterThan(before + 0.03);
    expect(closed).toBeLessThan(before / 2);
  });

  it("draws the frame's own mouth at strength 0, easing in and out of frames without the face", () => {
    const eased = yuv.slice();
    const pose = poseMouth(mesh, { open: 1, wide: 0.5, round: 0, strength: 0 }, model.triangles);
    drawMouth({ data: eased, width: SIZE, height: SIZE }, pose);
    let different = 0;
    for (let i = 0; i < SIZE * SIZE; i++) if (Math.abs(eased[i]! - yuv[i]!) > 8) different++;
    expect(different).toBeLessThanOrEqual(30);
    const half = yuv.slice();
    drawMouth(
      { data: half, width: SIZE, height: SIZE },
      poseMouth(mesh, { open: 1, wide: 0, round: 0, strength: 0.5 }, model.triangles),
    );
    let changed = 0;
    for (let i = 0; i < SIZE * SIZE; i++) if (Math.abs(half[i]! - yuv[i]!) > 8) changed++;
    expect(changed).toBeGreaterThan(200);
  });
});
