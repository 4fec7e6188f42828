// The /library page's effects (spec part 1 §2, §7; part 2 §7): the library machine provided with
// the api-client's two job lists — GET /api/videos/lipsync and GET /api/localization/jobs — each
// mapped to the machine's job rows with the file name a download gets, and (issue 25) the card's
// readable title, its language badge and the subtitle downloads; failures are logged only. Issue 26:
// a name the creator gave an item titles its card, and libraryItemManager renames and deletes items.
// Built from an injected client so the unit tests pass a fake server.
import {
  languageName,
  lipsyncDownloadFileName,
  localizedDownloadFileName,
  originalSubtitlesFileName,
  scriptStartOf,
  videoNameOf,
  type ApiClient,
  type LipsyncJob,
  type LocalizationJob,
} from '@twin/api-client';
import {
  libraryMachine,
  libraryMessages,
  type LibraryJob,
  type LibraryJobRecord,
  type LibrarySubtitleDownload,
} from '@twin/machines/library';
import { fromPromise } from 'xstate';

/**
 * For a server that does not name the video (older answers): lipsync_2026-11-24_1a2b3c4d.mp4, the
 * type, the day it was made and the id's start.
 */
export function lipsyncFallbackFileName(job: Pick<LipsyncJob, 'id' | 'created_at'>): string {
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

/** A subtitle download of a media link: its format (and track) added to the link's query. */
function subtitleDownload(
  link: string,
  format: LibrarySubtitleDownload['format'],
  track: LibrarySubtitleDownload['track'],
  fileName: string,
  withTrack: boolean,
): LibrarySubtitleDownload {
  const query = `format=${format}${withTrack ? `&track=${track}` : ''}`;
  return { format, track, url: `${link}${link.includes('?') ? '&' : '?'}${query}`, file_name: fileName };
}

/**
 * A lip-sync job with its percentage, the note when the lips could not follow, and its poster (a
 * media link); titled '<video name> · <first words>' and its downloads named the same.
 */
export function lipsyncRecords(jobs: readonly LipsyncJob[]): LibraryJobRecord[] {
  return jobs.map((job) => {
    const named = job.video_name !== undefined;
    const videoName = videoNameOf(job.video_name ?? '');
    const script = scriptStartOf(job.script_start ?? '');
    const link = job.subtitles_url;
    return {
      ...recordOf(job, named ? lipsyncDownloadFileName(videoName, script) : lipsyncFallbackFileName(job)),
      progress_percent: job.progress_percent ?? null,
      face_note: job.face_note ?? null,
      poster_url: job.poster_url ?? null,
      title: job.title ?? (named ? libraryMessages.lipsyncTitle(videoName, script) : null),
      subtitle_downloads: link
        ? (['srt', 'vtt'] as const).map((format) =>
            subtitleDownload(
              link,
              format,
              'translated',
              lipsyncDownloadFileName(videoName, script, format),
              false,
            ),
          )
        : [],
    };
  });
}

/**
 * A localization job titled '<video name> → Spanish' with the language as its badge; the video
 * keeps the spec's download name, localized_{originalname}_{language}.mp4, and so do its subtitles.
 */
export function localizationRecords(jobs: readonly LocalizationJob[]): LibraryJobRecord[] {
  return jobs.map((job) => {
    const language = languageName(job.target_language);
    const name = job.original_filename;
    const link = job.subtitles_url;
    return {
      ...recordOf(job, localizedDownloadFileName(name, job.target_language)),
      progress_percent: job.progress_percent ?? null,
      seconds_left: job.seconds_left ?? null,
      title: job.title ?? libraryMessages.localizationTitle(videoNameOf(name), language),
      language,
      subtitle_downloads: link
        ? (['translated', 'original'] as const).flatMap((track) =>
            (['srt', 'vtt'] as const).map((format) =>
              subtitleDownload(
                link,
                format,
                track,
                track === 'translated'
                  ? localizedDownloadFileName(name, job.target_language, format)
                  : originalSubtitlesFileName(name, job.source_language, format),
                true,
              ),
            ),
          )
        : [],
    };
  });
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

/** Renames and deletes library items through their own list's calls, then asks for the lists again. */
export function libraryItemManager(api: Pick<ApiClient, 'lipsync' | 'localization'>, refresh: () => void) {
  return {
    rename: async (job: LibraryJob, name: string) => {
      if (job.job_type === 'lipsync') await api.lipsync.renameJob(job.id, { name });
      else await api.localization.renameJob(job.id, { name });
      refresh();
    },
    remove: async (job: LibraryJob) => {
      if (job.job_type === 'lipsync') await api.lipsync.deleteJob(job.id);
      else await api.localization.deleteJob(job.id);
      refresh();
    },
  };
}
