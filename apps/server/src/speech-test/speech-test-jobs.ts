// Runs speech-test jobs in this process: at most `generationsAtOnce` at a time, the rest waiting in order (status
// queued) up to `queueLength`, and at most MAX_JOBS_PER_ADDRESS waiting or running from one caller's address (so one
// address cannot fill the queue); each generation is stopped after `generationTimeoutMs` (status timeout), and a job
// whose turn comes once the hour's generated seconds are spent fails with the busy message. Results
// are written to tmp and moved into the store's results when complete. Stopping aborts what runs and leaves it
// unfinished on disk, for the next start to fail with a clear message.
import type { FastifyBaseLogger } from 'fastify';
import { chmod, rename } from 'node:fs/promises';
import { EngineFailedError, EngineUnavailableError } from '../engines/http/engine-request';
import { SpeechOverrunError } from '../engines/speech/speech-engine';
import { removeQuietly } from '../files/media-store';
import { generationBudgetSpent } from './speech-test-budgets';
import { generateSpeechTest, type GenerationServices } from './speech-test-generate';
import { speechTestMessages } from './speech-test-messages';
import type { JobRecord, SpeechTestStore } from './speech-test-store';

/** Jobs one address may have waiting or running at once (beyond: 429 until one of them ends). */
export const MAX_JOBS_PER_ADDRESS = 3;

export interface SpeechTestJobOptions {
  generationsAtOnce: number;
  queueLength: number;
  generationTimeoutMs: number;
  analysedSeconds: number;
  /** Spent (speech-test-budgets.ts), a waiting job fails with the busy message instead of starting. */
  generatedSecondsPerHour: number;
}

class TimedOut extends Error {}

/** A place held for one job while its record is written: `enqueue` it, or `release` it on failure. */
export interface JobPlace {
  enqueue(job: JobRecord): void;
  release(): void;
}

/** Why a job cannot be taken now: the queue is full, or its address has its most jobs waiting or running. */
export type NoPlace = 'queue-full' | 'address-full';

/** Engine errors whose text is meant for users; anything else is logged and answered with a generic text. */
function userMessageOf(error: unknown): string | null {
  if (error instanceof SpeechOverrunError) return error.message;
  if (error instanceof EngineUnavailableError || error instanceof EngineFailedError) return error.message;
  return null;
}

export class SpeechTestJobs {
  private readonly waiting: { id: string; address: string }[] = [];
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  /** Jobs waiting or running (or being written) per address; an address with none is absent. */
  private readonly perAddress = new Map<string, number>();
  /** Places held by submits still writing their job's record (they count against the queue). */
  private holding = 0;
  private stopping = false;

  constructor(
    private readonly store: SpeechTestStore,
    private readonly services: GenerationServices,
    private readonly options: SpeechTestJobOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Holds a place for one more job from `address`, or says why there is none. */
  hold(address: string): JobPlace | NoPlace {
    if (this.stopping || this.waiting.length + this.holding >= this.options.queueLength) return 'queue-full';
    const count = this.perAddress.get(address) ?? 0;
    if (count >= MAX_JOBS_PER_ADDRESS) return 'address-full';
    this.perAddress.set(address, count + 1);
    this.holding += 1;
    let held = true;
    const unhold = () => {
      if (!held) return false;
      held = false;
      this.holding -= 1;
      return true;
    };
    return {
      enqueue: (job) => {
        if (!unhold()) return;
        if (this.stopping) return this.leave(address);
        this.waiting.push({ id: job.id, address });
        this.next();
      },
      release: () => {
        if (unhold()) this.leave(address);
      },
    };
  }

  /** Aborts running generations and waits for them; waiting jobs stay queued on disk (failed at next start). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.waiting.length = 0;
    this.perAddress.clear();
    for (const { controller } of this.running.values()) controller.abort();
    await Promise.all([...this.running.values()].map(({ done }) => done));
  }

  private next(): void {
    while (!this.stopping && this.running.size < this.options.generationsAtOnce && this.waiting.length > 0) {
      const { id, address } = this.waiting.shift()!;
      const controller = new AbortController();
      const done = this.run(id, controller)
        .catch((error: unknown) => this.log.error({ err: error }, 'speech test job failed to record'))
        .finally(() => {
          this.running.delete(id);
          this.leave(address);
          this.next();
        });
      this.running.set(id, { controller, done });
    }
  }

  /** One job of `address` has ended (or was never queued). */
  private leave(address: string): void {
    const count = (this.perAddress.get(address) ?? 0) - 1;
    if (count > 0) this.perAddress.set(address, count);
    else this.perAddress.delete(address);
  }

  private async run(id: string, controller: AbortController): Promise<void> {
    const job = this.store.job(id);
    if (!job) return;
    const reference = this.store.reference(job.referenceId);
    if (!reference) {
      await this.finish(id, { status: 'failed', error: speechTestMessages.referenceGone });
      return;
    }
    // The jobs ahead of it may have spent the hour's speech: then it does not start.
    if (generationBudgetSpent(this.store, this.options.generatedSecondsPerHour)) {
      await this.finish(id, { status: 'failed', error: speechTestMessages.busy });
      return;
    }
    await this.store.updateJob(id, { status: 'processing' });
    const timer = setTimeout(() => controller.abort(new TimedOut()), this.options.generationTimeoutMs);
    const started = performance.now();
    const file = this.store.newResultFileName();
    const output = this.services.store.tempPath('speech-test-result');
    try {
      const audio = await generateSpeechTest(this.services, {
        jobId: id,
        referencePath: this.store.referencePath(reference),
        analysedSeconds: this.options.analysedSeconds,
        settings: job.settings,
        outputPath: output,
        signal: controller.signal,
      });
      const generationSeconds = (performance.now() - started) / 1000;
      const target = this.store.resultPath(file);
      await chmod(output, 0o600);
      await rename(output, target);
      await this.finish(id, {
        status: 'completed',
        result: {
          download_url: `/api/download/${file}`,
          duration: round(audio.durationSeconds, 3),
          sample_rate: audio.sampleRate,
          generation_time: round(generationSeconds, 2),
          file_size_bytes: audio.sizeBytes,
          audio_file: file,
        },
      });
    } catch (error) {
      if (this.stopping) return; // left unfinished: the next start fails it with a clear message
      if (controller.signal.reason instanceof TimedOut) {
        await this.finish(id, {
          status: 'timeout',
          error: speechTestMessages.timedOut(this.options.generationTimeoutMs / 1000),
        });
        return;
      }
      const message = userMessageOf(error);
      if (!message) this.log.error({ err: error }, 'speech test generation failed');
      await this.finish(id, { status: 'failed', error: message ?? speechTestMessages.failed });
    } finally {
      clearTimeout(timer);
      controller.abort(); // any tool still running for this job is killed
      await removeQuietly(output);
    }
  }

  private async finish(id: string, patch: Partial<JobRecord>): Promise<void> {
    await this.store.finishJob(id, patch);
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
