// The lip-sync bench (issue 27): runs apps/server/src/engines/lipsync/bench/lipsync.bench.ts with tsx and prints, for
// the embedded "face" engine and the "mux" engine side by side, what the lip-motion meter measures on each result
// (r between lip gap and sound at the best lag, the silence/speech gap ratio, PSNR outside the mouth-and-jaw box at
// the 5th percentile, face found) and the time over the soundtrack's length. Figures, never a failure on a missed
// goal; also .tmp/bench-lipsync.json. Usage: node scripts/bench-lipsync.mjs [runs] (default 2, alternating engines).
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = process.argv.find((arg) => /^\d+$/.test(arg)) ?? '2';

console.log(
  `Making a talking face and speech, then lip-syncing it with "face" and "mux", ${runs} runs each...`,
);
const { stdout } = await promisify(execFile)(
  join(repoRoot, 'node_modules', '.bin', 'tsx'),
  ['src/engines/lipsync/bench/lipsync.bench.ts', runs],
  { cwd: join(repoRoot, 'apps', 'server'), timeout: 30 * 60_000, maxBuffer: 16 * 1024 * 1024 },
);
const figures = JSON.parse(
  stdout
    .trim()
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .pop(),
);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summaryOf = (list) => ({
  correlation: median(list.map((r) => r.correlation)),
  silenceToSpeechGap: median(list.map((r) => r.silenceToSpeechGap)),
  psnrOutsideP5: median(list.map((r) => r.psnrOutsideP5)),
  faceFound: median(list.map((r) => r.faceFound)),
  timeOverSound: median(list.map((r) => r.timeOverSound)),
});
figures.summary = { face: summaryOf(figures.results.face), mux: summaryOf(figures.results.mux) };
figures.at = new Date().toISOString();

const row = (label, face, mux, goal) =>
  `  ${label.padEnd(44)} ${face.padStart(10)} ${mux.padStart(10)}   ${goal}`;
console.log(`\n(load average ${figures.loadAverage.toFixed(2)} on ${cpus().length} cores at the end)`);
console.log(
  `Soundtrack ${figures.audioSeconds.toFixed(1)} s over a ${figures.video} face video; medians of ${runs} runs\n`,
);
console.log(row('', 'face', 'mux', 'goal (face)'));
const { face, mux } = figures.summary;
const f2 = (value) => (value === null ? '–' : value.toFixed(2));
console.log(
  row(
    'r, lip gap vs sound (best lag ±3 frames)',
    f2(face.correlation),
    f2(mux.correlation),
    '≥ 0.5 (goal 0.7)',
  ),
);
console.log(row('silence/speech lip gap', f2(face.silenceToSpeechGap), f2(mux.silenceToSpeechGap), '≤ 0.6'));
console.log(
  row('PSNR outside mouth and jaw, p5 (dB)', f2(face.psnrOutsideP5), f2(mux.psnrOutsideP5), '≥ 32'),
);
console.log(
  row(
    'frames with a face found',
    `${(face.faceFound * 100).toFixed(1)}%`,
    `${(mux.faceFound * 100).toFixed(1)}%`,
    '≥ 95%',
  ),
);
console.log(
  row(
    'time over the soundtrack',
    `${f2(face.timeOverSound)}×`,
    `${f2(mux.timeOverSound)}×`,
    '≤ 3× (goal 1.5×)',
  ),
);
console.log('\nEach run:');
for (const [name, list] of Object.entries(figures.results))
  for (const r of list)
    console.log(
      `  ${name} run ${r.run + 1}: ${Math.round(r.jobMs)} ms (${r.timeOverSound.toFixed(2)}×), r ${r.correlation.toFixed(3)} ` +
        `at lag ${r.lag}, silence/speech ${r.silenceToSpeechGap.toFixed(3)}, PSNR p5 ${f2(r.psnrOutsideP5)} dB, ` +
        `face ${(r.faceFound * 100).toFixed(1)}%, verdict ${r.faceCheck ?? '–'}, load before ${r.loadBefore.toFixed(2)}`,
    );
await mkdir(join(repoRoot, '.tmp'), { recursive: true });
await writeFile(join(repoRoot, '.tmp', 'bench-lipsync.json'), JSON.stringify(figures, null, 2));
