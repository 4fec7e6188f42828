// Audio for the watermark trials: espeak-ng speech in varied voices and texts, and float PCM written as WAV.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeWav } from '../analysis/pcm-wav';
import { mediaTools } from '../media-tools';
import { runProcess } from '../run-process';
import { decodeForWatermark } from './decode-for-watermark';

export const TRIAL_SENTENCES: readonly string[] = [
  'Welcome back to the channel. Today we are going to build something useful together, one small step at a time, and I will explain every part as we go.',
  'Please remember to save your work before you close the application. If something goes wrong, you can always open the last version from the history panel.',
  'Learning a new language takes patience, practice and a little bit of courage. Speak every day, even if only for five minutes, and listen to native speakers.',
  'The second chapter covers energy, motion and force. Energy is the capacity to do work. Motion is a change of position over time. Force changes motion.',
  'Quick recap before we start: we set up the project, we wrote the first function, we tested it, and then we shipped it to the server in under ten minutes.',
  'The weather tomorrow will be mostly cloudy, with light rain in the morning and a cool breeze from the north. Temperatures will stay around twelve degrees.',
  'Our quarterly results were better than expected. Revenue grew by eight percent, and the new product line now accounts for almost a third of all sales.',
  'To bake the bread, mix the flour with warm water, add a pinch of salt and a spoon of yeast, then knead the dough for ten minutes and let it rest.',
  'Isn’t that amazing? I am so happy with how this turned out! Honestly, this is my favourite part of the whole lesson, and I hope it is yours too.',
  'The museum opens at nine in the morning and closes at six. Tickets can be bought online or at the entrance, and children under twelve go in for free.',
  'In the end, the committee decided to postpone the vote until next month, so that every member would have enough time to read the full report.',
  'She walked along the quiet beach at sunset, listening to the waves and thinking about the long journey that had brought her to this little town.',
];

export const TRIAL_VOICES: readonly string[] = [
  'en-us',
  'en+f3',
  'en-gb+m3',
  'en+f2',
  'en-us+m1',
  'en+f4',
  'en-gb-scotland+m2',
  'en-029+f1',
  'en-us-nyc',
  'en+klatt4',
  'en-gb+m5',
  'en+croak',
];

export interface SpeechRequest {
  text: string;
  voice: string;
  /** Words per minute (espeak-ng -s). */
  speed?: number;
  /** 0–99 (espeak-ng -p). */
  pitch?: number;
}

/** Speaks the text with espeak-ng into `path` (22.05 kHz WAV). */
export async function speakToFile(request: SpeechRequest, path: string): Promise<void> {
  const args = ['-v', request.voice, '-s', String(request.speed ?? 165), '-p', String(request.pitch ?? 50)];
  const result = await runProcess(mediaTools.espeakNg, [...args, '-w', path, request.text], {
    timeoutMs: 60_000,
  });
  if (result.exitCode !== 0) throw new Error(`espeak-ng failed: ${result.stderr.trim()}`);
}

/** Speech as mono float PCM at `sampleRate` (resampled by ffmpeg); `work` is a scratch directory. */
export async function speak(request: SpeechRequest, sampleRate: number, work: string): Promise<Float32Array> {
  const path = join(work, `speech-${process.pid}-${Math.random().toString(36).slice(2)}.wav`);
  try {
    await speakToFile(request, path);
    return await decodeForWatermark(path, sampleRate);
  } finally {
    await rm(path, { force: true });
  }
}

/** Float PCM in [-1, 1] rounded to 16-bit PCM (clipped). */
export function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++)
    out[i] = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767);
  return out;
}

export async function writeWav16(path: string, samples: Float32Array, sampleRate: number): Promise<void> {
  await writeFile(path, encodeWav(toInt16(samples), sampleRate));
}

/** 10·log10(Σ original² / Σ (marked − original)²). */
export function snrDb(original: Float32Array, marked: Float32Array): number {
  let signal = 0;
  let noise = 0;
  for (let i = 0; i < original.length; i++) {
    signal += original[i]! * original[i]!;
    noise += (marked[i]! - original[i]!) ** 2;
  }
  return 10 * Math.log10(signal / noise);
}

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / Math.max(1, samples.length));
}
