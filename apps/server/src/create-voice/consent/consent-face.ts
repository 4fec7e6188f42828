// The face of a consent clip with a picture (issue 23): one face must be seen clearly. Its descriptor is kept for
// lip-sync's face check (video/lipsync-face-gate.ts); the score is the share of the described frames that showed
// exactly one face (0–1), and the check passes when the describer settles on one face (at least half the frames).
import { describeFace } from '../../engines/lipsync';

export interface ConsentFaceResult {
  score: number;
  passed: boolean;
  descriptor: number[] | null;
}

export async function consentFaceOf(clipPath: string): Promise<ConsentFaceResult> {
  const description = await describeFace(clipPath);
  if (description.kind !== 'face') return { score: 0, passed: false, descriptor: null };
  return {
    score: description.framesWithFace / description.framesDescribed,
    passed: true,
    descriptor: Array.from(description.descriptor),
  };
}
