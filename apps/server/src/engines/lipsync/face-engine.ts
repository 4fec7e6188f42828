// The embedded lip-sync engine "face": moves the speaker's mouth to the soundtrack on any machine, offline. The video
// is first fitted to the audio as the "mux" engine does; then the face is tracked in every frame (face/face-model.ts,
// a model shipped in npm), mouth shapes are read from the soundtrack (face/mouth-shapes.ts), and each frame's lips
// and jaw are redrawn (face/mouth-warp.ts), decoding and encoding through ffmpeg pipes, with the work on a worker
// thread. A video without one usable face keeps the "mux" result, and the result says why.
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeForWatermark } from '../../media/watermark/decode-for-watermark';
import { decodeFrames, encodeFrames } from '../../media/raw-video';
import { checkVideoFace } from './face/check-video-face';
import { FaceThreadClient } from './face/face-thread-client';
import {
  classifyFrame,
  detectionSize,
  faceCheckOf,
  scaleFacesBack,
  smoothTrack,
  type FaceCheck,
  type FrameFaces,
} from './face/face-track';
import { mouthShapes, type MouthShape } from './face/mouth-shapes';
import {
  LipsyncAbortedError,
  type LipsyncEngine,
  type LipsyncInput,
  type LipsyncResult,
} from './lipsync-engine';
import { probeVideoFacts, type VideoFacts } from './lipsync-probe';
import { MuxLipsyncEngine } from './mux-engine';
import { asLipsyncError, withWorkDir } from './run-plan';

export const FACE_ENGINE_DESCRIPTION =
  'Embedded "face": the face is tracked in every frame (a face-mesh model shipped with the server) and the lips and ' +
  'jaw are redrawn to the soundtrack, offline on the CPU. A video without one clear face keeps its own mouth.';

/** Frames drawn on the thread at once while earlier ones are encoded. */
const FRAMES_IN_FLIGHT = 4;
/** Shares of the progress: fitting, tracking, drawing and encoding. */
const FIT_SHARE = 0.12;
const TRACK_SHARE = 0.45;
const AUDIO_RATE = 16_000;

export interface FaceLipsyncOptions {
  /** x264's CRF for the redrawn video (default 18: the untouched picture stays close to the source). */
  crf?: number;
}

export class FaceLipsyncEngine implements LipsyncEngine {
  readonly name = 'face' as const;
  readonly movesMouth = true;
  readonly description = FACE_ENGINE_DESCRIPTION;
  private readonly fit = new MuxLipsyncEngine();

  constructor(private readonly options: FaceLipsyncOptions = {}) {}

  async run(input: LipsyncInput): Promise<LipsyncResult> {
    const { signal } = input;
    if (signal.aborted) throw new LipsyncAbortedError();
    const report = progressReporter(input.onProgress);
    try {
      return await withWorkDir(input.outputPath, async (workDir) => {
        const fitted = join(workDir, 'fitted.mp4');
        const { durationSeconds } = await this.fit.run({
          ...input,
          outputPath: fitted,
          onProgress: (fraction) => report(fraction * FIT_SHARE),
        });
        const keepFitted = async (verdict: FaceCheck) => {
          await rename(fitted, input.outputPath);
          report(1);
          return { durationSeconds, faceCheck: verdict };
        };
        // The check made as the video was processed, or a dozen frames now: a video without one usable face is known
        // at once, not after tracking every frame.
        const known = input.knownFaceCheck;
        if (known && known !== 'ready') return await keepFitted(known);
        const video = await probeVideoFacts(fitted, signal);
        if (!known) {
          const sampled = await checkVideoFace({
            videoPath: fitted,
            width: video.width,
            height: video.height,
            durationSeconds,
            signal,
          });
          if (sampled !== 'ready') return await keepFitted(sampled);
        }
        const thread = new FaceThreadClient(signal);
        try {
          const frames = await trackFaces(thread, fitted, video, signal, (fraction) =>
            report(FIT_SHARE + fraction * TRACK_SHARE),
          );
          const verdict = faceCheckOf(frames);
          if (verdict !== 'ready') return await keepFitted(verdict);
          const samples = await decodeForWatermark(input.audioPath, AUDIO_RATE, { signal });
          const fps = video.frameRate.num / video.frameRate.den;
          const shapes = mouthShapes(samples, AUDIO_RATE, fps, frames.length);
          const partial = join(workDir, 'drawn.mp4');
          await drawFaces(thread, fitted, partial, video, smoothTrack(frames), shapes, {
            signal,
            crf: this.options.crf ?? 18,
            onProgress: (fraction) =>
              report(FIT_SHARE + TRACK_SHARE + fraction * (0.99 - FIT_SHARE - TRACK_SHARE)),
          });
          if (signal.aborted) throw new LipsyncAbortedError();
          await rename(partial, input.outputPath);
          report(1);
          return { durationSeconds, faceCheck: 'ready' as FaceCheck };
        } finally {
          await thread.close();
        }
      });
    } catch (error) {
      throw asLipsyncError(error, signal);
    }
  }
}

/** Reports a never-decreasing fraction. */
function progressReporter(onProgress?: (fraction: number) => void) {
  let reported = -1;
  return (fraction: number) => {
    if (fraction > reported) {
      reported = fraction;
      onProgress?.(Math.min(1, fraction));
    }
  };
}

/**
 * Frames at the video's one frame rate, so frame n is on screen at n / rate in both passes and in the result even
 * when the video's frames are spaced unevenly (browser recordings): a frame is repeated or dropped to keep time.
 */
function constantRate(video: VideoFacts): string[] {
  return ['-fps_mode', 'cfr', '-r', `${video.frameRate.num}/${video.frameRate.den}`];
}

/** What every frame shows (decoded once, scaled down), meshes in the video's own pixels. */
export async function trackFaces(
  thread: FaceThreadClient,
  videoPath: string,
  video: VideoFacts,
  signal: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<FrameFaces[]> {
  const size = detectionSize(video.width, video.height);
  const frames: FrameFaces[] = [];
  const rate = video.frameRate.num / video.frameRate.den;
  const span = (video.frameTimes.at(-1) ?? 0) - (video.frameTimes[0] ?? 0);
  const expected = Math.max(1, video.frameTimes.length, Math.round(span * rate) + 1);
  await decodeFrames({
    inputArgs: [
      '-i', videoPath, '-map', '0:v:0', ...constantRate(video),
      '-vf', `scale=${size.width}:${size.height}:flags=area`,
    ], // prettier-ignore
    pixelFormat: 'rgb24',
    frameBytes: size.width * size.height * 3,
    signal,
    step: 'reading frames for face tracking',
    onFrame: async (rgb) => {
      const faces = scaleFacesBack(await thread.detect(rgb, size.width, size.height), size.scale);
      frames.push(classifyFrame(faces));
      onProgress?.(Math.min(1, frames.length / expected));
    },
  });
  return frames;
}

/** Frames over which the drawn mouth eases into and out of a stretch where the face is not found. */
const EASE_FRAMES = 4;

/**
 * The frame's mouth shape, eased towards the video's own mouth within EASE_FRAMES of a frame where the face was not
 * found (left as it is there), so the mouth and jaw never snap between the two.
 */
function easedNearGaps(
  shape: MouthShape | undefined,
  meshes: readonly (Float32Array | null)[],
  index: number,
): MouthShape {
  if (!shape) return { open: 0, wide: 0, round: 0 };
  let nearest = EASE_FRAMES;
  for (let d = 1; d < EASE_FRAMES; d++) {
    if (meshes[index - d] === null || meshes[index + d] === null) {
      nearest = d;
      break;
    }
  }
  if (nearest === EASE_FRAMES) return shape;
  return { ...shape, strength: nearest / EASE_FRAMES };
}

interface DrawOptions {
  signal: AbortSignal;
  crf: number;
  onProgress?: (fraction: number) => void;
}

/** Decodes the fitted video again, draws each frame's mouth on the thread and encodes the frames, in order, with the fitted video's own audio. */
async function drawFaces(
  thread: FaceThreadClient,
  fittedPath: string,
  outputPath: string,
  video: VideoFacts,
  meshes: (Float32Array | null)[],
  shapes: MouthShape[],
  options: DrawOptions,
): Promise<void> {
  const { width, height } = video;
  const { signal } = options;
  const encoder = encodeFrames({
    pixelFormat: 'yuv420p',
    width,
    height,
    frameRate: `${video.frameRate.num}/${video.frameRate.den}`,
    args: [
      '-i',
      fittedPath,
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      String(options.crf),
      '-pix_fmt',
      'yuv420p',
      '-threads',
      '2',
      '-c:a',
      'copy',
      '-map_metadata',
      '-1',
      '-movflags',
      '+faststart',
      '-y',
      outputPath,
    ],
    signal,
    step: 'encoding the redrawn frames',
  });
  const total = Math.max(1, meshes.length);
  let written = 0;
  let inFlight: Promise<Uint8Array>[] = [];
  const writeOldest = async () => {
    const frame = await inFlight.shift()!;
    await encoder.write(frame);
    written++;
    options.onProgress?.(Math.min(1, written / total));
  };
  await decodeFrames({
    inputArgs: ['-i', fittedPath, '-map', '0:v:0', ...constantRate(video)],
    pixelFormat: 'yuv420p',
    frameBytes: width * height * 1.5,
    signal,
    step: 'reading frames to redraw',
    onFrame: async (yuv, index) => {
      const mesh = meshes[index];
      const shape = easedNearGaps(shapes[index], meshes, index);
      inFlight.push(mesh ? thread.draw(yuv, width, height, mesh, shape) : Promise.resolve(yuv));
      if (inFlight.length >= FRAMES_IN_FLIGHT) await writeOldest();
    },
  });
  while (inFlight.length > 0) await writeOldest();
  inFlight = [];
  await encoder.finish();
}
