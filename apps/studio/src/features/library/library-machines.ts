// The /library page's effects (spec part 1 §2, §7; part 2 §7): the library machine provided with
// the api-client's two job lists — GET /api/videos/lipsync and GET /api/localization/jobs — each
// mapped to the machine's job rows with the file name a download gets; failures are logged only.
// Built from an injected client so the unit tests pass a fake server.
import {
  localizedDownloadFileName,
  type ApiClient,
  type LipsyncJob,
  type LocalizationJob,
} from '@twin/api-client';
import { libraryMachine, type LibraryJobRecord } from '@twin/machines/library';
import { fromPromise } from 'xstate';

/** lipsync_2026-11-24_1a2b3c4d.mp4: the type, the day it was made and the id's start. */
export function lipsyncDownloadFileName(job: Pick<LipsyncJob, 'id' | 'created_at'>): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(job.created_at)?.[0];
  const id = job.id.replace(/[^A-Za-z0-9-]+/g, '').slice(0, 8) || 'video';
  return `lipsync_${day ? `${day}_` : ''}${id}.mp4`;
}

function recordOf(job: LipsyncJob | LocalizationJob, download_name: string): LibraryJobRecord {
  return {
    id: job.id,
    status: job.status,
    // The server answers a completed job with a media link to its stream (a token for that item).
    result_video_path: job.result_video_path,
    created_at: job.created_at,
    error_message: job.error_message ?? null,
    download_name,
  };
}

/** A lip-sync job with its percentage, the note when the lips could not follow, and its poster (a media link). */
export function lipsyncRecords(jobs: readonly LipsyncJob[]): LibraryJobRecord[] {
  return jobs.map((job) => ({
    ...recordOf(job, lipsyncDownloadFileName(job)),
    progress_percent: job.progress_percent ?? null,
    face_note: job.face_note ?? null,
    poster_url: job.poster_url ?? null,
  }));
}

export function localizationRecords(jobs: readonly LocalizationJob[]): LibraryJobRecord[] {
  return jobs.map((job) =>
    recordOf(job, localizedDownloadFileName(job.original_filename, job.target_language)),
  );
}

export function createLibraryMachine(api: Pick<ApiClient, 'lipsync' | 'localization'>) {
  return libraryMachine.provide({
    actors: {
      loadLipsyncJobs: fromPromise<LibraryJobRecord[], void>(async ({ signal }) =>
        lipsyncRecords((await api.lipsync.jobs({ signal })).jobs),
      ),
      loadLocalizationJobs: fromPromise<LibraryJobRecord[], void>(async ({ signal }) =>
        localizationRecords((await api.localization.jobs({ signal })).jobs),
      ),
    },
    actions: {
      logError: (_, { error }) => console.error('Could not load the library jobs', error),
    },
  });
}
