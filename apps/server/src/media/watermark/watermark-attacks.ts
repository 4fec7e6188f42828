// The attacks the watermark must survive, run with ffmpeg: MP3, AAC, 16 kHz, ±6 dB, excerpt, mixing, timeline.
import { join } from 'node:path';
import { runFfmpeg } from '../run-ffmpeg';
import { decodeForWatermark, WATERMARK_ANALYSIS_RATE } from './decode-for-watermark';
import { rms, writeWav16 } from './trial-audio';

export interface AttackInput {
  /** The marked clip as a 16-bit WAV. */
  markedPath: string;
  /** Other, unmarked speech as a WAV, for the mixing attacks. */
  otherPath: string;
  /** Scratch directory. */
  work: string;
}

export interface Attack {
  name: string;
  description: string;
  /** Runs the attack and returns the result decoded for the detector (mono, 16 kHz). */
  run(input: AttackInput): Promise<Float32Array>;
}

/** An attack that is one ffmpeg command from the marked file to `output`, then decoded. */
function transcode(name: string, description: string, output: string, args: string[]): Attack {
  return {
    name,
    description,
    async run({ markedPath, work }) {
      const path = join(work, `${name}-${output}`);
      await runFfmpeg(['-i', markedPath, ...args, path]);
      return decodeForWatermark(path, WATERMARK_ANALYSIS_RATE);
    },
  };
}

export const EXCERPT_START_SECONDS = 2.37;
export const EXCERPT_SECONDS = 5;

export const ATTACKS: readonly Attack[] = [
  transcode('mp3-128k', 'MP3 at 128 kbit/s', 'out.mp3', ['-c:a', 'libmp3lame', '-b:a', '128k']),
  transcode('aac-128k-mp4', 'AAC at 128 kbit/s in MP4', 'out.mp4', ['-c:a', 'aac', '-b:a', '128k']),
  transcode('resample-16k', 'resampled to 16 kHz', 'out.wav', ['-ar', '16000']),
  transcode('gain+6dB', '+6 dB gain (peaks clip)', 'out.wav', ['-af', 'volume=6dB']),
  transcode('gain-6dB', '−6 dB gain', 'out.wav', ['-af', 'volume=-6dB']),
  transcode('excerpt-5s', `a ${EXCERPT_SECONDS} s excerpt from ${EXCERPT_START_SECONDS} s`, 'out.wav', [
    '-ss',
    String(EXCERPT_START_SECONDS),
    '-t',
    String(EXCERPT_SECONDS),
  ]),
  transcode('excerpt-5s-mp3', `a ${EXCERPT_SECONDS} s excerpt from 3.11 s as MP3 at 128 kbit/s`, 'out.mp3', [
    '-ss',
    '3.11',
    '-t',
    String(EXCERPT_SECONDS),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
  ]),
  {
    name: 'mix-speech',
    description: 'mixed (amix) with another voice at the same RMS level',
    async run({ markedPath, otherPath, work }) {
      const marked = await decodeForWatermark(markedPath, WATERMARK_ANALYSIS_RATE);
      const other = await decodeForWatermark(otherPath, WATERMARK_ANALYSIS_RATE);
      const gainDb = 20 * Math.log10(rms(marked) / rms(other));
      const path = join(work, 'mix-speech.wav');
      await runFfmpeg([
        '-i',
        markedPath,
        '-i',
        otherPath,
        '-filter_complex',
        `[1:a]volume=${gainDb.toFixed(2)}dB[other];[0:a][other]amix=inputs=2:duration=first:normalize=1`,
        path,
      ]);
      return decodeForWatermark(path, WATERMARK_ANALYSIS_RATE);
    },
  },
  {
    name: 'timeline-aac',
    description: 'on a 44.1 kHz timeline (1.3 s silence, clip, another voice) exported as AAC',
    async run({ markedPath, otherPath, work }) {
      const rate = 44_100;
      const marked = await decodeForWatermark(markedPath, rate);
      const other = await decodeForWatermark(otherPath, rate);
      const lead = Math.round(1.3 * rate);
      const gap = Math.round(0.4 * rate);
      const timeline = new Float32Array(lead + marked.length + gap + other.length + rate);
      timeline.set(marked, lead);
      timeline.set(other, lead + marked.length + gap);
      const wav = join(work, 'timeline.wav');
      await writeWav16(wav, timeline, rate);
      const path = join(work, 'timeline.m4a');
      await runFfmpeg(['-i', wav, '-c:a', 'aac', '-b:a', '128k', path]);
      return decodeForWatermark(path, WATERMARK_ANALYSIS_RATE);
    },
  },
];
