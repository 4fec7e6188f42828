// Media for the consent journeys, made on the spot (espeak-ng and ffmpeg, Debian): one espeak-ng voice
// reading the consent sentence (the statement, then the phrase word by word with pauses, as a creator
// reads it from the screen), the same voice reading a long text for the pro clone's reference, and the
// fake camera: Debian's python3-skimage astronaut portrait, animated (video-support/face-video.ts), as
// the .y4m file Chromium plays.
import { join } from 'node:path';
import { ffprobeJson, runEspeak, runFfmpeg } from '@twin/server/testing/media-tools';
import { makeFaceVideo } from '../video-support/face-video';

/** One espeak-ng voice: a variant, words per minute and pitch (0–99). */
export interface EspeakVoice {
  variant: string;
  speed: number;
  pitch: number;
}

export const consentVoice: EspeakVoice = { variant: 'en-us', speed: 150, pitch: 50 };

async function speak(path: string, text: string, voice: EspeakVoice): Promise<void> {
  await runEspeak([
    '-v',
    voice.variant,
    '-s',
    String(voice.speed),
    '-p',
    String(voice.pitch),
    '-w',
    path,
    text,
  ]);
}

/** Seconds of audio in a file, as ffprobe reads them. */
export async function durationOf(path: string): Promise<number> {
  const { format } = await ffprobeJson<{ format: { duration: string } }>([
    ...['-show_entries', 'format=duration', path],
  ]);
  return Number(format.duration);
}

/**
 * The statement and the phrase read aloud, the phrase twice (as a creator reads it again), with half a
 * second of silence first (the recording starts as the microphone opens) and a pause between words, as
 * 16-bit mono WAV at 48 kHz. Read once, the server's words check heard 9 of 12 random espeak-ng phrases
 * (it needs 2 of the phrase's words); read twice, 12 of 12.
 */
export async function makeSentenceWav(
  dir: string,
  name: string,
  sentence: { statement: string; phrase: string },
  voice: EspeakVoice = consentVoice,
): Promise<string> {
  const spoken = join(dir, `${name}-spoken.wav`);
  const words = sentence.phrase.split(/\s+/).join(', ');
  await speak(spoken, `${sentence.statement} ... ${words}. ... ${words}.`, voice);
  const path = join(dir, `${name}.wav`);
  await runFfmpeg([
    ...[
      '-i',
      spoken,
      '-af',
      'adelay=500,apad=pad_dur=1',
      '-ar',
      '48000',
      '-ac',
      '1',
      '-c:a',
      'pcm_s16le',
      path,
    ],
  ]);
  return path;
}

/**
 * The sentence's reading followed by the first `seconds` of `sample` (the speaker's own reference), as one
 * 48 kHz mono WAV: a creator who reads the sentence and goes on speaking. Journeys about something else
 * use it so their consent is the same speaker as the varied reference they upload: the sentence alone,
 * read at one rate and pitch, scored 0.74-0.91 against such a reference (threshold 0.76); with 30 s of
 * the reference after it, 0.97-0.99.
 */
export async function withSpeakerSample(
  dir: string,
  name: string,
  sentenceWav: string,
  sample: string,
  seconds = 30,
): Promise<string> {
  const path = join(dir, `${name}.wav`);
  await runFfmpeg([
    ...['-i', sentenceWav, '-t', String(seconds), '-i', sample, '-filter_complex'],
    '[0:a]aresample=48000,aformat=channel_layouts=mono[a];[1:a]aresample=48000,aformat=channel_layouts=mono[b];[a][b]concat=n=2:v=0:a=1',
    ...['-c:a', 'pcm_s16le', path],
  ]);
  return path;
}

const referenceText = [
  'Welcome to my channel. Today I want to show you how I plan a lesson from the first idea to the last slide.',
  'First I write down what the students should be able to do at the end, in one short sentence.',
  'Then I collect examples, because a good example explains more than a long definition ever could.',
  'After that I think about questions, the kind that make people stop and look at the problem again.',
  'Finally I record everything in one take, and I keep the small mistakes, because they sound human.',
].join(' ');

/**
 * The same voice reading a long text, looped to `seconds`, as the pro clone's reference (WAV). It opens
 * with `opening` (the consent statement, as a creator who reads it again): the server's classical voice
 * check compares sound statistics that depend on what is said, and with none of the consent's words the
 * same espeak-ng voice scored 0.74-0.78 against its 0.76 threshold (0.79-0.82 with the statement).
 */
export async function makeReferenceWav(
  dir: string,
  seconds: number,
  opening: string,
  voice: EspeakVoice = consentVoice,
): Promise<string> {
  const once = join(dir, 'reference-once.wav');
  await speak(once, `${opening} ${referenceText}`, voice);
  const path = join(dir, 'reference.wav');
  await runFfmpeg([
    ...['-stream_loop', '-1', '-i', once, '-t', String(seconds), '-ar', '22050', '-ac', '1'],
    ...['-c:a', 'pcm_s16le', path],
  ]);
  return path;
}

/** The astronaut portrait, slowly moving, framed 480×360 at 15 fps, as the fake camera's .y4m. */
export async function makeFaceCameraY4m(dir: string, seconds = 4): Promise<string> {
  const mp4 = await makeFaceVideo(dir, seconds, 'camera-face.mp4');
  const path = join(dir, 'camera-face.y4m');
  await runFfmpeg(['-i', mp4, '-vf', 'scale=360:360,pad=480:360:60:0,fps=15', '-pix_fmt', 'yuv420p', path]);
  return path;
}
