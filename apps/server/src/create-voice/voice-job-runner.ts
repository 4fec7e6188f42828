// The voice job (queue `voice-training`, on jobs/queued-job-runner.ts): queued → processing (reference analysis) →
// training (the speech engine's voice profile) → completed, or failed with an error message. The voice_jobs row
// carries status, progress text and error; pg-boss carries retries (3, 2 s apart) and expiry; recovery is the
// shared runner's (nothing stays in processing). A failed voice gives its voice clone back.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database';
import type { VoiceJobRow } from '../db/schema';
import type { SpeechEngine } from '../engines/speech/speech-engine';
import type { JobLog, JobQueue } from '../jobs/job-queue';
import { createQueuedJobRunner, type QueuedJobRunner } from '../jobs/queued-job-runner';
import { removeQuietly, type MediaStore } from '../files/media-store';
import { EngineFailedError, EngineUnavailableError } from '../engines/http/engine-request';
import { DecodeFailedError } from '../media/analysis/decode-pcm';
import { ProcessAbortedError } from '../media/run-process';
import { giveVoiceCloneBack } from './clone-allowance';
import { analyseReference } from '../media/analysis/reference-analysis';
import {
  activeVoiceJobStatuses,
  findActiveVoiceJobs,
  findVoiceJob,
  finishVoiceJob,
  setBossJobId,
  setVoiceJobStage,
} from './voice-jobs.repository';
import { commitVoiceResult, modelInputFiles } from './voice-model-files';
import { voiceMessages } from './voice-messages';
import { findVoiceModel, updateVoiceModel } from '../voices/voice-models.repository';

export const VOICE_QUEUE = 'voice-training';
const RETRY_LIMIT = 3;
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

export function createVoiceJobRunner(options: VoiceJobRunnerOptions): QueuedJobRunner {
  const { db, queue, log } = options;
  return createQueuedJobRunner<VoiceJobRow>({
    name: VOICE_QUEUE,
    queueOptions: { retryLimit: RETRY_LIMIT, retryDelay: 2, expireInSeconds: 30 * 60 },
    dataKey: 'voiceJobId',
    label: 'voice',
    queue,
    log,
    findUnfinished: () => findActiveVoiceJobs(db),
    findRow: (id) => findVoiceJob(db, id),
    unfinishedStatuses: activeVoiceJobStatuses,
    setBossJobId: (id, bossJobId) => setBossJobId(db, id, bossJobId),
    requeue: (row) => setVoiceJobStage(db, row.id, 'queued', voiceMessages.queued),
    fail: (row, message) => failVoiceJob(db, row.id, message),
    process: (row, signal) => processVoiceJob(options, row, signal),
    interruptedMessage: voiceMessages.interrupted,
    refusal: (error) => (error instanceof VoicePipelineRefusal ? error.message : null),
    // The speech engine's own failures say what happened; anything else is generic.
    failureMessage: (error) =>
      error instanceof EngineUnavailableError || error instanceof EngineFailedError
        ? error.message
        : voiceMessages.trainingFailed,
  });
}

/** Pauses after entering a stage (VOICE_JOB_STAGE_DELAY_MS). */
async function pause(delayMs: number, signal: AbortSignal): Promise<void> {
  if (delayMs <= 0) return;
  try {
    await sleep(delayMs, undefined, { signal });
  } catch {
    throw new ProcessAbortedError('stage pause');
  }
}

async function processVoiceJob(
  options: VoiceJobRunnerOptions,
  row: VoiceJobRow,
  signal: AbortSignal,
): Promise<void> {
  const { db, store, speech } = options;
  const model = await findVoiceModel(db, row.modelId);
  if (!model) throw new VoicePipelineRefusal(voiceMessages.trainingFailed);
  const inputs = await modelInputFiles(db, model.id);
  if (inputs.length === 0) throw new VoicePipelineRefusal(voiceMessages.trainingFailed);

  await setVoiceJobStage(db, row.id, 'processing', voiceMessages.processing, { countAttempt: true });
  // The engine's one-off preparation for this language (espeak-ng's calibration, done once per process) runs
  // while the audio is analysed instead of after it; a failure shows again in createVoiceProfile.
  speech.prepare?.([model.referenceLanguage ?? 'en']).catch(() => undefined);
  await updateVoiceModel(db, model.id, { status: 'processing' });
  await pause(options.stageDelayMs, signal);
  const workDir = await store.tempDirectory(`voice-job-${row.id}`);
  try {
    let analysis;
    try {
      analysis = await analyseReference({
        inputPaths: inputs.map((file) => store.absolutePath(file.relativePath)),
        budgetSeconds: options.analysedSeconds(model.cloneType),
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
    await pause(options.stageDelayMs, signal);
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
async function failVoiceJob(db: Database, voiceJobId: string, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const finished = await finishVoiceJob(tx, voiceJobId, { status: 'failed', errorMessage: message });
    if (!finished) return;
    await updateVoiceModel(tx, finished.modelId, { status: 'failed' });
    await giveVoiceCloneBack(tx, finished.modelId);
  });
}
