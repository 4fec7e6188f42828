// The consent bench's measurements (issue 23), run by scripts/bench-consent.mjs with tsx: the speaker check on ten
// espeak-ng voices (variants, pitches, speeds) against each other — each voice's three consent sentences against
// every voice's longer reference reading — with false accepts and false rejects at the threshold in use and the scores
// that separate them; and the words check on each voice reading three phrases, each also against a wrong phrase
// (no word in common). None of these voices is in the speaker cohort. Prints one JSON line.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaTools } from '../../../media/media-tools';
import { speechSamples } from '../../../media/speaker/speech-samples';
import { SPEAKER_MATCH_THRESHOLD, speakerSampleOf, speakerScore } from '../../../media/speaker/voiceprint';
import { CONSENT_STATEMENT, randomPhrase } from '../consent-sentence';
import { checkWords, type WordsCheck } from '../words-check';

const voices = [
  { name: 'en', args: ['-v', 'en', '-p', '50', '-s', '170'] },
  { name: 'en-us+m3', args: ['-v', 'en-us+m3', '-p', '40', '-s', '160'] },
  { name: 'en+f2', args: ['-v', 'en+f2', '-p', '60', '-s', '175'] },
  { name: 'en-gb+m5', args: ['-v', 'en-gb+m5', '-p', '30', '-s', '150'] },
  { name: 'en+klatt', args: ['-v', 'en+klatt', '-p', '50', '-s', '165'] },
  { name: 'en-us+f4', args: ['-v', 'en-us+f4', '-p', '70', '-s', '180'] },
  { name: 'en+m7', args: ['-v', 'en+m7', '-p', '25', '-s', '140'] },
  { name: 'en-gb-scotland', args: ['-v', 'en-gb-scotland', '-p', '45', '-s', '160'] },
  { name: 'en+croak', args: ['-v', 'en+croak', '-p', '35', '-s', '155'] },
  { name: 'en-us+f1', args: ['-v', 'en-us+f1', '-p', '80', '-s', '190'] },
];

const reference =
  'The morning train left the station a little after seven. Along the river the fog was still lifting, and the ' +
  'fields beyond the bridge were silver with frost. In the carriage a child was reading aloud from a book about ' +
  'lighthouses, ships and the long winter nights of the northern islands. Nobody seemed to mind; the voice was ' +
  'clear and patient, and the story was a good one. By the time we reached the city the sun had come out.';

/** A phrase of five words none of which is in `phrase`. */
function otherPhrase(phrase: string): string {
  const taken = new Set(phrase.split(' '));
  for (;;) {
    const other = randomPhrase(5);
    if (!other.split(' ').some((word) => taken.has(word))) return other;
  }
}

function speak(args: string[], text: string, path: string): void {
  execFileSync(mediaTools.espeakNg, [...args, '-w', path, text]);
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'consent-bench-'));
  try {
    const samples: {
      consents: ReturnType<typeof speakerSampleOf>[];
      reference: ReturnType<typeof speakerSampleOf>;
    }[] = [];
    const words: { voice: string; phrase: string; right: WordsCheck; wrong: WordsCheck }[] = [];
    for (const [index, voice] of voices.entries()) {
      const consent = join(work, `consent-${index}.wav`);
      const wrong = join(work, `wrong-${index}.wav`);
      const ref = join(work, `reference-${index}.wav`);
      speak(voice.args, reference, ref);
      samples.push({ consents: [], reference: speakerSampleOf(await speechSamples(ref, 60)) });
      for (let trial = 0; trial < 3; trial++) {
        const phrase = randomPhrase();
        // Read as a creator reads a list of words: one at a time.
        speak(voice.args, `${CONSENT_STATEMENT} ${phrase.split(' ').join('. ')}.`, consent);
        speak(voice.args, `${CONSENT_STATEMENT} ${otherPhrase(phrase).split(' ').join('. ')}.`, wrong);
        const right = await checkWords({ clipPath: consent, phrase, tmpDir: work });
        const heardWrong = await checkWords({ clipPath: wrong, phrase, tmpDir: work });
        words.push({ voice: voice.name, phrase, right, wrong: heardWrong });
        samples[index]!.consents.push(speakerSampleOf(await speechSamples(consent, 60)));
      }
    }
    const genuine: number[] = [];
    const impostor: number[] = [];
    for (const [i, a] of samples.entries())
      for (const consent of a.consents)
        for (const [j, b] of samples.entries()) {
          const score = speakerScore(consent, b.reference) ?? 0;
          (i === j ? genuine : impostor).push(score);
        }
    const falseAccepts = impostor.filter((score) => score >= SPEAKER_MATCH_THRESHOLD).length;
    const falseRejects = genuine.filter((score) => score < SPEAKER_MATCH_THRESHOLD).length;
    console.log(
      JSON.stringify({
        voices: voices.map((voice) => voice.name),
        speaker: {
          threshold: SPEAKER_MATCH_THRESHOLD,
          genuine: genuine.map((score) => +score.toFixed(3)),
          impostorMax: +Math.max(...impostor).toFixed(3),
          genuineMin: +Math.min(...genuine).toFixed(3),
          falseAccepts,
          impostorPairs: impostor.length,
          falseRejects,
          genuinePairs: genuine.length,
        },
        words: {
          trials: words.length,
          rightPassed: words.filter((w) => w.right.passed).length,
          wrongPassed: words.filter((w) => w.wrong.passed).length,
          byVoice: words.map((w) => ({ voice: w.voice, right: w.right.score, wrong: w.wrong.score })),
        },
      }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
