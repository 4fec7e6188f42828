// Writes speaker-cohort.json: what the speaker check (voiceprint.ts) measures a consent against — the mean and spread
// of each MFCC coefficient over a cohort of espeak-ng voices (other variants than the consent bench's ten), and one
// codebook (speaker-codebook.ts) per cohort voice, each reading a story and three consent sentences. Run with tsx
// from apps/server: `npx tsx src/media/speaker/make-speaker-cohort.ts`. No downloaded data: espeak-ng is a Debian
// package.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTools } from '../media-tools';
import { mfccFrames } from './mfcc';
import { frameScaleOf, standardisedFrames, trainCodebook } from './speaker-codebook';
import { speechSamples } from './speech-samples';

const voices = [
  ['-v', 'en+m1', '-p', '55', '-s', '150'],
  ['-v', 'en-us+f5', '-p', '65', '-s', '170'],
  ['-v', 'en+m4', '-p', '35', '-s', '185'],
  ['-v', 'en-gb+f3', '-p', '75', '-s', '150'],
  ['-v', 'en+m2', '-p', '45', '-s', '165'],
  ['-v', 'en-us+m6', '-p', '30', '-s', '175'],
  ['-v', 'en+f1', '-p', '85', '-s', '160'],
  ['-v', 'en-gb-x-rp+m8', '-p', '50', '-s', '145'],
];
const statement = 'I agree that Twin Studio may create a digital twin of my voice and face.';
const texts = [
  'Every evening the old ferry crossed the bay, its lights reflected in the dark water, while gulls circled above ' +
    'the harbour and the fishermen counted the day’s catch on the quay.',
  `${statement} Garden. Rocket. Violet. Pepper. Lamp.`,
  `${statement} Window. Seven. Orange. Table. River.`,
  `${statement} Yellow. Music. Pencil. Happy. Mountain.`,
];

const work = mkdtempSync(join(tmpdir(), 'speaker-cohort-'));
try {
  const framesByVoice: Float64Array[][] = [];
  for (const [index, voice] of voices.entries()) {
    const frames: Float64Array[] = [];
    for (const [t, text] of texts.entries()) {
      const path = join(work, `${index}-${t}.wav`);
      execFileSync(mediaTools.espeakNg, [...voice, '-w', path, text]);
      frames.push(...mfccFrames(await speechSamples(path, 60)));
    }
    framesByVoice.push(frames);
  }
  const scale = frameScaleOf(framesByVoice.flat());
  const round = (values: number[]) => values.map((value) => Math.round(value * 10_000) / 10_000);
  const codebooks = framesByVoice.map((frames) =>
    trainCodebook(standardisedFrames(frames, scale)).map(round),
  );
  writeFileSync(
    new URL('./speaker-cohort.json', import.meta.url),
    `${JSON.stringify({ voices: voices.map((v) => v[1]), mean: round(scale.mean), deviation: round(scale.deviation), codebooks })}\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
