// Test helpers for consent (issue 23): the sentence from the API, espeak-ng reading it (or a wrong phrase) into a
// WAV, and the recording uploaded through app.inject. recordPassedConsent reads again, as a creator would, until
// the words check hears the phrase (a few tries: the recognizer misses words of synthetic speech now and then).
import { mkdtempSync, openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { postJson } from './test-server';
import { fixture } from './audio-fixtures';
import { upload } from './voice-test-client';
import { PHRASE_WORDS } from '../create-voice/consent/consent-sentence';
import { runFfmpeg } from '../media/run-ffmpeg';
import { runEspeak } from '../media/test-support/media-tool-runs';

const work = mkdtempSync(join(tmpdir(), 'twin-consent-'));

export interface Challenge {
  id: string;
  statement: string;
  phrase: string;
  expiresAt: string;
}

export async function challengeOf(app: FastifyInstance, token: string): Promise<Challenge> {
  const response = await postJson(app, '/api/consent/challenges', {}, token);
  if (response.statusCode !== 201) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  return response.json() as Challenge;
}

/** The same en-us family as the voice fixtures' reference speech (audio-fixtures.ts), slow with pauses. */
const readings = [
  ['-v', 'en-us', '-s', '120', '-g', '10'],
  ['-v', 'en-us', '-s', '130', '-g', '8'],
  ['-v', 'en-us', '-s', '110', '-g', '12'],
  ['-v', 'en-us', '-s', '125', '-g', '10', '-p', '45'],
  ['-v', 'en-us', '-s', '115', '-g', '6'],
];

/** espeak-ng reading the statement and `phrase` (words apart, as a creator reads them) into a WAV. */
export async function readAloud(
  statement: string,
  phrase: string,
  attempt = 0,
  voice: readonly string[][] = readings,
): Promise<string> {
  const path = join(work, `reading-${Date.now()}-${Math.random().toString(36).slice(2)}.wav`);
  await runEspeak([
    ...voice[attempt % voice.length]!,
    '-w',
    path,
    `${statement} ${phrase.split(' ').join('. ')}.`,
  ]);
  return path;
}

/** Five words of the list none of which is in `phrase`. */
export function wrongPhrase(phrase: string): string {
  const taken = new Set(phrase.split(' '));
  return PHRASE_WORDS.filter((word) => !taken.has(word))
    .slice(0, 5)
    .join(' ');
}

export function recordClip(
  app: FastifyInstance,
  token: string,
  challengeId: string,
  path: string,
  type = 'audio/wav',
) {
  return upload(app, `/api/consent/challenges/${challengeId}/recording`, token, {}, [
    { field: 'file', path, type },
  ]);
}

/** Another speaker than the fixtures' en-us (its voice scores about 0.6 against them, under the 0.74 needed). */
export const otherSpeaker = [
  ['-v', 'en-us+m3', '-s', '130', '-g', '8'],
  ['-v', 'en-us+m3', '-s', '120', '-g', '10'],
  ['-v', 'en-us+m3', '-s', '140', '-g', '6'],
];

/**
 * The reading followed by the first 30 s of `sample` (the speaker's own reference), as one WAV: a creator
 * who reads the sentence and goes on speaking. The sentence alone, read at one rate, scored 0.74-0.89
 * against the fixtures' reference of varied tempos and pitches over 10 random phrases (threshold 0.76),
 * so a pro clone made after it was refused now and then; with the sample after it the speaker is the same.
 */
export async function withSpeakerSample(reading: string, sample: string): Promise<string> {
  const path = reading.replace(/\.wav$/, '-speaker.wav');
  await runFfmpeg([
    ...['-i', reading, '-t', '30', '-i', sample, '-filter_complex'],
    '[0:a]aresample=22050,aformat=channel_layouts=mono[a];[1:a]aresample=22050,aformat=channel_layouts=mono[b];[a][b]concat=n=2:v=0:a=1',
    ...['-c:a', 'pcm_s16le', path],
  ]);
  return path;
}

/** The fixtures' reference (speech-150s.mp3), the speaker every pro clone of the tests is made from. */
const fixturesSpeaker = () => fixture('speech-150s.mp3');

/**
 * A passed consent of the account (reading again after a failed words check); its record. The reading is
 * followed by `speakerSample` (the fixtures' reference unless given; null for the reading alone, as
 * another speaker's consent is).
 */
export async function recordPassedConsent(
  app: FastifyInstance,
  token: string,
  {
    tries = 5,
    voice = readings,
    speakerSample,
  }: { tries?: number; voice?: readonly string[][]; speakerSample?: string | null } = {},
) {
  const challenge = await challengeOf(app, token);
  const sample = speakerSample === undefined ? await fixturesSpeaker() : speakerSample;
  let last = '';
  for (let attempt = 0; attempt < tries; attempt++) {
    const reading = await readAloud(challenge.statement, challenge.phrase, attempt, voice);
    const response = await recordClip(
      app,
      token,
      challenge.id,
      sample === null ? reading : await withSpeakerSample(reading, sample),
    );
    if (response.statusCode === 201) return response.json() as { id: string; status: string };
    last = `${response.statusCode} ${response.body}`;
    if (response.statusCode !== 422) break;
  }
  throw new Error(`no passed consent after ${tries} readings: ${last}`);
}

/** recordPassedConsent over HTTP (a server in its own process), the fixtures' speaker: the passed consent's id. */
export async function recordPassedConsentOverHttp(
  base: string,
  auth: Record<string, string>,
  tries = 5,
): Promise<string> {
  const challengeAnswer = await fetch(`${base}/api/consent/challenges`, { method: 'POST', headers: auth });
  const challenge = (await challengeAnswer.json()) as Challenge;
  let last = '';
  for (let attempt = 0; attempt < tries; attempt++) {
    const form = new FormData();
    const reading = await readAloud(challenge.statement, challenge.phrase, attempt);
    const clip = await withSpeakerSample(reading, await fixturesSpeaker());
    form.append('file', await openAsBlob(clip, { type: 'audio/wav' }), 'consent.wav');
    const response = await fetch(`${base}/api/consent/challenges/${challenge.id}/recording`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (response.status === 201) return ((await response.json()) as { id: string }).id;
    last = `${response.status} ${await response.text()}`;
    if (response.status !== 422) break;
  }
  throw new Error(`no passed consent after ${tries} readings: ${last}`);
}
