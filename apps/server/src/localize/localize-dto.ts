// Maps localization_jobs rows to the contract's LocalizationJob (@twin/api-client localize.schemas.ts). A completed
// job's result_video_path is a media link (the stream's path with a token for it alone), as lip-sync jobs answer,
// so the library's <video> plays it and a link downloads it; its subtitles_url is the subtitles' media link. Its
// percentage and time left (issue 25) come from localize-progress.ts.
import { apiRoutes, fillPath, type LocalizationJob } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import type { LocalizationJobRow, UserRow } from '../db/schema';
import { secondsLeftOf } from './localize-progress';

export const localizationResultPath = (jobId: string) =>
  fillPath(apiRoutes['localization.jobStream'].path, { jobId });

export const localizationSubtitlesPath = (jobId: string) =>
  fillPath(apiRoutes['localization.jobSubtitles'].path, { jobId });

export async function toLocalizationJob(
  row: LocalizationJobRow,
  originalFilename: string,
  user: UserRow,
  mediaLinks: MediaLinks,
): Promise<LocalizationJob> {
  const completed = row.status === 'completed' && row.resultFileId !== null;
  return {
    id: row.id,
    status: row.status as LocalizationJob['status'],
    result_video_path: completed ? await mediaLinks.link(user, localizationResultPath(row.id)) : null,
    created_at: row.createdAt.toISOString(),
    progress: row.progress === '' ? null : row.progress,
    error_message: row.errorMessage,
    source_language: row.sourceLanguage,
    target_language: row.targetLanguage,
    original_filename: originalFilename,
    title: row.title,
    subtitles_url: completed ? await mediaLinks.link(user, localizationSubtitlesPath(row.id)) : null,
    progress_percent: completed ? 100 : Math.min(100, Math.max(0, row.progressPercent)),
    seconds_left: secondsLeftOf(row),
  };
}
