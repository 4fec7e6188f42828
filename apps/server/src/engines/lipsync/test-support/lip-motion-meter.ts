// The lip-motion meter of the tests and `npm run bench -- lipsync`: how well a lip-sync result's mouth follows its
// soundtrack, measured on the result itself. It finds the face mesh in every frame, takes the inner-lip gap over the
// eye-corner distance, and the soundtrack's RMS over 40 ms at each frame; it reports the Pearson r between the two at
// the best lag within ±3 frames, the mean gap in silences (quiet for 0.4 s or more) over the mean gap in speech, the
// PSNR of the picture outside the mouth-and-jaw box against the source frame (5th percentile), and the share of frames
// where a face was found.
import { decodeFrames } from '../../../media/raw-video';
import { decodeForWatermark } from '../../../media/watermark/decode-for-watermark';
import { mouthAndJawBox, relativeLipGap, type Box } from '../face/face-mesh-points';
import { FaceThreadClient } from '../face/face-thread-client';
import { rms } from '../face/mouth-shapes';
import { trackFaces } from '../face-engine';
import { probeVideoFacts } from '../lipsync-probe';

export interface LipMotion {
  frames: number;
  /** Share of frames with one face found (0–1). */
  faceFound: number;
  /** Pearson r between the lip gap and the sound's RMS, at the best lag (frames, −3…3). */
  correlation: number;
  lag: number;
  /** Mean lip gap in silences over the mean lip gap in speech. */
  silenceToSpeechGap: number;
  meanGapInSpeech: number;
  meanGapInSilence: number;
  /** PSNR (dB) outside the mouth-and-jaw box against the source frame: the 5th percentile over frames, and the median. */
  psnrOutsideP5: number | null;
  psnrOutsideMedian: number | null;
  /** Per frame: the lip gap (null where no face was found) and the RMS. */
  gaps: (number | null)[];
  envelope: number[];
}

const AUDIO_RATE = 16_000;
/** Quieter than this below the speech level (dB) counts as quiet; quiet for MIN_SILENCE seconds is a silence. */
const QUIET_DB = 35;
const MIN_SILENCE = 0.4;
/** The meter's box is wider than the renderer's, so tracking differences do not count against the picture. */
const BOX_MARGIN = 0.2;
const BOX_CHIN_DROP = 0.6;

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  if (n < 3) return 0;
  const meanA = a.reduce((s, x) => s + x, 0) / n;
  const meanB = b.reduce((s, x) => s + x, 0) / n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i++) {
    cov += (a[i]! - meanA) * (b[i]! - meanB);
    varA += (a[i]! - meanA) ** 2;
    varB += (b[i]! - meanB) ** 2;
  }
  return varA > 0 && varB > 0 ? cov / Math.sqrt(varA * varB) : 0;
}

function percentileOf(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

/** Frames inside silences: quiet (QUIET_DB below the speech level) for at least MIN_SILENCE seconds. */
function silentFrames(envelope: number[], fps: number): boolean[] {
  const speech = percentileOf(envelope, 0.9) ?? 0;
  const quiet = envelope.map((level) => level <= speech * 10 ** (-QUIET_DB / 20));
  const silent = new Array<boolean>(envelope.length).fill(false);
  const minFrames = Math.ceil(MIN_SILENCE * fps);
  for (let start = 0; start < quiet.length;) {
    if (!quiet[start]) {
      start++;
      continue;
    }
    let end = start;
    while (end < quiet.length && quiet[end]) end++;
    if (end - start >= minFrames) for (let i = start; i < end; i++) silent[i] = true;
    start = end;
  }
  return silent;
}

function psnrOutside(
  result: Uint8Array,
  source: Uint8Array,
  width: number,
  height: number,
  box: Box,
): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    const inRows = y >= box.top && y <= box.bottom;
    for (let x = 0; x < width; x++) {
      if (inRows && x >= box.left && x <= box.right) continue;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const d = result[i + c]! - source[i + c]!;
        sum += d * d;
      }
      count += 3;
    }
  }
  const mse = sum / Math.max(1, count);
  return mse === 0 ? 99 : 10 * Math.log10((255 * 255) / mse);
}

/** Measures `resultPath` (its own soundtrack); `sourcePath`, at least as long and of the same size, for the PSNR. */
export async function measureLipMotion(
  resultPath: string,
  sourcePath: string | null,
  signal: AbortSignal = new AbortController().signal,
): Promise<LipMotion> {
  const video = await probeVideoFacts(resultPath, signal);
  const fps = video.frameRate.num / video.frameRate.den;
  const thread = new FaceThreadClient(signal);
  let faces;
  try {
    faces = await trackFaces(thread, resultPath, video, signal);
  } finally {
    await thread.close();
  }
  const meshes = faces.map((frame) => (typeof frame === 'string' ? null : frame));
  const gaps = meshes.map((mesh) => (mesh ? relativeLipGap(mesh) : null));
  const samples = await decodeForWatermark(resultPath, AUDIO_RATE, { signal });
  const envelope = gaps.map((_, frame) => {
    const center = (frame / fps) * AUDIO_RATE;
    return rms(samples, center - 0.02 * AUDIO_RATE, center + 0.02 * AUDIO_RATE);
  });

  let correlation = -1;
  let lag = 0;
  for (let shift = -3; shift <= 3; shift++) {
    const a: number[] = [];
    const b: number[] = [];
    gaps.forEach((gap, i) => {
      const level = envelope[i + shift];
      if (gap !== null && level !== undefined) {
        a.push(gap);
        b.push(level);
      }
    });
    const r = pearson(a, b);
    if (r > correlation) [correlation, lag] = [r, shift];
  }
  const silent = silentFrames(envelope, fps);
  const inSilence = gaps.filter((gap, i): gap is number => gap !== null && silent[i]!);
  const inSpeech = gaps.filter((gap, i): gap is number => gap !== null && !silent[i]!);
  const mean = (values: number[]) => values.reduce((s, x) => s + x, 0) / Math.max(1, values.length);

  const psnrs: number[] = [];
  if (sourcePath) {
    const { width, height } = video;
    const frameBytes = width * height * 3;
    await decodeFrames({
      inputArgs: [
        '-i', resultPath, '-i', sourcePath,
        '-filter_complex', '[0:v:0][1:v:0]vstack=inputs=2:shortest=1[pair]', '-map', '[pair]',
        '-frames:v', String(gaps.length),
      ], // prettier-ignore
      pixelFormat: 'rgb24',
      frameBytes: frameBytes * 2,
      signal,
      step: 'comparing with the source',
      onFrame: (pair, index) => {
        const mesh = meshes[index];
        if (!mesh) return;
        const box = mouthAndJawBox(mesh, BOX_MARGIN, BOX_CHIN_DROP);
        psnrs.push(psnrOutside(pair.subarray(0, frameBytes), pair.subarray(frameBytes), width, height, box));
      },
    });
  }
  return {
    frames: gaps.length,
    faceFound: faces.filter((frame) => typeof frame !== 'string').length / Math.max(1, faces.length),
    correlation,
    lag,
    silenceToSpeechGap: mean(inSilence) / Math.max(1e-9, mean(inSpeech)),
    meanGapInSpeech: mean(inSpeech),
    meanGapInSilence: mean(inSilence),
    psnrOutsideP5: percentileOf(psnrs, 0.05),
    psnrOutsideMedian: percentileOf(psnrs, 0.5),
    gaps,
    envelope,
  };
}
