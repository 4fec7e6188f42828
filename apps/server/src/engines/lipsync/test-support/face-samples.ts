// Test support for the face descriptor: the astronaut portrait (talking-face.ts) shifted and re-encoded, and other
// people's faces from Debian's python3-skimage `lfw_subset.npy` (Labeled Faces in the Wild: 200 grayscale 25×25 crops,
// the first 100 faces, the rest not faces), read here without Python and upscaled with ffmpeg so the detector sees a
// face.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../../../media/run-ffmpeg';
import { ASTRONAUT_PORTRAIT } from './talking-face';

export const LFW_SUBSET = '/usr/lib/python3/dist-packages/skimage/data/lfw_subset.npy';
/** The faces in LFW_SUBSET (its first images; the ones after them are not faces). */
export const LFW_FACES = 100;

export function hasLfwSubset(): boolean {
  return existsSync(LFW_SUBSET);
}

/** A .npy file of little-endian float64 images (C order, shape [count, height, width]), values 0–1. */
export function readNpyImages(path: string): {
  count: number;
  height: number;
  width: number;
  pixels: Float64Array;
} {
  const bytes = readFileSync(path);
  if (bytes.subarray(1, 6).toString('latin1') !== 'NUMPY') throw new Error(`${path} is not a .npy file`);
  const major = bytes[6]!;
  const headerLength = major === 1 ? bytes.readUInt16LE(8) : bytes.readUInt32LE(8);
  const headerStart = major === 1 ? 10 : 12;
  const header = bytes.subarray(headerStart, headerStart + headerLength).toString('latin1');
  if (!header.includes("'descr': '<f8'") || !header.includes("'fortran_order': False"))
    throw new Error(`${path}: only C-ordered little-endian float64 is read here (${header.trim()})`);
  const shape = /'shape': \((\d+), (\d+), (\d+)\)/.exec(header);
  if (!shape) throw new Error(`${path}: not a stack of images (${header.trim()})`);
  const [count, height, width] = [Number(shape[1]), Number(shape[2]), Number(shape[3])];
  const data = bytes.subarray(headerStart + headerLength);
  const pixels = new Float64Array(count * height * width);
  for (let index = 0; index < pixels.length; index++) pixels[index] = data.readDoubleLE(index * 8);
  return { count, height, width, pixels };
}

/**
 * LFW face `index` (0 to LFW_FACES - 1) as a PNG: the 25×25 crop upscaled to `size` pixels (bicubic) in the middle
 * of a grey square twice as wide, as a face in a portrait.
 */
export async function makeLfwFace(dir: string, index: number, size = 256): Promise<string> {
  const { height, width, pixels } = readNpyImages(LFW_SUBSET);
  const plane = Buffer.alloc(height * width);
  for (let pixel = 0; pixel < plane.length; pixel++)
    plane[pixel] = Math.round(255 * Math.min(1, Math.max(0, pixels[index * height * width + pixel]!)));
  const pgm = join(dir, `lfw-${index}.pgm`);
  await writeFile(pgm, Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), plane]));
  const path = join(dir, `lfw-${index}.png`);
  await runFfmpeg([
    '-i', pgm, '-vf', `scale=${size}:${size}:flags=bicubic,pad=${size * 2}:${size * 2}:(ow-iw)/2:(oh-ih)/2:color=gray,format=rgb24`,
    '-frames:v', '1', path,
  ]); // prettier-ignore
  return path;
}

/**
 * The astronaut portrait moved by (`dx`, `dy`) pixels (cropped on one side, padded on the other), as a 2 s, 25 fps
 * H.264 video at CRF `crf` (high: visibly blocky) of `size` pixels.
 */
export async function makeShiftedAstronaut(
  dir: string,
  {
    dx,
    dy,
    crf = 38,
    size = 512,
    name,
  }: { dx: number; dy: number; crf?: number; size?: number; name?: string },
): Promise<string> {
  const path = join(dir, name ?? `astronaut-${dx}-${dy}-${crf}-${size}.mp4`);
  const cropX = Math.max(0, dx);
  const cropY = Math.max(0, dy);
  const shift = `crop=512-${Math.abs(dx)}:512-${Math.abs(dy)}:${cropX}:${cropY},pad=512:512:${Math.max(0, -dx)}:${Math.max(0, -dy)}`;
  await runFfmpeg([
    '-loop', '1', '-framerate', '25', '-i', ASTRONAUT_PORTRAIT,
    '-vf', `${shift},scale=${size}:${size}:flags=bicubic,format=yuv420p`,
    '-frames:v', '50', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(crf), '-r', '25', path,
  ]); // prettier-ignore
  return path;
}
