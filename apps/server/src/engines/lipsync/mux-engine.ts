// The embedded lip-sync engine "mux": fits the speaker's video to the soundtrack's length — played forward then
// backward (ping-pong, no jump cut) when it is shorter, trimmed when longer — and replaces its audio, with ffmpeg
// (the commands: mux-commands.ts). It moves no mouth: the lips do not follow the new audio (`movesMouth: false`), and
// the UI and README say so. LIPSYNC_URL selects a real lip-sync model instead (cog-engine.ts).
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import {
  LipsyncAbortedError,
  type LipsyncEngine,
  type LipsyncInput,
  type LipsyncResult,
} from './lipsync-engine';
import { probeLipsyncInputs } from './lipsync-probe';
import { planMux, type MuxOptions } from './mux-commands';
import { asLipsyncError, runPlan, withWorkDir } from './run-plan';

export const MUX_ENGINE_DESCRIPTION =
  'Embedded "mux": your video is fitted to the audio (played forward then backward when it is shorter, trimmed ' +
  'when longer) and its sound replaced. It does not move the mouth.';

export class MuxLipsyncEngine implements LipsyncEngine {
  readonly name = 'mux' as const;
  readonly movesMouth = false;
  readonly description = MUX_ENGINE_DESCRIPTION;

  constructor(private readonly options: MuxOptions = {}) {}

  /** `useCodeformer` is ignored: there is no face to restore in a picture this engine does not change. */
  async run(input: LipsyncInput): Promise<LipsyncResult> {
    const { signal } = input;
    if (signal.aborted) throw new LipsyncAbortedError();
    try {
      return await withWorkDir(input.outputPath, async (workDir) => {
        const facts = await probeLipsyncInputs(input.videoPath, input.audioPath, signal);
        const partial = join(workDir, 'result.mp4');
        const plan = planMux(
          facts,
          { videoPath: input.videoPath, audioPath: input.audioPath, outputPath: partial, workDir },
          this.options,
        );
        await runPlan(plan, { signal, onProgress: input.onProgress, to: 0.99 });
        if (signal.aborted) throw new LipsyncAbortedError();
        await rename(partial, input.outputPath);
        input.onProgress?.(1);
        return { durationSeconds: facts.audioSeconds };
      });
    } catch (error) {
      throw asLipsyncError(error, signal);
    }
  }
}
