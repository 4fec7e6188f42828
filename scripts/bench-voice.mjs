// The voice-job bench (issue 4): the pipeline time of a pro clone's voice job for a 3-minute reference
// (processing start → completed, from the job's own timestamps: decode + analysis + clips + voice profile +
// database writes), next to the time `ffmpeg -i ref -f null -` needs to decode the same file, and the ratio
// (goal: pipeline ≤ 3× decode). Runs apps/server/src/voice/bench/voice-pipeline.bench.ts with tsx against a real
// server in a temp DATA_DIR. Prints figures; never fails on a missed goal. Usage: node scripts/bench-voice.mjs
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(repoRoot, 'apps', 'server');
const run = promisify(execFile);

const { stdout } = await run(
  join(repoRoot, 'node_modules', '.bin', 'tsx'),
  ['src/voice/bench/voice-pipeline.bench.ts'],
  { cwd: serverDir, timeout: 10 * 60_000, maxBuffer: 10 * 1024 * 1024 },
);
const line = stdout
  .trim()
  .split('\n')
  .filter((text) => text.startsWith('{'))
  .pop();
const { results, loadAverage } = JSON.parse(line);
const ms = (value) => `${Math.round(value)} ms`;

console.log(
  `Voice job pipeline, pro clone of a 3-minute reference (goal: pipeline ≤ 3× ffmpeg decode; ` +
    `1-minute load average ${loadAverage.toFixed(1)})`,
);
for (const result of results) {
  const verdict = result.ratio <= 3 ? 'meets goal' : 'MISSES goal';
  console.log(
    `  ${result.label.padEnd(40)} pipeline ${ms(result.pipelineMs).padStart(8)}   ` +
      `ffmpeg -f null ${ms(result.decodeMs).padStart(7)}   ratio ${result.ratio.toFixed(2)}×  ${verdict}`,
  );
}
