// Runs a planned list of ffmpeg commands (mux-commands.ts) one after another: writes the plan's own files, reports
// progress from ffmpeg's `-progress` output weighted by each step's share of the work, kills ffmpeg when the signal
// aborts, and turns failures into the lip-sync errors. Also the private work folder the engines write in.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { mediaTools } from '../../media/media-tools';
import { ProcessAbortedError, runProcess } from '../../media/run-process';
import { LipsyncAbortedError, LipsyncError, LipsyncFailedError } from './lipsync-engine';
import type { MuxPlan } from './mux-commands';

export const videoNotMade = 'The lip-sync video could not be made. Please try again.';

export interface RunPlanOptions {
  signal: AbortSignal;
  /** Receives the plan's progress 0..1 (never decreasing), mapped into [from, to] of the whole run. */
  onProgress?: (fraction: number) => void;
  from?: number;
  to?: number;
}

export async function runPlan(plan: MuxPlan, options: RunPlanOptions): Promise<void> {
  const { signal, from = 0, to = 1 } = options;
  for (const file of plan.files) await writeFile(file.path, file.content, { mode: 0o600 });
  const total = plan.steps.reduce((sum, step) => sum + step.weight, 0) || 1;
  let done = 0;
  let reported = -1;
  const report = (stepFraction: number, weight: number) => {
    const fraction = from + ((to - from) * (done + Math.min(1, Math.max(0, stepFraction)) * weight)) / total;
    if (fraction > reported) {
      reported = fraction;
      options.onProgress?.(fraction);
    }
  };
  for (const step of plan.steps) {
    let pending = '';
    const result = await runProcess(mediaTools.ffmpeg, ['-progress', 'pipe:1', '-nostats', ...step.args], {
      signal,
      onStdout: (chunk) => {
        pending += chunk.toString('latin1');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const match = /^out_time_us=(\d+)/.exec(line);
          if (match && step.outputSeconds > 0)
            report(Number(match[1]) / 1e6 / step.outputSeconds, step.weight);
        }
      },
    });
    if (result.exitCode !== 0) {
      throw new LipsyncFailedError(
        videoNotMade,
        `ffmpeg (${step.label}) failed: ${result.stderr.trim().slice(-2000)}`,
      );
    }
    done += step.weight;
    report(0, 0);
  }
}

/** A private folder beside `outputPath` (same file system, so the result is renamed into place), removed after `work`. */
export async function withWorkDir<T>(outputPath: string, work: (workDir: string) => Promise<T>): Promise<T> {
  const workDir = await mkdtemp(join(dirname(outputPath), '.lipsync-'));
  try {
    return await work(workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Any failure of a run as one of the lip-sync errors; an abort always as LipsyncAbortedError. */
export function asLipsyncError(error: unknown, signal: AbortSignal): LipsyncError {
  if (signal.aborted || error instanceof ProcessAbortedError) {
    return error instanceof LipsyncAbortedError ? error : new LipsyncAbortedError();
  }
  if (error instanceof LipsyncError) return error;
  return new LipsyncFailedError(videoNotMade, (error as Error)?.message ?? String(error), { cause: error });
}
