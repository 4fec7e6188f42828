// The face of a consent clip with a picture (issue 23): one face must be seen clearly. Its descriptor is kept for
// lip-sync's face check (video/lipsync-face-gate.ts); the score is the share of the described frames that showed
// exactly one face (0–1), and the check passes when the describer settles on one face (at least half the frames).
import { describeFace } from '../../engines/lipsync';
import { RawVideoError } from '../../media/raw-video';

export interface ConsentFaceResult {
  score: number;
  passed: boolean;
  descriptor: number[] | null;
}

/** The clip's picture could not be decoded (its sound may be fine): the creator records again. */
export class ConsentPictureUnreadableError extends Error {
  constructor(cause: RawVideoError) {
    super('the consent clip has a video track ffmpeg cannot decode', { cause });
  }
}

/** Describes the consent clip's face; throws ConsentPictureUnreadableError when its picture cannot be decoded. */
export async function describeConsentFace(clipPath: string): Promise<ConsentFaceResult> {
  let description;
  try {
    description = await describeFace(clipPath);
  } catch (error) {
    if (error instanceof RawVideoError) throw new ConsentPictureUnreadableError(error);
    throw error;
  }
  if (description.kind !== 'face') return { score: 0, passed: false, descriptor: null };
  return {
    score: description.framesWithFace / description.framesDescribed,
    passed: true,
    descriptor: Array.from(description.descriptor),
  };
}
