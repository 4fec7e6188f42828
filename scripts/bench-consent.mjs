// The consent bench (issue 23): the speaker check's false accepts and false rejects on ten espeak-ng voices
// (variants, pitches, speeds) against each other at the threshold in use, with the scores that separate them, and
// the words check on three phrases per voice, each read right and wrong. Runs
// apps/server/src/create-voice/consent/bench/consent.bench.ts with tsx (no server needed). Prints figures; never
// fails on a missed goal; also writes .tmp/bench-consent.json. Usage: node scripts/bench-consent.mjs
// (or `npm run bench -- consent`). Synthetic voices are not real people: see the README on what that means.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(repoRoot, 'apps', 'server');
const run = promisify(execFile);

const { stdout } = await run(
  join(repoRoot, 'node_modules', '.bin', 'tsx'),
  ['src/create-voice/consent/bench/consent.bench.ts'],
  { cwd: serverDir, timeout: 10 * 60_000, maxBuffer: 10 * 1024 * 1024 },
);
const line = stdout
  .trim()
  .split('\n')
  .filter((text) => text.startsWith('{'))
  .at(-1);
const figures = { at: new Date().toISOString(), ...JSON.parse(line) };
const { speaker, words } = figures;

console.log(`Voices: ${figures.voices.join(', ')}`);
console.log(
  `Speaker check at ${speaker.threshold}: false accepts ${speaker.falseAccepts} of ${speaker.impostorPairs} ` +
    `(goal 0), false rejects ${speaker.falseRejects} of ${speaker.genuinePairs} ` +
    `(${((100 * speaker.falseRejects) / speaker.genuinePairs).toFixed(0)}%, goal ≤ 10%)`,
);
console.log(`  same voice: ${speaker.genuine.join(' ')} (lowest ${speaker.genuineMin})`);
console.log(`  highest score of two different voices: ${speaker.impostorMax}`);
console.log(
  `Words check: the right phrase passed ${words.rightPassed} of ${words.trials}, ` +
    `a wrong phrase passed ${words.wrongPassed} of ${words.trials}`,
);
await mkdir(join(repoRoot, '.tmp'), { recursive: true });
await writeFile(join(repoRoot, '.tmp', 'bench-consent.json'), JSON.stringify(figures, null, 2));
