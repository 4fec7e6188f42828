// The face descriptor tells the same person from different people: the astronaut portrait matches itself moved and
// re-encoded at a high CRF, and does not match faces of other people (python3-skimage's lfw_subset, upscaled); no
// face and two faces are results, not errors; the describer's loader reads only its own model files.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../../../media/run-ffmpeg';
import { tempDir } from '../../../test-support/test-server';
import {
  hasLfwSubset,
  makeLfwFace,
  makeShiftedAstronaut,
  readNpyImages,
  LFW_SUBSET,
} from '../test-support/face-samples';
import { ASTRONAUT_PORTRAIT, hasAstronautPortrait, makeFacelessVideo } from '../test-support/talking-face';
import { describerFetch } from './face-describer';
import {
  averageDescriptor,
  describeFace,
  FACE_MATCH_THRESHOLD,
  faceSimilarity,
  type FaceDescription,
} from './face-descriptor';
import { modelFolders } from './face-model';

let dir: string;
beforeAll(() => {
  if (!hasAstronautPortrait() || !hasLfwSubset())
    throw new Error('python3-skimage is missing: npm test installs it');
  dir = tempDir('twin-face-descriptor-');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function descriptorOf(found: FaceDescription): Float32Array {
  if (found.kind !== 'face') throw new Error(`expected one face, got ${found.kind}`);
  return found.descriptor;
}

describe('faceSimilarity and averageDescriptor', () => {
  it('is the cosine of two descriptors, whatever their lengths', () => {
    const a = Float32Array.from([1, 2, 0]);
    expect(faceSimilarity(a, Float32Array.from([2, 4, 0]))).toBeCloseTo(1, 6);
    expect(faceSimilarity(a, Float32Array.from([-2, 1, 5]))).toBeCloseTo(0, 6);
    expect(faceSimilarity(a, Float32Array.from([-1, -2, 0]))).toBeCloseTo(-1, 6);
    expect(faceSimilarity(a, new Float32Array(3))).toBe(0);
  });

  it('averages unit-length copies, so a long descriptor does not outweigh a short one', () => {
    const mean = averageDescriptor([Float32Array.from([10, 0]), Float32Array.from([0, 1])]);
    expect(mean[0]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(mean[1]).toBeCloseTo(Math.SQRT1_2, 6);
  });
});

describe('the describer loader', () => {
  it('serves faceres and the detector from node_modules and refuses other models and the network', async () => {
    const { models } = modelFolders();
    const fetchLocal = describerFetch();
    const answer = await fetchLocal(`file://${models}/faceres.json`);
    expect(((await answer.json()) as { format?: string }).format).toBe('graph-model');
    await expect(fetchLocal(`file://${models}/emotion.json`)).rejects.toThrow(/may not read/);
    await expect(fetchLocal('https://example.com/faceres.json')).rejects.toThrow(/loads from disk only/);
  });
});

describe('lfw_subset, read without Python', () => {
  it('holds 200 grayscale 25×25 images with values from 0 to 1, the faces first', () => {
    const { count, height, width, pixels } = readNpyImages(LFW_SUBSET);
    expect([count, height, width]).toEqual([200, 25, 25]);
    expect(pixels.every((value) => value >= 0 && value <= 1)).toBe(true);
    // numpy's figure: lfw_subset[:100].mean() is 0.4542346679793857.
    const faces = pixels.subarray(0, 100 * 25 * 25);
    expect(faces.reduce((sum, value) => sum + value, 0) / faces.length).toBeCloseTo(0.4542346679793857, 12);
  });
});

describe('describeFace', () => {
  let astronaut: Float32Array;
  beforeAll(async () => {
    astronaut = descriptorOf(await describeFace(ASTRONAUT_PORTRAIT));
  }, 120_000);

  it('matches the astronaut moved by some pixels and re-encoded at a high CRF', async () => {
    const moved = await makeShiftedAstronaut(dir, { dx: 24, dy: 10, crf: 38 });
    const found = await describeFace(moved);
    expect(found).toMatchObject({ kind: 'face', framesDescribed: 6, framesWithFace: 6 });
    expect(faceSimilarity(astronaut, descriptorOf(found))).toBeGreaterThanOrEqual(FACE_MATCH_THRESHOLD);
    const blockier = await makeShiftedAstronaut(dir, { dx: -30, dy: -16, crf: 40 });
    expect(faceSimilarity(astronaut, descriptorOf(await describeFace(blockier)))).toBeGreaterThanOrEqual(
      FACE_MATCH_THRESHOLD,
    );
  }, 180_000);

  it('does not match other people, nor do they match each other', async () => {
    const others: Float32Array[] = [];
    for (const index of [0, 1, 2])
      others.push(descriptorOf(await describeFace(await makeLfwFace(dir, index))));
    for (const other of others) expect(faceSimilarity(astronaut, other)).toBeLessThan(FACE_MATCH_THRESHOLD);
    expect(faceSimilarity(others[0]!, others[1]!)).toBeLessThan(FACE_MATCH_THRESHOLD);
    expect(faceSimilarity(others[1]!, others[2]!)).toBeLessThan(FACE_MATCH_THRESHOLD);
  }, 180_000);

  it('says when there is no face, or two faces side by side', async () => {
    expect(await describeFace(await makeFacelessVideo(dir, 2))).toMatchObject({
      kind: 'no_face',
      framesDescribed: 6,
    });
    const pair = `${dir}/two-astronauts.png`;
    await runFfmpeg(['-i', ASTRONAUT_PORTRAIT, '-i', ASTRONAUT_PORTRAIT, '-filter_complex', 'hstack', pair]);
    expect(await describeFace(pair)).toEqual({ kind: 'several_faces', framesDescribed: 1 });
  }, 180_000);
});
