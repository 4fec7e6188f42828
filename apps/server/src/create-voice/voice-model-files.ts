// Reads and replaces the files of a voice model: its uploaded inputs (in order), and — when a job completes —
// its normalised reference and reference clips, written together with their rows in one transaction.
import { stat } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  mediaFiles,
  referenceClips,
  voiceModelInputs,
  voiceModels,
  type MediaFileRow,
  type VoiceModelRow,
} from '../db/schema';
import type { VoiceProfile } from '../engines/speech/speech-engine';
import type { DbExecutor } from '../files/db-executor';
import { deleteMediaFiles } from '../files/media-files.repository';
import { placeFilesWithRows, removeQuietly, type FileMove, type MediaStore } from '../files/media-store';
import { JobEndedMeanwhileError } from '../jobs/queued-job-runner';
import type { ReferenceAnalysis } from '../media/analysis/reference-analysis';
import { finishVoiceJob } from './voice-jobs.repository';
import { voiceMessages } from './voice-messages';
import { updateVoiceModel } from '../voices/voice-models.repository';

export async function modelInputFiles(db: DbExecutor, modelId: string): Promise<MediaFileRow[]> {
  const rows = await db
    .select({ file: mediaFiles })
    .from(voiceModelInputs)
    .innerJoin(mediaFiles, eq(mediaFiles.id, voiceModelInputs.mediaFileId))
    .where(eq(voiceModelInputs.modelId, modelId))
    .orderBy(asc(voiceModelInputs.position));
  return rows.map((row) => row.file);
}

/** The job ended some other way meanwhile (e.g. failed by recovery); nothing is stored. */
export class JobNoLongerActiveError extends JobEndedMeanwhileError {}

/**
 * Stores the analysis and the profile: replaces the clips and reference of any earlier attempt, marks the model
 * ready (not yet categorized) and the job completed. The earlier attempt's files are removed after the commit.
 */
export async function commitVoiceResult(options: {
  db: Database;
  store: MediaStore;
  jobId: string;
  model: VoiceModelRow;
  analysis: ReferenceAnalysis;
  profile: VoiceProfile;
}): Promise<void> {
  const { db, store, model, analysis, profile } = options;
  const reference = store.newLocation(model.userId, 'references', 'wav');
  const clipLocations = analysis.clips.map(() => store.newLocation(model.userId, 'clips', 'wav'));
  const moves: FileMove[] = [
    { from: analysis.referenceTempPath, to: reference.absolutePath },
    ...analysis.clips.map((clip, index) => ({ from: clip.tempPath, to: clipLocations[index]!.absolutePath })),
  ];
  const sizes = await Promise.all(moves.map(async (move) => (await stat(move.from)).size));

  const replaced = await placeFilesWithRows(db, store, moves, async (tx) => {
    const earlier = await tx
      .select({ mediaFileId: referenceClips.mediaFileId })
      .from(referenceClips)
      .where(eq(referenceClips.modelId, model.id));
    const [current] = await tx
      .select({ referenceFileId: voiceModels.referenceFileId })
      .from(voiceModels)
      .where(eq(voiceModels.id, model.id));
    const earlierIds = earlier.map((row) => row.mediaFileId);
    if (current?.referenceFileId) earlierIds.push(current.referenceFileId);

    // Two multi-row inserts: the media rows (reference + clips), then the clip rows.
    await tx.insert(mediaFiles).values([
      {
        id: reference.id,
        userId: model.userId,
        kind: 'references',
        relativePath: reference.relativePath,
        originalFilename: null,
        container: 'wav',
        durationSeconds: analysis.referenceSeconds,
        sizeBytes: sizes[0]!,
      },
      ...analysis.clips.map((clip, index) => ({
        id: clipLocations[index]!.id,
        userId: model.userId,
        kind: 'clips',
        relativePath: clipLocations[index]!.relativePath,
        originalFilename: null,
        container: 'wav',
        durationSeconds: clip.statistics.durationSeconds,
        sizeBytes: sizes[index + 1]!,
      })),
    ]);
    if (analysis.clips.length > 0) {
      await tx.insert(referenceClips).values(
        analysis.clips.map((clip, index) => ({
          id: clip.clipId,
          modelId: model.id,
          userId: model.userId,
          mediaFileId: clipLocations[index]!.id,
          position: index,
          startSeconds: clip.startSeconds,
          durationSeconds: clip.statistics.durationSeconds,
          speakingRate: clip.statistics.speakingRate,
          pitchMedian: clip.statistics.pitchMedianHz,
          pitchMean: clip.statistics.pitchMeanHz,
          pitchVariation: clip.statistics.pitchVariationHz,
          energy: clip.statistics.energyDb,
          transcript: null,
        })),
      );
    }
    await updateVoiceModel(tx, model.id, {
      status: 'ready',
      profile: profile as unknown as Record<string, unknown>,
      referenceFileId: reference.id,
      categorizationCompleted: false,
      categorizedClips: {},
    });
    // Deleting the earlier media rows also deletes their reference_clips rows (ON DELETE CASCADE).
    const removed = await deleteMediaFiles(tx, earlierIds);
    const finished = await finishVoiceJob(tx, options.jobId, {
      status: 'completed',
      progress: voiceMessages.completed,
    });
    if (!finished) throw new JobNoLongerActiveError(`voice job ${options.jobId} is no longer active`);
    return removed;
  });
  await Promise.all(replaced.map((file) => removeQuietly(store.absolutePath(file.relativePath))));
}
