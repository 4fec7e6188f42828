// The face check of a video as it arrives: whether it shows one face big enough to animate, from a dozen frames
// spread over it, looked at afresh on the face thread. The verdict is what the video cards show a creator before they
// spend credits ('ready', or why not), and what the "face" engine would find.
import { decodeFrames } from '../../../media/raw-video';
import { ProcessAbortedError } from '../../../media/run-process';
import { FaceThreadClient } from './face-thread-client';
import { classifyFrame, faceVerdict, type FaceVerdict, type FrameFaces } from './face-track';

/** Frames looked at, spread evenly over the video. */
const SAMPLED_FRAMES = 12;
/** Frames are looked at no bigger than this on their longer side (as the engine tracks them). */
const CHECK_SIZE = 640;

export interface VideoFaceCheckInput {
  videoPath: string;
  width: number;
  height: number;
  durationSeconds: number;
  signal?: AbortSignal;
}

export async function checkVideoFace(input: VideoFaceCheckInput): Promise<FaceVerdict> {
  const signal = input.signal ?? new AbortController().signal;
  if (signal.aborted) throw new ProcessAbortedError('face check');
  const scale = Math.min(1, CHECK_SIZE / Math.max(input.width, input.height));
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2);
  const width = even(input.width);
  const height = even(input.height);
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
        const faces = await thread.detect(rgb, width, height, false);
        for (const face of faces)
          for (let i = 0; i < face.mesh.length; i++) face.mesh[i] = face.mesh[i]! / scale;
        frames.push(classifyFrame(faces));
      },
    });
  } finally {
    await thread.close();
  }
  return faceVerdict(frames);
}
