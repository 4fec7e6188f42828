// The face descriptor of a video or a picture, for telling whether two clips show the same person (the consent face
// check): a few frames spread over it are described on the face thread (face-describer.ts), and the descriptors of
// the frames that show exactly one face are averaged into one. No face, or several, is a result, not an error.
import { decodeFrames } from '../../../media/raw-video';
import { mediaTools } from '../../../media/media-tools';
import { probeMedia } from '../../../media/probe-media';
import { ProcessAbortedError, runProcess } from '../../../media/run-process';
import { WorkSlots } from '../../../media/work-slots';
import type { DescribedFace } from './face-describer';
import { FaceThreadClient } from './face-thread-client';

/** Frames described, spread evenly over a video (a picture is one frame). */
export const DESCRIBED_FRAMES = 6;
/** Frames are described letterboxed into a square of this many pixels. */
const FRAME_SIZE = 640;
/** The result is a face when at least this share of the described frames show exactly one face. */
const ONE_FACE_SHARE = 0.5;
/** A second face at least this share of the largest one's width makes a frame one of several faces (face-track.ts). */
const SECOND_FACE_SHARE = 0.5;

/**
 * Two descriptors whose cosine similarity is at least this are the same person. Measured (`npm run bench -- face`,
 * load ~8 on 2 cores): the astronaut against itself moved and re-encoded at CRF 35–40 scored 0.75–0.93 (its zooming
 * talking-face video 0.99; at CRF 45 and 360 px, 0.62: rejected); against 97 other people (lfw_subset's 25 px crops,
 * upscaled) at most 0.50; those people against each other at most 0.72, 3 of 4656 pairs at or above 0.7 (tiny
 * blurred crops look alike to the model; a webcam's face is far sharper).
 */
export const FACE_MATCH_THRESHOLD = 0.7;

export type FaceDescription =
  | { kind: 'face'; descriptor: Float32Array; framesWithFace: number; framesDescribed: number }
  | { kind: 'no_face'; framesDescribed: number }
  | { kind: 'several_faces'; framesDescribed: number };

/** Cosine similarity of two descriptors: 1 is the same direction, 0 unrelated. */
export function faceSimilarity(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new Error('face descriptors of different lengths');
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    dot += a[index]! * b[index]!;
    normA += a[index]! * a[index]!;
    normB += b[index]! * b[index]!;
  }
  return normA > 0 && normB > 0 ? dot / Math.sqrt(normA * normB) : 0;
}

export function facesMatch(a: Float32Array, b: Float32Array): boolean {
  return faceSimilarity(a, b) >= FACE_MATCH_THRESHOLD;
}

/** The mean of unit-length copies of `descriptors`, itself of unit length. */
export function averageDescriptor(descriptors: Float32Array[]): Float32Array {
  const mean = new Float32Array(descriptors[0]!.length);
  for (const descriptor of descriptors) {
    const norm = Math.hypot(...descriptor) || 1;
    for (let index = 0; index < mean.length; index++) mean[index]! += descriptor[index]! / norm;
  }
  const norm = Math.hypot(...mean) || 1;
  return mean.map((value) => value / norm);
}

/** A frame's one face's descriptor, or why there is none ('none', 'several'); a far smaller face does not count. */
export function frameDescriptor(faces: DescribedFace[]): Float32Array | 'none' | 'several' {
  const sorted = [...faces].sort((a, b) => b.box[2] - a.box[2]);
  const [largest, second] = sorted;
  if (!largest) return 'none';
  if (second && second.box[2] >= SECOND_FACE_SHARE * largest.box[2]) return 'several';
  return largest.descriptor;
}

/** The video's length in seconds: the container's, else its video stream's last timestamp (0 for a picture). */
async function videoSeconds(path: string, signal: AbortSignal): Promise<number> {
  const probed = await probeMedia(path, signal);
  if (probed.declaredDurationSeconds) return probed.declaredDurationSeconds;
  const packets = await runProcess(
    mediaTools.ffprobe,
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', path],
    { timeoutMs: 60_000, signal },
  );
  const times = packets.stdout.toString().split('\n').map(Number).filter(Number.isFinite);
  return Math.max(0, ...times);
}

/**
 * Descriptions at once in this process, whoever asks (consents, lip-sync start, video processing): each loads the
 * face models on a thread of its own and takes a core while it runs; the rest wait in line.
 */
const descriptionSlots = new WorkSlots(1);

/**
 * Describes the face in a video or picture at `path` (an ffmpeg-readable file the server has checked), after the
 * descriptions before it. Throws when ffmpeg cannot decode the picture.
 */
export async function describeFace(
  path: string,
  options: { signal?: AbortSignal } = {},
): Promise<FaceDescription> {
  const signal = options.signal ?? new AbortController().signal;
  if (signal.aborted) throw new ProcessAbortedError('face description');
  return descriptionSlots.run(() => describeInLine(path, signal), signal);
}

async function describeInLine(path: string, signal: AbortSignal): Promise<FaceDescription> {
  const seconds = await videoSeconds(path, signal);
  const box = `scale=${FRAME_SIZE}:${FRAME_SIZE}:force_original_aspect_ratio=decrease:flags=area,pad=${FRAME_SIZE}:${FRAME_SIZE}:(ow-iw)/2:(oh-ih)/2`;
  // Frames at the middles of DESCRIBED_FRAMES equal stretches of the video.
  const sampling = seconds > 0.2 ? `fps=${(DESCRIBED_FRAMES / seconds).toFixed(6)}:start_time=0,` : '';
  const thread = new FaceThreadClient(signal);
  const perFrame: ReturnType<typeof frameDescriptor>[] = [];
  try {
    await decodeFrames({
      inputArgs: [
        '-i', path, '-map', '0:v:0', '-vf', `${sampling}${box}`, '-frames:v', String(DESCRIBED_FRAMES),
      ], // prettier-ignore
      pixelFormat: 'rgb24',
      frameBytes: FRAME_SIZE * FRAME_SIZE * 3,
      signal,
      step: 'sampling frames for the face description',
      onFrame: async (rgb) => {
        perFrame.push(frameDescriptor(await thread.describe(rgb, FRAME_SIZE, FRAME_SIZE)));
      },
    });
  } finally {
    await thread.close();
  }
  const framesDescribed = perFrame.length;
  const single = perFrame.filter((found) => found instanceof Float32Array);
  if (framesDescribed > 0 && single.length >= ONE_FACE_SHARE * framesDescribed)
    return {
      kind: 'face',
      descriptor: averageDescriptor(single),
      framesWithFace: single.length,
      framesDescribed,
    };
  const several = perFrame.filter((found) => found === 'several').length;
  return several > 0 && several >= perFrame.filter((found) => found === 'none').length
    ? { kind: 'several_faces', framesDescribed }
    : { kind: 'no_face', framesDescribed };
}
