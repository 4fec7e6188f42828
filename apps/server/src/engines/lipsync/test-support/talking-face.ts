// Test support: a talking-head-like video made from a real face, and speech with pauses to deliver, all made by the
// test (no third-party media in the repo). The face is the NASA astronaut portrait (public domain) that Debian's
// python3-skimage ships; ffmpeg's zoompan gives it a slow zoom and drift at 25 fps. The speech is espeak-ng.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mediaTools } from '../../../media/media-tools';
import { runFfmpeg } from '../../../media/run-ffmpeg';
import { runProcess } from '../../../media/run-process';

export const ASTRONAUT_PORTRAIT = '/usr/lib/python3/dist-packages/skimage/data/astronaut.png';

export function hasAstronautPortrait(): boolean {
  return existsSync(ASTRONAUT_PORTRAIT);
}

/** The portrait as a 640×640, 25 fps H.264 video of `seconds`, slowly zooming in and drifting sideways. */
export async function makeFaceVideo(dir: string, seconds = 20, name = 'face.mp4'): Promise<string> {
  const path = join(dir, name);
  const frames = Math.round(seconds * 25);
  // Upscaled first so zoompan's whole-pixel steps do not make the picture shake.
  const zoom = `zoompan=z='1+0.25*on/${frames}':x='iw/2-iw/zoom/2+40*sin(on/60)':y='ih/2-ih/zoom/2-30*on/${frames}':d=1:s=640x640:fps=25`;
  await runFfmpeg([
    '-loop', '1', '-framerate', '25', '-i', ASTRONAUT_PORTRAIT,
    '-vf', `scale=2048:2048:flags=bicubic,${zoom},format=yuv420p`,
    '-frames:v', String(frames), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '16', '-r', '25', path,
  ]); // prettier-ignore
  return path;
}

/** A picture with no face in it: ffmpeg's testsrc2 pattern, 640×640 at 25 fps. */
export async function makeFacelessVideo(dir: string, seconds = 6, name = 'no-face.mp4'): Promise<string> {
  const path = join(dir, name);
  await runFfmpeg([
    '-f', 'lavfi', '-i', `testsrc2=s=640x640:r=25:d=${seconds}`,
    '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', path,
  ]); // prettier-ignore
  return path;
}

export const TWO_SENTENCES = [
  'Welcome to the lesson, today we will look at how the planets move around the sun in their long and quiet orbits.',
  'Every planet follows its own path, and the closer it is to the sun, the faster it travels along that path.',
] as const;

/**
 * Speech to deliver: `lead` seconds of silence, the first sentence, `pause` seconds of silence, the second sentence
 * and `tail` seconds of silence, as a 44.1 kHz mono WAV.
 */
export async function makeSpeechWithPause(
  dir: string,
  options: { sentences?: readonly string[]; lead?: number; pause?: number; tail?: number } = {},
): Promise<string> {
  const sentences = options.sentences ?? TWO_SENTENCES;
  const parts: string[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const part = join(dir, `sentence-${index}.wav`);
    const spoken = await runProcess(mediaTools.espeakNg, ['-v', 'en-us', '-s', '165', '-w', part, sentence], {
      timeoutMs: 60_000,
    });
    if (spoken.exitCode !== 0) throw new Error(spoken.stderr);
    parts.push(part);
  }
  const path = join(dir, 'speech.wav');
  const lead = options.lead ?? 1.5;
  const pause = options.pause ?? 2;
  const tail = options.tail ?? 1.5;
  const inputs = parts.flatMap((part) => ['-i', part]);
  const silence = (seconds: number) => `aevalsrc=0:d=${seconds}:s=44100`;
  const graph =
    `${silence(lead)}[s0];${silence(pause)}[s1];${silence(tail)}[s2];` +
    `[0:a]aresample=44100,aformat=channel_layouts=mono[a0];[1:a]aresample=44100,aformat=channel_layouts=mono[a1];` +
    `[s0][a0][s1][a1][s2]concat=n=5:v=0:a=1[out]`;
  await runFfmpeg([...inputs, '-filter_complex', graph, '-map', '[out]', '-ar', '44100', '-ac', '1', path]);
  return path;
}
