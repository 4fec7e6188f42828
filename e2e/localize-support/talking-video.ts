// A "talking" video for the /localize journey, made on the spot as the server's localize tests make theirs: English
// sentences spoken by espeak-ng with ~2 s pauses between them, over ffmpeg's testsrc picture, as an H.264/AAC MP4 —
// and ffprobe's durations of a file's audio and video streams, to measure what the page downloads.
import { join } from 'node:path';
import { ffmpegOutput, ffprobeJson, runEspeak, runFfmpeg } from '@twin/server/testing/media-tools';

/** Sentences the embedded translator (apertium en→es) translates cleanly, without commas (no pauses inside). */
export const lessonSentences = [
  'Welcome to the lesson about the sun.',
  'The sun is a star.',
  'It gives us light and heat every day.',
] as const;

const leadSeconds = 0.5;
const pauseSeconds = 2;
const tailSeconds = 0.8;

/** espeak-ng speaks each sentence into a WAV; ffmpeg joins them with silences and puts the picture under them. */
export async function makeTalkingVideo(
  dir: string,
  name: string,
  sentences: readonly string[] = lessonSentences,
): Promise<string> {
  const spoken = sentences.map((_, index) => join(dir, `${name}-sentence-${index}.wav`));
  await Promise.all(
    sentences.map((sentence, index) => runEspeak(['-v', 'en-us', '-w', spoken[index]!, sentence])),
  );
  // Silence before each sentence (the lead, then the pauses) and after the last; one mono 22.05 kHz track.
  const parts = sentences.map((_, index) => {
    const before = Math.round((index === 0 ? leadSeconds : pauseSeconds) * 1000);
    const after = index === sentences.length - 1 ? `,apad=pad_dur=${tailSeconds}` : '';
    return `[${index}:a]adelay=${before}:all=1${after}[s${index}]`;
  });
  const joined = `${sentences.map((_, index) => `[s${index}]`).join('')}concat=n=${sentences.length}:v=0:a=1[a]`;
  const soundtrack = join(dir, `${name}-soundtrack.wav`);
  await runFfmpeg([
    ...spoken.flatMap((path) => ['-i', path]),
    ...['-filter_complex', [...parts, joined].join(';'), '-map', '[a]', soundtrack],
  ]);
  const seconds = (await streamDurations(soundtrack)).audio;
  const video = join(dir, `${name}.mp4`);
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25:duration=${seconds.toFixed(3)}`, '-i', soundtrack],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-ar', '48000'],
    ...['-shortest', video],
  ]);
  return video;
}

/** The audio and video streams' durations (seconds; NaN for a stream the file lacks) and the audio's codec. */
export async function streamDurations(
  path: string,
): Promise<{ audio: number; video: number; audioCodec: string | null }> {
  const { streams } = await ffprobeJson<{
    streams: { codec_type: string; codec_name: string; duration?: string }[];
  }>(['-show_entries', 'stream=codec_type,codec_name,duration', path]);
  const of = (type: string) => streams.find((stream) => stream.codec_type === type);
  return {
    audio: Number(of('audio')?.duration),
    video: Number(of('video')?.duration),
    audioCodec: of('audio')?.codec_name ?? null,
  };
}

/**
 * Where speech starts in a file's sound: ffmpeg silencedetect (0.25 s under -35 dB is a pause), its findings printed
 * to stdout by ametadata (the colon of pipe:1 escaped for the filter graph, then for the option), in seconds.
 */
export async function speechStarts(path: string): Promise<number[]> {
  const printed = (
    await ffmpegOutput([
      ...['-i', path, '-map', '0:a:0', '-f', 'null', '-af'],
      'silencedetect=noise=-35dB:duration=0.25,ametadata=mode=print:file=pipe\\\\:1',
      '-',
    ])
  ).toString('utf8');
  const total = (await streamDurations(path)).audio;
  const runs: { start: number; end: number }[] = [];
  let cursor = 0;
  for (const match of printed.matchAll(/silence_start=(-?[\d.]+)[\s\S]*?silence_end=([\d.]+)/g)) {
    runs.push({ start: cursor, end: Math.max(0, Number(match[1])) });
    cursor = Number(match[2]);
  }
  // A silence still open at the end of the file has no silence_end.
  const open = /silence_start=(-?[\d.]+)(?![\s\S]*silence_end)/.exec(printed);
  runs.push({ start: cursor, end: open ? Number(open[1]) : total });
  // Slivers (an encoder's first or last frame) are not speech.
  return runs.filter((run) => run.end - run.start >= 0.1).map((run) => run.start);
}
