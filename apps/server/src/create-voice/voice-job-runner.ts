// The voice job on pg-boss: queued → processing (reference analysis) → training (the speech engine's voice
// profile) → completed, or failed with an error message. The voice_jobs row carries status, progress text and
// error; pg-boss carries retries (3, 2 s apart) and expiry. Crash recovery at start (and a check every minute):
// each unfinished row is matched with its pg-boss job — a job still "active" whose worker is gone (any at start on
// PGlite; on PostgreSQL one whose worker's lock is free: jobs/worker-liveness.ts) is failed, so pg-boss retries it
// or gives up; a row whose pg-boss
// job is gone or ended is failed with a message; a row never handed to pg-boss is queued now. Nothing stays in
// processing. A failed voice gives its voice clone back.
import type PgBoss from 'pg-boss';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database';
import type { VoiceJobRow } from '../db/schema';
import type { SpeechEngine } from '../engines/speech/speech-engine';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import { removeQuietly, type MediaStore } from '../files/media-store';
import { EngineFailedError, EngineUnavailableError } from '../engines/speech/http/engine-request';
import { DecodeFailedError } from '../media/analysis/decode-pcm';
import { ProcessAbortedError } from '../media/run-process';
import { giveVoiceCloneBack } from './clone-allowance';
import { analyseReference } from './reference-analysis';
import {
  activeVoiceJobStatuses,
  findActiveVoiceJobs,
  findVoiceJob,
  finishVoiceJob,
  setBossJobId,
  setVoiceJobStage,
  type VoiceJobStatus,
} from './voice-jobs.repository';
import { commitVoiceResult, JobNoLongerActiveError, modelInputFiles } from './voice-model-files';
import { voiceMessages } from './voice-messages';
import { findVoiceModel, updateVoiceModel } from './voice-models.repository';

export const VOICE_QUEUE = 'voice-training';
const RETRY_LIMIT = 3;
const RECONCILE_EVERY_MS = 60_000;
/** The periodic check leaves young rows alone (a request may be between its insert and the pg-boss send). */
const RECONCILE_MIN_AGE_SECONDS = 120;

interface VoiceJobData {
  voiceJobId: string;
}

/** A refusal that no retry can fix (the audio itself); the job fails at once with this message. */
export class VoicePipelineRefusal extends Error {}

export interface VoiceJobRunnerOptions {
  db: Database;
  queue: JobQueue;
  store: MediaStore;
  speech: SpeechEngine;
  log: JobLog;
  /** Seconds analysed per clone type (pro: the first 180 s). */
  analysedSeconds(cloneType: string): number;
  /** Pause after entering each stage; for crash tests and demos (VOICE_JOB_STAGE_DELAY_MS). */
  stageDelayMs: number;
}

export class VoiceJobRunner {
  private readonly running = new Set<AbortController>();
  private stopping = false;
  private reconcileTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: VoiceJobRunnerOptions) {}

  /**
   * Creates the queue; with 'work' (the default) also recovers unfinished jobs and starts working. 'send' is for an
   * HTTP-only server whose jobs separate worker processes run: it only hands new jobs to pg-boss.
   */
  async start(mode: 'work' | 'send' = 'work'): Promise<void> {
    const { queue } = this.options;
    await queue.createQueue(VOICE_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 2,
      expireInSeconds: 30 * 60,
    });
    if (mode === 'send') return;
    await this.reconcile(0);
    await queue.work<VoiceJobData>(VOICE_QUEUE, (job) => this.handle(job));
    this.reconcileTimer = setInterval(() => {
      this.reconcile(RECONCILE_MIN_AGE_SECONDS).catch((error: unknown) =>
        this.options.log.error({ err: error }, 'voice job check failed'),
      );
    }, RECONCILE_EVERY_MS);
    this.reconcileTimer.unref();
  }

  /** Hands a queued voice_jobs row to pg-boss. */
  async enqueue(voiceJobId: string): Promise<void> {
    const bossJobId = await this.options.queue.send(VOICE_QUEUE, { voiceJobId } satisfies VoiceJobData);
    await setBossJobId(this.options.db, voiceJobId, bossJobId);
  }

  /** Stops running pipelines (their jobs go back to queued and pg-boss retries them after a restart). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    for (const controller of this.running) controller.abort();
    await this.options.queue.stop();
  }

  /** Matches unfinished rows with their pg-boss jobs; see the module comment. */
  async reconcile(minAgeSeconds: number): Promise<void> {
    const { db, queue } = this.options;
    const rows = (await findActiveVoiceJobs(db)).filter(
      (row) => minAgeSeconds === 0 || Date.now() - row.updatedAt.getTime() > minAgeSeconds * 1000,
    );
    for (const row of rows) {
      if (!row.bossJobId) {
        await setVoiceJobStage(db, row.id, 'queued', voiceMessages.queued);
        await this.enqueue(row.id);
        continue;
      }
      let job = await queue.job(VOICE_QUEUE, row.bossJobId);
      if (job?.state === 'active' && (await queue.isAbandoned(job.id, minAgeSeconds === 0))) {
        await queue.fail(VOICE_QUEUE, job.id, 'the server stopped while this job was running');
        job = await queue.job(VOICE_QUEUE, job.id);
      }
      if (!job || job.state === 'failed' || job.state === 'cancelled' || job.state === 'completed') {
        await this.fail(row.id, voiceMessages.interrupted);
      } else if (job.state === 'created' || job.state === 'retry') {
        await setVoiceJobStage(db, row.id, 'queued', voiceMessages.queued);
      }
    }
  }

  private async handle(job: PgBoss.JobWithMetadata<VoiceJobData>): Promise<void> {
    const { db, log } = this.options;
    const row = await findVoiceJob(db, job.data.voiceJobId);
    if (!row || !activeVoiceJobStatuses.includes(row.status as VoiceJobStatus)) return;
    const controller = new AbortController();
    this.running.add(controller);
    try {
      await this.process(row, controller.signal);
    } catch (error) {
      if (error instanceof JobNoLongerActiveError) return;
      const lastTry = job.retryCount >= job.retryLimit;
      if (this.stopping) {
        await setVoiceJobStage(db, row.id, 'queued', voiceMessages.queued).catch(() => undefined);
        throw error; // pg-boss keeps it for a retry after the restart
      }
      if (error instanceof VoicePipelineRefusal || lastTry) {
        if (!(error instanceof VoicePipelineRefusal)) log.error({ err: error }, 'voice job failed');
        // Our refusals and the speech engine's own failures say what happened; anything else is generic.
        const told =
          error instanceof VoicePipelineRefusal ||
          error instanceof EngineUnavailableError ||
          error instanceof EngineFailedError;
        await this.fail(row.id, told ? error.message : voiceMessages.trainingFailed);
        return;
      }
      log.warn({ err: error }, 'voice job attempt failed; pg-boss will retry it');
      await setVoiceJobStage(db, row.id, 'queued', voiceMessages.queued);
      throw error;
    } finally {
      this.running.delete(controller);
    }
  }

  private async pause(signal: AbortSignal): Promise<void> {
    if (this.options.stageDelayMs <= 0) return;
    try {
      await sleep(this.options.stageDelayMs, undefined, { signal });
    } catch {
      throw new ProcessAbortedError('stage pause');
    }
  }

  private async process(row: VoiceJobRow, signal: AbortSignal): Promise<void> {
    const { db, store, speech } = this.options;
    const model = await findVoiceModel(db, row.modelId);
    if (!model) throw new VoicePipelineRefusal(voiceMessages.trainingFailed);
    const inputs = await modelInputFiles(db, model.id);
    if (inputs.length === 0) throw new VoicePipelineRefusal(voiceMessages.trainingFailed);

    await setVoiceJobStage(db, row.id, 'processing', voiceMessages.processing, { countAttempt: true });
    // The engine's one-off preparation for this language (espeak-ng's calibration, done once per process) runs
    // while the audio is analysed instead of after it; a failure shows again in createVoiceProfile.
    speech.prepare?.([model.referenceLanguage ?? 'en']).catch(() => undefined);
    await updateVoiceModel(db, model.id, { status: 'processing' });
    await this.pause(signal);
    const workDir = await store.tempDirectory(`voice-job-${row.id}`);
    try {
      let analysis;
      try {
        analysis = await analyseReference({
          inputPaths: inputs.map((file) => store.absolutePath(file.relativePath)),
          budgetSeconds: this.options.analysedSeconds(model.cloneType),
          workDir,
          signal,
        });
      } catch (error) {
        if (error instanceof DecodeFailedError) throw new VoicePipelineRefusal(voiceMessages.unreadable);
        throw error;
      }
      if (analysis.clips.length === 0) throw new VoicePipelineRefusal(voiceMessages.noSpeech);

      await setVoiceJobStage(db, row.id, 'training', voiceMessages.training);
      await updateVoiceModel(db, model.id, { status: 'training' });
      await this.pause(signal);
      const profile = await speech.createVoiceProfile({
        modelId: model.id,
        language: model.referenceLanguage ?? 'en',
        speaker: analysis.speaker,
        clips: analysis.clips.map((clip) => ({
          clipId: clip.clipId,
          path: clip.tempPath,
          statistics: clip.statistics,
        })),
        signal,
      });
      await commitVoiceResult({ db, store, jobId: row.id, model, analysis, profile });
    } finally {
      await removeQuietly(workDir);
    }
  }

  /** Ends the job and its model as failed (once) and gives the voice clone back. */
  private async fail(voiceJobId: string, message: string): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      const finished = await finishVoiceJob(tx, voiceJobId, { status: 'failed', errorMessage: message });
      if (!finished) return;
      await updateVoiceModel(tx, finished.modelId, { status: 'failed' });
      await giveVoiceCloneBack(tx, finished.modelId);
    });
  }
}
