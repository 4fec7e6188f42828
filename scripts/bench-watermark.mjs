// The watermark bench (issue 12): marks espeak-ng speech clips with the keyed watermark and prints, per attack
// (MP3 128 kbps, AAC in MP4, 16 kHz, ±6 dB, a 5 s excerpt, mixing with another clip, a timeline export), how many
// were detected with the right clip; the mark's level under the speech (SNR, goal ≥ 30 dB); false positives over
// ≥ 500 unmarked signals (speech, noises, tones, chords, melodies, sweeps; goal 0); a wrong key; and the embed and
// detect times. Runs apps/server/src/media/watermark/watermark.bench.ts with tsx; writes .tmp/bench-watermark.json.
// Usage: node scripts/bench-watermark.mjs [--clips 6] [--unmarked 500]  (or `npm run bench -- watermark`)
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(repoRoot, 'apps', 'server');
const run = promisify(execFile);
const { values } = parseArgs({
  options: { clips: { type: 'string', default: '6' }, unmarked: { type: 'string', default: '500' } },
});

console.log(
  `Marking ${values.clips} speech clips, attacking them, and checking ${values.unmarked}+ unmarked signals...`,
);
const { stdout } = await run(
  join(repoRoot, 'node_modules', '.bin', 'tsx'),
  ['src/media/watermark/watermark.bench.ts', values.clips, values.unmarked],
  { cwd: serverDir, timeout: 30 * 60_000, maxBuffer: 10 * 1024 * 1024 },
);
const figures = JSON.parse(
  stdout
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .at(-1),
);

const pad = (text, width) => String(text).padEnd(width);
console.log(
  `\nClips: ${figures.clips} (${figures.clipSeconds.map((s) => s.toFixed(1)).join(', ')} s), marked at ${figures.embedRate} Hz`,
);
console.log(
  `SNR (speech over mark): min ${figures.snrDb.min.toFixed(1)} dB, mean ${figures.snrDb.mean.toFixed(1)} dB (goal ≥ 30)\n`,
);
console.log(
  `${pad('attack', 16)}${pad('detected', 10)}${pad('right clip', 12)}${pad('wrong', 7)}${pad('min score', 11)}threshold`,
);
for (const attack of figures.attacks) {
  console.log(
    `${pad(attack.name, 16)}${pad(`${attack.detected}/${attack.trials}`, 10)}${pad(attack.payloadCorrect, 12)}` +
      `${pad(attack.payloadWrong, 7)}${pad(attack.minScore.toFixed(1), 11)}${attack.threshold.toFixed(1)}`,
  );
}
for (const attack of figures.attacks) console.log(`  ${attack.name}: ${attack.description}`);
const fp = figures.falsePositives;
console.log(
  `\nFalse positives: ${fp.found} of ${fp.of} unmarked signals (goal 0). Highest score of any decoded pattern ` +
    `${fp.maxScore.toFixed(1)}; only patterns that pass the CRC-8 count, against a threshold of ` +
    `${fp.threshold.toFixed(1)} (a union bound over the 2^24 valid payloads and every alignment tried: ≤ 1e-6 per check).`,
);
console.log(`Wrong key: found in ${figures.wrongKey.found} of ${figures.wrongKey.of} marked clips (goal 0)`);
console.log(
  `Time: embed ${figures.timing.embedMsPerSecond.toFixed(1)} ms per second of audio, detect ` +
    `${figures.timing.detectMsPerSecond.toFixed(1)} ms/s, one detection over 60 s ${Math.round(figures.timing.detect60sMs)} ms`,
);
await mkdir(join(repoRoot, '.tmp'), { recursive: true });
await writeFile(
  join(repoRoot, '.tmp', 'bench-watermark.json'),
  JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2),
);
