// The face descriptor bench (`npm run bench -- face`, issue 23's face check): cosine similarities of the astronaut
// portrait against itself shifted and re-encoded (and its slowly zooming talking-face video), against other people
// (faces of python3-skimage's lfw_subset, upscaled), and of those people against each other, with the threshold in
// use, so the margin is visible. Prints one JSON line of figures for scripts/bench-face.mjs. Argument: how many LFW
// faces (default all 100).
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tempDir } from '../../../test-support/test-server';
import {
  describeFace,
  FACE_MATCH_THRESHOLD,
  faceSimilarity,
  type FaceDescription,
} from '../face/face-descriptor';
import { LFW_FACES, makeLfwFace, makeShiftedAstronaut } from '../test-support/face-samples';
import { ASTRONAUT_PORTRAIT, makeFaceVideo } from '../test-support/talking-face';

const faces = Math.min(LFW_FACES, Number(process.argv[2] ?? LFW_FACES));
/**
 * The astronaut's variants: moved by (dx, dy) pixels, re-encoded at CRF `crf`, `size` pixels wide. The last one is a
 * stress case past what the check must accept (visibly blocky), shown to see where matching ends.
 */
const VARIANTS = [
  { dx: 24, dy: 10, crf: 35, size: 512 },
  { dx: -30, dy: -16, crf: 40, size: 512 },
  { dx: 12, dy: -24, crf: 40, size: 360 },
  { dx: -16, dy: 20, crf: 45, size: 360, stress: true },
];
const round = (value: number) => Math.round(value * 1000) / 1000;

const dir = tempDir('twin-face-bench-');
const started = performance.now();
try {
  const astronaut = await describeFace(ASTRONAUT_PORTRAIT);
  if (astronaut.kind !== 'face') throw new Error(`the astronaut portrait gave ${astronaut.kind}`);
  const same: { variant: string; kind: FaceDescription['kind']; score: number | null; stress: boolean }[] =
    [];
  for (const variant of VARIANTS) {
    const found = await describeFace(await makeShiftedAstronaut(dir, variant));
    same.push({
      variant: `shift ${variant.dx},${variant.dy} crf ${variant.crf} ${variant.size}px`,
      kind: found.kind,
      score: found.kind === 'face' ? round(faceSimilarity(astronaut.descriptor, found.descriptor)) : null,
      stress: variant.stress ?? false,
    });
  }
  const talking = await describeFace(await makeFaceVideo(dir, 6));
  same.push({
    variant: 'talking-face video (zoom and drift, 640px, 6 s)',
    kind: talking.kind,
    score: talking.kind === 'face' ? round(faceSimilarity(astronaut.descriptor, talking.descriptor)) : null,
    stress: false,
  });

  const others: { index: number; descriptor: Float32Array }[] = [];
  const noFace: number[] = [];
  for (let index = 0; index < faces; index++) {
    const found = await describeFace(await makeLfwFace(dir, index));
    if (found.kind === 'face') others.push({ index, descriptor: found.descriptor });
    else noFace.push(index);
  }
  const againstAstronaut = others.map((other) => faceSimilarity(astronaut.descriptor, other.descriptor));
  let pairs = 0;
  let pairMax = -1;
  let pairOverThreshold = 0;
  let pairMaxOf: [number, number] = [-1, -1];
  /** How many pairs of different people reach each of these scores (where the threshold could be). */
  const pairsAtLeast: Record<string, number> = {
    '0.5': 0,
    '0.55': 0,
    '0.6': 0,
    '0.65': 0,
    '0.7': 0,
    '0.75': 0,
  };
  for (let a = 0; a < others.length; a++)
    for (let b = a + 1; b < others.length; b++) {
      const score = faceSimilarity(others[a]!.descriptor, others[b]!.descriptor);
      pairs++;
      if (score >= FACE_MATCH_THRESHOLD) pairOverThreshold++;
      for (const level of Object.keys(pairsAtLeast)) if (score >= Number(level)) pairsAtLeast[level]!++;
      if (score > pairMax) [pairMax, pairMaxOf] = [score, [others[a]!.index, others[b]!.index]];
    }
  const expected = same.filter((entry) => !entry.stress);
  const scores = expected.flatMap((entry) => (entry.score === null ? [] : [entry.score]));
  console.log(
    JSON.stringify({
      threshold: FACE_MATCH_THRESHOLD,
      same,
      sameMin: scores.length === expected.length ? Math.min(...scores) : null,
      sameRejected: expected.filter((entry) => entry.score === null || entry.score < FACE_MATCH_THRESHOLD)
        .length,
      sameExpected: expected.length,
      lfwFaces: faces,
      lfwNoFace: noFace,
      astronautVsOthersMax: round(Math.max(...againstAstronaut)),
      astronautVsOthersAccepted: againstAstronaut.filter((score) => score >= FACE_MATCH_THRESHOLD).length,
      othersPairs: pairs,
      othersPairMax: round(pairMax),
      othersPairMaxOf: pairMaxOf,
      othersPairsAccepted: pairOverThreshold,
      othersPairsAtLeast: pairsAtLeast,
      seconds: Math.round((performance.now() - started) / 1000),
      loadAverage: loadavg()[0],
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
