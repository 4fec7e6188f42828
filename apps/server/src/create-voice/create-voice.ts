// Creating a voice from uploaded audio: identify each temp file by probing (415/422 with the spec's words),
// check durations (400), then in one transaction take a voice clone, insert the model, its input files and a
// queued job while moving the files into media; finally hand the job to pg-boss.
import type { UserRow, VoiceJobRow, VoiceModelRow } from '../db/schema';
import type { Database } from '../db/database';
import { insertMediaFile } from '../files/media-files.repository';
import { placeFilesWithRows, type MediaStore } from '../files/media-store';
import type { Transaction } from '../files/db-executor';
import type { ReceivedFile } from '../files/multipart-upload';
import type { QueuedJobRunner } from '../jobs/queued-job-runner';
import { identifyAudio, MediaRejectedError, type IdentifiedAudio } from '../media/identify-audio';
import { voiceModelInputs } from '../db/schema';
import { takeVoiceClone } from './clone-allowance';
import { audioRejectionError } from '../media/upload-refusals';
import { checkDuration, type DurationRule } from './voice-upload-rules';
import { assertVoiceJobRoom, insertVoiceJob } from './voice-jobs.repository';
import { defaultUsageLimits } from '../config';
import { insertVoiceModel, type CloneType } from '../voices/voice-models.repository';
import type { FastifyBaseLogger } from 'fastify';

export interface IdentifiedUpload {
  file: ReceivedFile;
  audio: IdentifiedAudio;
}

/** Probes one uploaded file and applies the duration rule; throws the HTTP refusal. */
export async function identifyUpload(file: ReceivedFile, rule: DurationRule): Promise<IdentifiedUpload> {
  let audio: IdentifiedAudio;
  try {
    audio = await identifyAudio(file.tempPath, rule.accept, undefined, rule.maxSeconds ?? undefined);
  } catch (error) {
    if (error instanceof MediaRejectedError) throw audioRejectionError(error.reason);
    throw error;
  }
  checkDuration(rule, audio.durationSeconds);
  return { file, audio };
}

export interface VoiceServices {
  db: Database;
  store: MediaStore;
  runner: QueuedJobRunner;
  log: FastifyBaseLogger;
  /** Voice jobs one user may have unfinished at once (default: defaultUsageLimits). */
  voiceJobsAtOnce?: number;
}

export async function createVoiceWithJob(
  services: VoiceServices,
  request: {
    user: UserRow;
    modelName: string;
    cloneType: CloneType;
    referenceLanguage: string | null;
    uploads: readonly IdentifiedUpload[];
    /** More rows written with the model, in its transaction (the pro clone's consent link). */
    withModel?: (tx: Transaction, model: VoiceModelRow) => Promise<void>;
  },
): Promise<{ model: VoiceModelRow; job: VoiceJobRow }> {
  const { db, store, runner, log } = services;
  const { user, uploads } = request;
  const locations = uploads.map((upload) => store.newLocation(user.id, 'uploads', upload.audio.container));
  const moves = uploads.map((upload, index) => ({
    from: upload.file.tempPath,
    to: locations[index]!.absolutePath,
  }));
  const created = await placeFilesWithRows(db, store, moves, async (tx) => {
    await assertVoiceJobRoom(tx, user.id, services.voiceJobsAtOnce ?? defaultUsageLimits.voiceJobsAtOnce);
    await takeVoiceClone(tx, user);
    const model = await insertVoiceModel(tx, {
      userId: user.id,
      modelName: request.modelName,
      cloneType: request.cloneType,
      referenceLanguage: request.referenceLanguage,
    });
    await request.withModel?.(tx, model);
    for (const [position, upload] of uploads.entries()) {
      const media = await insertMediaFile(tx, {
        location: locations[position]!,
        userId: user.id,
        kind: 'uploads',
        originalFilename: upload.file.originalFilename,
        container: upload.audio.container,
        durationSeconds: upload.audio.durationSeconds,
        sizeBytes: upload.audio.sizeBytes,
      });
      await tx.insert(voiceModelInputs).values({ modelId: model.id, mediaFileId: media.id, position });
    }
    const job = await insertVoiceJob(tx, { userId: user.id, modelId: model.id, modelName: model.modelName });
    return { model, job };
  });
  try {
    await runner.enqueue(created.job.id);
  } catch (error) {
    // The row stays queued; the runner's check (or the next start) hands it to pg-boss.
    log.error({ err: error }, 'could not queue the voice job yet');
  }
  return created;
}
