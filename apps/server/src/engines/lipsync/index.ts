// Chooses the lip-sync engine from the configuration: the Cog predictor at LIPSYNC_URL when it is set, otherwise the
// embedded "face" engine (which falls back to "mux", moving no mouth, for a video without one usable face).
import type { LipsyncEngineConfig } from '../../config';
import { CogLipsyncEngine } from './cog-engine';
import { FaceLipsyncEngine } from './face-engine';
import type { LipsyncEngine } from './lipsync-engine';

export function createLipsyncEngine({ lipsync = {} }: { lipsync?: LipsyncEngineConfig }): LipsyncEngine {
  if (lipsync.lipsyncUrl) {
    return new CogLipsyncEngine({
      baseUrl: lipsync.lipsyncUrl,
      timeoutMs: lipsync.timeoutSeconds === undefined ? undefined : lipsync.timeoutSeconds * 1000,
    });
  }
  return new FaceLipsyncEngine();
}

export type { FaceCheck } from './face/face-track';
export type { LipsyncEngine, LipsyncInput, LipsyncResult } from './lipsync-engine';
export {
  LipsyncAbortedError,
  LipsyncError,
  LipsyncFailedError,
  LipsyncInputError,
  LipsyncTimeoutError,
  LipsyncUnavailableError,
} from './lipsync-engine';
export { checkVideoFace, type VideoFaceCheckInput } from './face/check-video-face';
export {
  describeFace,
  FACE_MATCH_THRESHOLD,
  faceSimilarity,
  facesMatch,
  type FaceDescription,
} from './face/face-descriptor';
