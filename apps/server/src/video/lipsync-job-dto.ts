// Maps lipsync_jobs rows to the contract's shape (@twin/api-client video/video.schemas.ts): the result as a media link
// once completed, how far the job is, the note when the lips could not follow, and a poster frame for the card as a
// media link (the result's once completed, the source video's before, or for a result made without one); for the
// card's title (issue 25) the video's name and the first words of the takes' script, and the subtitles' media link.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { apiRoutes, fillPath, scriptStartOf, videoNameOf, type LipsyncJob } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import { videos, type LipsyncJobRow, type UserRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { cuesFromTakes, takeIdsOf, takesOf } from './lipsync-cues';
import { storedClips } from './lipsync-jobs.repository';
import { videoPosterPath } from './video-dto';

export const lipsyncResultPath = (jobId: string) =>
  fillPath(apiRoutes['lipsync.jobStream'].path, { id: jobId });
export const lipsyncSubtitlesPath = (jobId: string) =>
  fillPath(apiRoutes['lipsync.jobSubtitles'].path, { id: jobId });

/** What a lip-sync job's card is titled by: the lip-synced video's name and the first words of its script. */
export interface LipsyncTitle {
  videoName: string;
  scriptStart: string;
}

/** The titles of `rows` (jobs of `userId`) by job id, in two queries whatever their number. */
export async function lipsyncTitles(
  db: DbExecutor,
  userId: string,
  rows: readonly LipsyncJobRow[],
): Promise<Map<string, LipsyncTitle>> {
  const videoIds = [...new Set(rows.flatMap((row) => (row.videoId ? [row.videoId] : [])))];
  const names =
    videoIds.length === 0
      ? []
      : await db
          .select({ id: videos.id, name: videos.originalFilename })
          .from(videos)
          .where(and(inArray(videos.id, videoIds), eq(videos.userId, userId)));
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const takes = await takesOf(db, userId, [...new Set(rows.flatMap((row) => takeIdsOf(storedClips(row))))]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        videoName: videoNameOf((row.videoId && nameOf.get(row.videoId)) || ''),
        scriptStart: scriptStartOf(cuesFromTakes(storedClips(row), takes).script),
      },
    ]),
  );
}

/** Of `ids`, the videos of `userId` that are ready with a poster. */
async function videosWithPosters(
  db: DbExecutor,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        inArray(videos.id, [...ids]),
        eq(videos.userId, userId),
        eq(videos.status, 'ready'),
        isNotNull(videos.posterFileId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The video whose poster the card shows: the result's when it has one, else the source video's; or none. */
function posterVideoOf(row: LipsyncJobRow, withPosters: ReadonlySet<string>): string | null {
  if (row.status === 'completed' && row.resultVideoId && withPosters.has(row.resultVideoId)) {
    return row.resultVideoId;
  }
  return row.videoId && withPosters.has(row.videoId) ? row.videoId : null;
}

/** Jobs of `user` as the contract has them, in the same order. */
export async function toLipsyncJobs(
  db: DbExecutor,
  rows: readonly LipsyncJobRow[],
  user: UserRow,
  mediaLinks: MediaLinks,
): Promise<LipsyncJob[]> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.videoId) ids.add(row.videoId);
    if (row.resultVideoId) ids.add(row.resultVideoId);
  }
  const withPosters = await videosWithPosters(db, user.id, [...ids]);
  const titles = await lipsyncTitles(db, user.id, rows);
  return Promise.all(
    rows.map(async (row) => {
      const posterVideo = posterVideoOf(row, withPosters);
      const completed = row.status === 'completed';
      return {
        id: row.id,
        status: row.status as LipsyncJob['status'],
        result_video_path: completed ? await mediaLinks.link(user, lipsyncResultPath(row.id)) : null,
        created_at: row.createdAt.toISOString(),
        error_message: row.errorMessage,
        video_id: row.videoId,
        progress_percent: completed ? 100 : Math.min(100, Math.max(0, row.progressPercent)),
        face_note: row.faceNote,
        poster_url: posterVideo ? await mediaLinks.link(user, videoPosterPath(posterVideo)) : null,
        title: row.title,
        video_name: titles.get(row.id)?.videoName ?? 'video',
        script_start: titles.get(row.id)?.scriptStart ?? '',
        subtitles_url: completed ? await mediaLinks.link(user, lipsyncSubtitlesPath(row.id)) : null,
      };
    }),
  );
}
