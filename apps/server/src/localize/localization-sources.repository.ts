// Rows of localization sources (a transcribed upload and its timings): created with the stored file, looked up by
// owner only (another user's source is simply not found, so its id is no use to anyone else).
import { and, eq, inArray } from 'drizzle-orm';
import { localizationSources, type LocalizationSourceRow } from '../db/schema';
import type { DbExecutor } from '../files/db-executor';
import { isUuid } from '../video/videos.repository';
import type { TranscriptSegment } from '../engines/transcription/transcription-engine';

export interface NewLocalizationSource {
  userId: string;
  mediaFileId: string;
  originalFilename: string;
  durationSeconds: number;
  language: string;
  transcriptText: string;
  segments: TranscriptSegment[];
}

export async function insertLocalizationSource(
  db: DbExecutor,
  source: NewLocalizationSource,
): Promise<LocalizationSourceRow> {
  const [row] = await db
    .insert(localizationSources)
    .values({ ...source, segments: source.segments.map(({ start, end, text }) => ({ start, end, text })) })
    .returning();
  return row!;
}

export async function findOwnLocalizationSource(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<LocalizationSourceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(localizationSources)
    .where(and(eq(localizationSources.id, id), eq(localizationSources.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findLocalizationSource(
  db: DbExecutor,
  id: string,
): Promise<LocalizationSourceRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(localizationSources).where(eq(localizationSources.id, id)).limit(1);
  return row ?? null;
}

/** The upload names of the given sources, by id (for the job list's download names). */
export async function originalFilenames(
  db: DbExecutor,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: localizationSources.id, name: localizationSources.originalFilename })
    .from(localizationSources)
    .where(inArray(localizationSources.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
