// Re-speaks one stretch of a localized MP4's AAC sound without touching the rest (issue 25's dubbing editor): the
// previous result's encoded AAC frames are kept as they are outside the stretch, and only the frames that cover it
// are encoded again (from the previous sound decoded, with the stretch replaced), then spliced in between the kept
// ones. Re-encoding the whole track would not do: AAC's rate control and every frame's overlap with its neighbours
// would change samples far from the segment. The exact range that may differ, in samples of the decoded sound:
// the changed stretch widened to whole 1024-sample AAC frames, plus one frame before it and one after it (each
// frame's sound overlaps its neighbour's by half a window); `spliceDubAudio` answers that range.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../media/run-ffmpeg';
import { DUB_SAMPLE_RATE } from './dub-audio';

/** Samples per AAC-LC frame. */
export const AAC_FRAME_SAMPLES = 1024;
/** Frames encoded before the first replaced one, so the encoder has settled (only the replaced ones are kept). */
const PRE_ROLL_FRAMES = 8;
const POST_ROLL_FRAMES = 4;
const CHANNELS = 2;
const BYTES_PER_SAMPLE = 2 * CHANNELS;
const FFMPEG_TIMEOUT_MS = 10 * 60_000;

/** The ADTS frames of an AAC stream, each with its 7- or 9-byte header. */
export function adtsFrames(stream: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let at = 0;
  while (at + 7 <= stream.length) {
    if (stream[at] !== 0xff || (stream[at + 1]! & 0xf0) !== 0xf0) {
      throw new Error(`not an ADTS frame at byte ${at}`);
    }
    const length = ((stream[at + 3]! & 0x03) << 11) | (stream[at + 4]! << 3) | (stream[at + 5]! >> 5);
    if (length < 7) throw new Error(`an ADTS frame of ${length} bytes at byte ${at}`);
    frames.push(stream.subarray(at, at + length));
    at += length;
  }
  return frames;
}

export interface SpliceRange {
  /** First sample (of the decoded sound, from the start of the video) that may differ. */
  fromSample: number;
  /** The sample after the last that may differ. */
  toSample: number;
}

/**
 * Writes to `outputPath` (ADTS) the AAC sound of `previousPath` (an MP4 of muxDub: AAC 48 kHz stereo) with the
 * samples from `changedFrom` to `changedTo` silenced and `speech` (mono 48 kHz s16le) written from `speechAt`
 * (inside them). Answers the range that may differ from the previous sound once decoded.
 */
export async function spliceDubAudio(options: {
  previousPath: string;
  changedFrom: number;
  changedTo: number;
  speech: Buffer;
  speechAt: number;
  outputPath: string;
  workDir: string;
  signal?: AbortSignal;
}): Promise<SpliceRange> {
  const { workDir, signal } = options;
  const oldAacPath = join(workDir, 'previous.aac');
  const oldPcmPath = join(workDir, 'previous.pcm');
  await runFfmpeg(['-i', options.previousPath, '-map', '0:a:0', '-c:a', 'copy', '-f', 'adts', oldAacPath], {
    signal,
    timeoutMs: FFMPEG_TIMEOUT_MS,
  });
  await runFfmpeg(
    [
      '-i',
      options.previousPath,
      '-map',
      '0:a:0',
      '-f',
      's16le',
      '-ac',
      '2',
      '-ar',
      String(DUB_SAMPLE_RATE),
    ].concat(oldPcmPath),
    { signal, timeoutMs: FFMPEG_TIMEOUT_MS },
  );
  const frames = adtsFrames(await readFile(oldAacPath));
  const pcm = await readFile(oldPcmPath);
  // Frame k of the stream (its first, k = 0, is the encoder's priming) plays samples (k - 1) * 1024 onwards and
  // decodes by overlapping frame k - 1: the changed blocks are re-encoded with one frame of margin each side.
  const firstBlock = Math.floor(options.changedFrom / AAC_FRAME_SAMPLES);
  const lastBlock = Math.floor(
    (Math.max(options.changedTo, options.changedFrom + 1) - 1) / AAC_FRAME_SAMPLES,
  );
  const firstFrame = Math.max(1, firstBlock);
  const lastFrame = Math.min(frames.length - 1, lastBlock + 1);
  if (firstFrame > lastFrame) throw new Error('the changed stretch lies past the end of the sound');

  // The encoder's input: the previous sound from a few frames before, the stretch replaced.
  const inputFirstBlock = Math.max(0, firstFrame - 1 - PRE_ROLL_FRAMES);
  const inputEndBlock = Math.min(
    Math.ceil(pcm.length / BYTES_PER_SAMPLE / AAC_FRAME_SAMPLES),
    lastFrame + POST_ROLL_FRAMES,
  );
  const input = Buffer.from(
    pcm.subarray(
      inputFirstBlock * AAC_FRAME_SAMPLES * BYTES_PER_SAMPLE,
      inputEndBlock * AAC_FRAME_SAMPLES * BYTES_PER_SAMPLE,
    ),
  );
  const base = inputFirstBlock * AAC_FRAME_SAMPLES;
  const put = (sample: number, value: number) => {
    const at = (sample - base) * BYTES_PER_SAMPLE;
    if (at < 0 || at + BYTES_PER_SAMPLE > input.length) return;
    input.writeInt16LE(value, at);
    input.writeInt16LE(value, at + 2);
  };
  for (let sample = options.changedFrom; sample < options.changedTo; sample += 1) put(sample, 0);
  const speechSamples = Math.min(
    Math.floor(options.speech.length / 2),
    Math.max(0, options.changedTo - options.speechAt),
  );
  for (let index = 0; index < speechSamples; index += 1) {
    put(options.speechAt + index, options.speech.readInt16LE(index * 2));
  }
  const inputPath = join(workDir, 'stretch.pcm');
  const encodedPath = join(workDir, 'stretch.aac');
  await writeFile(inputPath, input, { mode: 0o600 });
  await runFfmpeg(
    ['-f', 's16le', '-ar', String(DUB_SAMPLE_RATE), '-ac', '2', '-i', inputPath].concat([
      '-c:a',
      'aac',
      '-aac_pns',
      '0',
      '-b:a',
      '128k',
      '-f',
      'adts',
      encodedPath,
    ]),
    { signal, timeoutMs: FFMPEG_TIMEOUT_MS },
  );
  const encoded = adtsFrames(await readFile(encodedPath));
  // The new encode's frame i is the stream's frame i + inputFirstBlock (both start with a priming frame).
  const replaced: Buffer[] = [];
  for (let frame = firstFrame; frame <= lastFrame; frame += 1) {
    const fresh = encoded[frame - inputFirstBlock];
    if (!fresh) throw new Error(`the re-encoded stretch lacks frame ${frame}`);
    replaced.push(fresh);
  }
  await writeFile(
    options.outputPath,
    Buffer.concat([...frames.slice(0, firstFrame), ...replaced, ...frames.slice(lastFrame + 1)]),
    { mode: 0o600 },
  );
  return {
    fromSample: (firstFrame - 1) * AAC_FRAME_SAMPLES,
    toSample: (lastFrame + 1) * AAC_FRAME_SAMPLES,
  };
}
