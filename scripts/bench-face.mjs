// The face descriptor bench (issue 23's face check): runs apps/server/src/engines/lipsync/bench/face.bench.ts with
// tsx (no server needed) and prints the cosine similarities of the astronaut portrait against itself shifted and
// re-encoded (the lowest), against other people's faces from python3-skimage's lfw_subset (the highest) and of those
// faces against each other (the highest), with the threshold in use. Figures, never a failure on a missed goal; also
// .tmp/bench-face.json. Usage: node scripts/bench-face.mjs [--faces N] (how many of the 100 LFW faces; default all), or
// `npm run bench -- face [--faces N]`.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const faces = process.argv.find((arg) => /^\d+$/.test(arg)) ?? '100';

console.log(`Describing the astronaut, its variants and ${faces} faces of lfw_subset...`);
const { stdout } = await promisify(execFile)(
  join(repoRoot, 'node_modules', '.bin', 'tsx'),
  ['src/engines/lipsync/bench/face.bench.ts', faces],
  { cwd: join(repoRoot, 'apps', 'server'), timeout: 30 * 60_000, maxBuffer: 16 * 1024 * 1024 },
);
const line = stdout
  .trim()
  .split('\n')
  .filter((text) => text.startsWith('{'))
  .at(-1);
const figures = { at: new Date().toISOString(), ...JSON.parse(line) };

const f3 = (value) => (value === null ? '–' : value.toFixed(3));
console.log(`\nThreshold (cosine similarity): ${f3(figures.threshold)}`);
console.log('The astronaut against itself:');
for (const entry of figures.same)
  console.log(
    `  ${entry.variant.padEnd(50)} ${entry.kind === 'face' ? f3(entry.score) : entry.kind}` +
      (entry.stress ? '   (stress case, past what must match)' : ''),
  );
console.log(
  `  lowest ${f3(figures.sameMin)} (stress case aside); rejected ${figures.sameRejected} of ` +
    `${figures.sameExpected} (goal 0)`,
);
console.log(
  `Other people (lfw_subset, ${figures.lfwFaces} faces upscaled; no face found in ${figures.lfwNoFace.length}: ` +
    `${figures.lfwNoFace.join(', ') || 'none'}):`,
);
console.log(
  `  against the astronaut: highest ${f3(figures.astronautVsOthersMax)}, ` +
    `accepted ${figures.astronautVsOthersAccepted} (goal 0)`,
);
console.log(
  `  against each other (${figures.othersPairs} pairs): highest ${f3(figures.othersPairMax)} ` +
    `(faces ${figures.othersPairMaxOf.join(' and ')}), accepted ${figures.othersPairsAccepted}`,
);
console.log(
  `  pairs at or above: ${Object.entries(figures.othersPairsAtLeast)
    .map(([level, count]) => `${level}: ${count}`)
    .join(', ')}`,
);
console.log(
  `(${figures.seconds} s; load average ${figures.loadAverage.toFixed(2)} on ${cpus().length} cores at the end)`,
);
await mkdir(join(repoRoot, '.tmp'), { recursive: true });
await writeFile(join(repoRoot, '.tmp', 'bench-face.json'), JSON.stringify(figures, null, 2));
