// The dubbing editor's calls (issue 25): a completed localization's segments with the timing fit each got, and one
// segment spoken again with a new translation, as a job (regenerate-job-runner.ts) polled like the others. Another
// user's job, or a malformed id, is 404 like a missing one; 409 while the job has not completed or another
// regeneration of it runs; 400 for no such segment or an empty translation.
import { apiRoutes, type DubSegment, type SegmentRegeneration } from '@twin/api-client';
import type { Database } from '../db/database';
import type { LocalizationRegenerationRow } from '../db/schema';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import type { QueuedJobRunner } from '../jobs/queued-job-runner';
import { findOwnLocalizationJob } from './localize-jobs.repository';
import type { LocalizedSegment } from './localize-segments';
import {
  createRegeneration,
  findOwnRegeneration,
  latestRegeneration,
} from './localize-regenerations.repository';
import { regenerateMessages } from './regenerate-messages';

const notFound = () => new HttpError(404, regenerateMessages.jobNotFound);

function toRegeneration(row: LocalizationRegenerationRow): SegmentRegeneration {
  return {
    id: row.id,
    segment_index: row.segmentIndex,
    status: row.status as SegmentRegeneration['status'],
    progress: row.progress,
    error_message: row.errorMessage,
  };
}

function toDubSegment(
  segment: LocalizedSegment,
  index: number,
  all: readonly LocalizedSegment[],
): DubSegment {
  return {
    index,
    text: segment.text,
    source_start: segment.sourceStart,
    source_end:
      segment.sourceEnd ?? all[index + 1]?.sourceStart ?? segment.sourceStart + segment.speechSeconds,
    translation: segment.translation,
    output_start: segment.outputStart,
    output_end: segment.outputEnd ?? segment.outputStart + segment.speechSeconds / (segment.tempo || 1),
    tempo: segment.tempo,
    video_stretch: segment.videoStretch,
  };
}

export function localizeEditorRoutes(db: Database, runner: QueuedJobRunner): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['localization.segments'], {
      errors: {
        401: 'not signed in',
        404: 'no such localization job of yours',
        409: 'the job has not completed',
      },
      paramsRefused: notFound,
      async handler({ user, params }) {
        const job = await findOwnLocalizationJob(db, user.id, params.jobId);
        if (!job) throw notFound();
        if (job.status !== 'completed') throw new HttpError(409, regenerateMessages.notFinished);
        const segments = (job.timing ?? []) as LocalizedSegment[];
        const latest = await latestRegeneration(db, job.id);
        return {
          success: true as const,
          segments: segments.map((segment, index) => toDubSegment(segment, index, segments)),
          regeneration: latest ? toRegeneration(latest) : null,
        };
      },
    }),
    implement(apiRoutes['localization.regenerateSegment'], {
      errors: {
        400: 'an empty or too long translation, or no such segment',
        401: 'not signed in',
        403: "not enough credits for the segment's seconds",
        404: 'no such localization job of yours',
        409: 'the job has not completed, or another regeneration of it runs',
      },
      paramsRefused: notFound,
      async handler({ user, params, body }) {
        const row = await createRegeneration(db, {
          userId: user.id,
          jobId: params.jobId,
          segmentIndex: params.index,
          translation: body.translation,
        });
        await runner.enqueue(row.id);
        return { regenerationId: row.id };
      },
    }),
    implement(apiRoutes['localization.regeneration'], {
      errors: { 401: 'not signed in', 404: 'no such regeneration of yours' },
      paramsRefused: () => new HttpError(404, regenerateMessages.regenerationNotFound),
      async handler({ user, params }) {
        const row = await findOwnRegeneration(db, user.id, params.jobId, params.regenerationId);
        if (!row) throw new HttpError(404, regenerateMessages.regenerationNotFound);
        return { success: true as const, regeneration: toRegeneration(row) };
      },
    }),
  ];
}
