// The localization bench (issue 11): runs apps/server/src/localize/bench/localize.bench.ts with tsx against a real
// server in a temp DATA_DIR, and prints (a) the transcription of a 60-second talking 720p video — the request and
// the engine alone, as real-time factors — and (b) the localization job en → es of it next to the bare engine and
// ffmpeg steps it runs on the same inputs, one after another (goal ≤ 1.3×). Figures, never a failure on a missed
// goal; also .tmp/bench-localize.json. Usage: node scripts/bench-localize.mjs (or `npm run bench -- localize`).
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

console.log(
  'Making a talking video, transcribing it and localizing it on a temporary server (a few minutes)...',
);
const { stdout } = await run(
  join(repoRoot, 'node_modules', '.bin', 'tsx'),
  ['src/localize/bench/localize.bench.ts'],
  { cwd: join(repoRoot, 'apps', 'server'), timeout: 20 * 60_000, maxBuffer: 16 * 1024 * 1024 },
);
const line = stdout
  .trim()
  .split('\n')
  .filter((text) => text.startsWith('{'))
  .pop();
const figures = JSON.parse(line);
const ms = (value) => `${Math.round(value)} ms`;
const verdict = (ok) => (ok ? 'meets goal' : 'MISSES goal');
const { video, transcription, job } = figures;
figures.summary = {
  ratio: job.ratio,
  engineRtf: transcription.engineRtf,
  requestRtf: transcription.requestRtf,
};
figures.at = new Date().toISOString();

console.log(`(load average ${figures.loadAverage.toFixed(2)} on ${cpus().length} cores)`);
console.log(
  `\n(a) Transcription of ${video.seconds.toFixed(1)} s of speech (${video.sentences} sentences, ${video.size}), ` +
    'embedded engine',
);
console.log(
  `    the request (probe, extraction, engine, storing): ${ms(transcription.requestMs)} = real-time factor ` +
    `${transcription.requestRtf.toFixed(2)}`,
);
console.log(
  `    the engine alone on the extracted WAV: ${ms(transcription.engineMs)} = real-time factor ` +
    `${transcription.engineRtf.toFixed(2)} (extraction ${ms(transcription.extractMs)})`,
);
console.log('\n(b) Localization job en → es of that video');
console.log(`    the job, processing start → completed: ${ms(job.jobMs)}`);
const steps = Object.entries(job.steps)
  .map(([name, value]) => `${name} ${ms(value)}`)
  .join(', ');
console.log(`    the bare engine and ffmpeg steps, one after another: ${ms(job.bareMs)} (${steps})`);
console.log(
  `    ${job.sped} sentences sped up, ${job.slowed} with the video slowed; job / bare steps: ` +
    `${job.ratio.toFixed(2)}× — goal ≤ 1.3×: ${verdict(job.ratio <= 1.3)}`,
);
await mkdir(join(repoRoot, '.tmp'), { recursive: true });
await writeFile(join(repoRoot, '.tmp', 'bench-localize.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log('\nFigures also written to .tmp/bench-localize.json');
