// The face check of a video as it arrives: whether it shows one face big enough to animate, from a dozen frames
// spread over it, looked at afresh on the face thread. The verdict is what the video cards show a creator before they
// spend credits ('ready', or why not), and what the "face" engine would find.
import { decodeFrames } from '../../../media/raw-video';
import { ProcessAbortedError } from '../../../media/run-process';
import { FaceThreadClient } from './face-thread-client';
import {
  classifyFrame,
  detectionSize,
  faceCheckOf,
  scaleFacesBack,
  type FaceCheck,
  type FrameFaces,
} from './face-track';

/** Frames looked at, spread evenly over the video. */
const SAMPLED_FRAMES = 12;

export interface VideoFaceCheckInput {
  videoPath: string;
  width: number;
  height: number;
  durationSeconds: number;
  signal?: AbortSignal;
}

export async function checkVideoFace(input: VideoFaceCheckInput): Promise<FaceCheck> {
  const signal = input.signal ?? new AbortController().signal;
  if (signal.aborted) throw new ProcessAbortedError('face check');
  const { width, height, scale } = detectionSize(input.width, input.height);
  const sampleRate = SAMPLED_FRAMES / Math.max(0.5, input.durationSeconds);
  const thread = new FaceThreadClient(signal);
  const frames: FrameFaces[] = [];
  try {
    await decodeFrames({
      inputArgs: [
        '-i', input.videoPath, '-map', '0:v:0',
        '-vf', `fps=${sampleRate.toFixed(6)},scale=${width}:${height}:flags=area`, '-frames:v', String(SAMPLED_FRAMES),
      ], // prettier-ignore
      pixelFormat: 'rgb24',
      frameBytes: width * height * 3,
      signal,
      step: 'sampling frames for the face check',
      onFrame: async (rgb) => {
        frames.push(classifyFrame(scaleFacesBack(await thread.detect(rgb, width, height, false), scale)));
      },
    });
  } finally {
    await thread.close();
  }
  return faceCheckOf(frames);
}
