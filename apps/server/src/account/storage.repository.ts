// What a user's stored files take on disk, by the kind a creator knows them as (voices, videos, speech takes,
// timeline audio, lip-sync results, localizations), summed from media_files in one query. A data export's zip is a
// copy of these, not counted.
import { and, eq, ne, sql } from 'drizzle-orm';
import { storageKinds, type StorageKind, type StorageUsage } from '@twin/api-client';
import type { Database } from '../db/database';
import { mediaFiles } from '../db/schema';
import { EXPORT_FILE_KIND } from './data-exports.repository';

/**
 * A file's kind for the creator. media_files.kind says where it lies on disk; lip-sync results and localizations
 * lie among videos and audio, so the rows that point at a file decide first.
 */
function storageKindOf(userId: string) {
  // Written out in full: drizzle names a column of the one table queried without its table, and inside the
  // videos subquery a bare "id" would be the video's.
  const file = sql.raw('"media_files"."id"');
  return sql<StorageKind>`case
    when ${file} in (select media_file_id from localization_sources where user_id = ${userId})
      or ${file} in (select result_file_id from localization_jobs where user_id = ${userId})
      then 'localizations'
    when ${file} in (select audio_file_id from lipsync_jobs where user_id = ${userId})
      or exists (
        select 1 from videos v
        where v.user_id = ${userId} and v.upload_method = 'lipsync'
          and ${file} in (v.video_file_id, v.source_file_id, v.poster_file_id)
      )
      then 'lipsync'
    when ${mediaFiles.kind} in ('videos', 'posters') then 'videos'
    when ${mediaFiles.kind} = 'speech' then 'speech'
    when ${mediaFiles.kind} = 'audio' then 'audio'
    else 'voices'
  end`;
}

export async function storageUsageOf(db: Database, userId: string): Promise<StorageUsage> {
  const kind = storageKindOf(userId);
  const rows = await db
    .select({
      kind,
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${mediaFiles.sizeBytes}), 0)::float8`,
    })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.userId, userId), ne(mediaFiles.kind, EXPORT_FILE_KIND)))
    // By position: the kind's expression carries parameters, and a repeated one would not match the selected one.
    .groupBy(sql`1`);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const kinds = storageKinds.map((name) => ({
    kind: name,
    files: byKind.get(name)?.files ?? 0,
    bytes: Number(byKind.get(name)?.bytes ?? 0),
  }));
  return { kinds, total_bytes: kinds.reduce((sum, entry) => sum + entry.bytes, 0) };
}
