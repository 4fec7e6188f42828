// Chooses the lip-sync engine from the configuration: the Cog predictor at LIPSYNC_URL when it is set, otherwise the
// embedded "mux" engine (which moves no mouth).
import type { LipsyncEngineConfig } from '../../config';
import { CogLipsyncEngine } from './cog-engine';
import type { LipsyncEngine } from './lipsync-engine';
import { MuxLipsyncEngine } from './mux-engine';

export function createLipsyncEngine({ lipsync = {} }: { lipsync?: LipsyncEngineConfig }): LipsyncEngine {
  if (lipsync.lipsyncUrl) {
    return new CogLipsyncEngine({
      baseUrl: lipsync.lipsyncUrl,
      timeoutMs: lipsync.timeoutSeconds === undefined ? undefined : lipsync.timeoutSeconds * 1000,
    });
  }
  return new MuxLipsyncEngine();
}

export type { LipsyncEngine, LipsyncInput, LipsyncResult } from './lipsync-engine';
export {
  LipsyncAbortedError,
  LipsyncError,
  LipsyncFailedError,
  LipsyncInputError,
  LipsyncTimeoutError,
  LipsyncUnavailableError,
} from './lipsync-engine';
