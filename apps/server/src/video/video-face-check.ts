// The face check of a video as processing ends: whether it shows one face big enough for the lips to be animated
// (the lip-sync engine's own check, on a few frames), recorded on the video's row for the video cards, so a creator
// knows before spending credits, and for the lip-sync job, whose engine trusts it instead of looking again (read
// back by recordedFaceCheck); with one face seen, also the face's descriptor, which lip-sync compares with the
// creator's consent face (lipsync-face-gate.ts). A check that fails never fails the video: it records null (not
// checked) and logs.
import { eq } from 'drizzle-orm';
import { faceCheckSchema, type FaceCheck } from '@twin/api-client';
import { videos, type VideoRow } from '../db/schema';
import { checkVideoFace, describeFace } from '../engines/lipsync';
import type { DbExecutor } from '../files/db-executor';
import type { JobLog } from '../jobs/job-queue';

export interface FaceCheckInput {
  videoId: string;
  /** The playable video. */
  videoPath: string;
  width: number;
  height: number;
  durationSeconds: number;
  signal: AbortSignal;
}

/** The verdict recorded on a video's row; null when it was not checked (or holds a value this version does not know). */
export function recordedFaceCheck(video: Pick<VideoRow, 'faceCheck'>): FaceCheck | null {
  return faceCheckSchema.safeParse(video.faceCheck).data ?? null;
}

/** The verdict, or null when the check could not be made (logged). The job's own abort is passed on. */
export async function checkFaceOrNull(input: FaceCheckInput, log: JobLog): Promise<FaceCheck | null> {
  try {
    return await checkVideoFace(input);
  } catch (error) {
    if (input.signal.aborted) throw error;
    log.warn({ err: error, videoId: input.videoId }, 'the face check of a video failed; it stays unchecked');
    return null;
  }
}

/** The descriptor of the one face in the video at `path`, or null when none or several are seen. */
export async function describeVideoFace(path: string, signal?: AbortSignal): Promise<number[] | null> {
  const description = await describeFace(path, { signal });
  return description.kind === 'face' ? Array.from(description.descriptor) : null;
}

/** The face's descriptor when the check saw one face, else null; a description that fails is logged and null. */
export async function faceDescriptorOrNull(
  input: FaceCheckInput,
  faceCheck: FaceCheck | null,
  log: JobLog,
): Promise<number[] | null> {
  if (faceCheck !== 'ready') return null;
  try {
    return await describeVideoFace(input.videoPath, input.signal);
  } catch (error) {
    if (input.signal.aborted) throw error;
    log.warn(
      { err: error, videoId: input.videoId },
      'the face description of a video failed; lip-sync describes it',
    );
    return null;
  }
}

/** Writes the verdict and the face's descriptor on the video's row (inside the transaction that marks it ready). */
export async function recordFaceCheck(
  db: DbExecutor,
  videoId: string,
  faceCheck: FaceCheck | null,
  faceDescriptor: number[] | null,
) {
  await db.update(videos).set({ faceCheck, faceDescriptor }).where(eq(videos.id, videoId));
}
