// The voice-job bench (issue 4): the pipeline time of a pro clone's voice job for a 3-minute reference
// (processing start → completed, from the job's own timestamps: decode + analysis + clips + voice profile +
// database writes), next to the time `ffmpeg -i ref -f null -` needs to decode the same file, and the ratio
// (goal: pipeline ≤ 3× decode). Runs apps/server/src/create-voice/bench/voice-pipeline.bench.ts with tsx against a real
// server in a temp DATA_DIR, three times: a first job of a first start with nothing warmed up or cached (--cold),
// a first job of a restarted server (--cold, with the espeak-ng calibration cache the first start wrote), then a
// first job after the speech engine's start-up warm-up and the warm runs. Prints figures; never fails on a missed goal; also
// writes .tmp/bench-voice.json. Usage: node scripts/bench-voice.mjs (or `npm run bench -- voice`)
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(repoRoot, 'apps', 'server');
const run = promisify(execFile);

/** One run of the bench entry in a fresh process; its JSON line. */
async function benchProcess(args) {
  const { stdout } = await run(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['src/create-voice/bench/voice-pipeline.bench.ts', ...args],
    { cwd: serverDir, timeout: 10 * 60_000, maxBuffer: 10 * 1024 * 1024 },
  );
  const line = stdout
    .trim()
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .pop();
  return JSON.parse(line);
}

// Three fresh processes: a first start with nothing warmed up or cached (espeak-ng is measured during the job);
// a restart whose DATA_DIR keeps the calibration cache the first one wrote (a job resumed at restart); and one
// that warms up as `npm start` does before its jobs.
console.log('Running pro-clone voice jobs of a 3-minute reference on temporary servers (about a minute)...');
const cacheDir = await mkdtemp(join(tmpdir(), 'twin-bench-calibration-'));
const calibrationCache = `--calibration-cache=${join(cacheDir, 'espeak-calibration.json')}`;
const runs = [];
try {
  runs.push(await benchProcess(['--cold', calibrationCache]));
  runs.push(await benchProcess(['--cold', calibrationCache]));
  runs.push(await benchProcess([]));
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
const results = runs.flatMap((entry) => entry.results);
const loadAverage = Math.max(...runs.map((entry) => entry.loadAverage));
const ms = (value) => `${Math.round(value)} ms`;

console.log(
  `Voice job pipeline, pro clone of a 3-minute reference (goal: pipeline ≤ 3× ffmpeg decode; ` +
    `1-minute load average up to ${loadAverage.toFixed(1)} on ${cpus().length} cores)`,
);
for (const result of results) {
  const verdict = result.ratio <= 3 ? 'meets goal' : 'MISSES goal';
  console.log(
    `  ${result.label.padEnd(42)} pipeline ${ms(result.pipelineMs).padStart(8)}   ` +
      `ffmpeg -f null ${ms(result.decodeMs).padStart(7)}   ratio ${result.ratio.toFixed(2)}×  ${verdict}`,
  );
}
await mkdir(join(repoRoot, '.tmp'), { recursive: true });
await writeFile(
  join(repoRoot, '.tmp', 'bench-voice.json'),
  `${JSON.stringify({ at: new Date().toISOString(), goal: 'pipeline ≤ 3× ffmpeg decode', loadAverage, results }, null, 2)}\n`,
);
console.log('\nFigures also written to .tmp/bench-voice.json');
