// The credits history: each job that took credits (speech takes, lip-sync videos, localizations and their segments
// spoken again in the dubbing editor) with what it cost
// and what was given back, derived from the job tables. A failed job's row no longer holds its tokens (they went
// back in the transaction that failed it), so its cost is computed again from its length, as it was when taken.
// An item is titled by the creator's name for it when there is one. Deleting a lip-sync video or a localization
// removes its rows, so its entries are kept first (keepCreditsOfDeleted*, in the delete's transaction) in
// deleted_job_credits, as they read then: the history goes on adding up to what was spent.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  CREDITS_HISTORY_LIMIT,
  creditedJobKindSchema,
  languageName,
  scriptStartOf,
  videoNameOf,
  type CreditsHistoryEntry,
} from '@twin/api-client';
import { tokensForSeconds } from './speech-credits';
import type { Database } from '../db/database';
import type { DbExecutor } from '../files/db-executor';
import {
  deletedJobCredits,
  lipsyncJobs,
  localizationJobs,
  localizationRegenerations,
  localizationSources,
  speechGenerations,
  videos,
} from '../db/schema';

/**
 * A queued job's cost: what it holds, or for a failed one what it held (1 per second, rounded up), all given back; a
 * canceled localization keeps what it spent, the rest given back.
 */
function queuedJobCredits(row: { status: string; reservedTokens: number; durationSeconds: number | null }) {
  if (row.status !== 'failed' && row.status !== 'canceled') return { cost: row.reservedTokens, refund: 0 };
  const cost = row.durationSeconds === null ? 0 : tokensForSeconds(row.durationSeconds);
  return { cost, refund: row.status === 'failed' ? cost : Math.max(0, cost - row.reservedTokens) };
}

type Entry = CreditsHistoryEntry & { at: number };

/** A limit that keeps every row (a localization's sentences spoken again, however many). */
const everyRow = Number.MAX_SAFE_INTEGER;

interface QueuedJobRow {
  id: string;
  status: string;
  createdAt: Date;
  reservedTokens: number;
  durationSeconds: number | null;
}

function queuedJobEntry(row: QueuedJobRow, kind: 'lipsync' | 'localization', title: string): Entry {
  return {
    id: row.id,
    kind,
    title,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    at: row.createdAt.getTime(),
    ...queuedJobCredits(row),
  };
}

/** A localization's name: the creator's, else its video's and the language it was made in. */
function localizationTitle(row: { title: string | null; videoName: string; targetLanguage: string }): string {
  return row.title ?? `${videoNameOf(row.videoName)} in ${languageName(row.targetLanguage)}`;
}

function lipsyncEntries(db: DbExecutor, where: SQL | undefined, limit: number): Promise<Entry[]> {
  return (
    db
      .select({
        id: lipsyncJobs.id,
        status: lipsyncJobs.status,
        createdAt: lipsyncJobs.createdAt,
        reservedTokens: lipsyncJobs.reservedTokens,
        durationSeconds: lipsyncJobs.durationSeconds,
        title: lipsyncJobs.title,
        videoName: videos.originalFilename,
      })
      .from(lipsyncJobs)
      // A deleted video leaves its jobs (video_id set null): their credits stay in the history.
      .leftJoin(videos, eq(videos.id, lipsyncJobs.videoId))
      .where(where)
      .orderBy(desc(lipsyncJobs.createdAt))
      .limit(limit)
      .then((rows) =>
        rows.map((row) =>
          queuedJobEntry(
            row,
            'lipsync',
            row.title ?? (row.videoName === null ? 'Lip-sync video' : videoNameOf(row.videoName)),
          ),
        ),
      )
  );
}

function localizationEntries(db: DbExecutor, where: SQL | undefined, limit: number): Promise<Entry[]> {
  return db
    .select({
      id: localizationJobs.id,
      status: localizationJobs.status,
      createdAt: localizationJobs.createdAt,
      reservedTokens: localizationJobs.reservedTokens,
      durationSeconds: localizationJobs.durationSeconds,
      targetLanguage: localizationJobs.targetLanguage,
      title: localizationJobs.title,
      videoName: localizationSources.originalFilename,
    })
    .from(localizationJobs)
    .innerJoin(localizationSources, eq(localizationSources.id, localizationJobs.sourceId))
    .where(where)
    .orderBy(desc(localizationJobs.createdAt))
    .limit(limit)
    .then((rows) => rows.map((row) => queuedJobEntry(row, 'localization', localizationTitle(row))));
}

function regenerationEntries(db: DbExecutor, where: SQL | undefined, limit: number): Promise<Entry[]> {
  return db
    .select({
      id: localizationRegenerations.id,
      status: localizationRegenerations.status,
      createdAt: localizationRegenerations.createdAt,
      reservedTokens: localizationRegenerations.reservedTokens,
      durationSeconds: localizationRegenerations.seconds,
      segmentIndex: localizationRegenerations.segmentIndex,
      targetLanguage: localizationJobs.targetLanguage,
      title: localizationJobs.title,
      videoName: localizationSources.originalFilename,
    })
    .from(localizationRegenerations)
    .innerJoin(localizationJobs, eq(localizationJobs.id, localizationRegenerations.jobId))
    .innerJoin(localizationSources, eq(localizationSources.id, localizationJobs.sourceId))
    .where(where)
    .orderBy(desc(localizationRegenerations.createdAt))
    .limit(limit)
    .then((rows) =>
      rows.map((row) =>
        queuedJobEntry(
          row,
          'localization',
          `${localizationTitle(row)}: sentence ${row.segmentIndex + 1} spoken again`,
        ),
      ),
    );
}

function speechEntries(db: DbExecutor, userId: string, limit: number): Promise<Entry[]> {
  return db
    .select({
      id: speechGenerations.id,
      text: speechGenerations.text,
      createdAt: speechGenerations.createdAt,
      tokensCharged: speechGenerations.tokensCharged,
    })
    .from(speechGenerations)
    .where(and(eq(speechGenerations.userId, userId), eq(speechGenerations.status, 'completed')))
    .orderBy(desc(speechGenerations.createdAt))
    .limit(limit)
    .then((rows) =>
      rows.map((row) => ({
        id: row.id,
        kind: 'speech' as const,
        title: scriptStartOf(row.text) || 'Speech',
        status: 'completed',
        created_at: row.createdAt.toISOString(),
        at: row.createdAt.getTime(),
        cost: row.tokensCharged ?? 0,
        refund: 0,
      })),
    );
}

function deletedEntries(db: DbExecutor, userId: string, limit: number): Promise<Entry[]> {
  return db
    .select()
    .from(deletedJobCredits)
    .where(eq(deletedJobCredits.userId, userId))
    .orderBy(desc(deletedJobCredits.createdAt))
    .limit(limit)
    .then((rows) =>
      rows.map((row) => ({
        id: row.id,
        kind: creditedJobKindSchema.parse(row.kind),
        title: row.title,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        at: row.createdAt.getTime(),
        cost: row.cost,
        refund: row.refund,
      })),
    );
}

export async function creditsHistoryOf(db: Database, userId: string): Promise<CreditsHistoryEntry[]> {
  const limit = CREDITS_HISTORY_LIMIT;
  const lists = await Promise.all([
    speechEntries(db, userId, limit),
    lipsyncEntries(db, eq(lipsyncJobs.userId, userId), limit),
    localizationEntries(db, eq(localizationJobs.userId, userId), limit),
    regenerationEntries(db, eq(localizationRegenerations.userId, userId), limit),
    deletedEntries(db, userId, limit),
  ]);
  return lists
    .flat()
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ at: _at, ...entry }) => entry);
}

async function keepEntries(tx: DbExecutor, userId: string, entries: Entry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(deletedJobCredits)
    .values(
      entries.map((entry) => ({
        id: entry.id,
        userId,
        kind: entry.kind,
        title: entry.title,
        status: entry.status,
        cost: entry.cost,
        refund: entry.refund,
        createdAt: new Date(entry.at),
      })),
    )
    .onConflictDoNothing();
}

/** Before a lip-sync job of `userId` is deleted (in the same transaction): keeps its history entry. */
export async function keepCreditsOfDeletedLipsyncJob(tx: DbExecutor, userId: string, jobId: string) {
  const own = and(eq(lipsyncJobs.id, jobId), eq(lipsyncJobs.userId, userId));
  await keepEntries(tx, userId, await lipsyncEntries(tx, own, 1));
}

/** Before a localization of `userId` is deleted (in the same transaction): keeps its history entry and those of
 *  its sentences spoken again (deleted with it). */
export async function keepCreditsOfDeletedLocalization(tx: DbExecutor, userId: string, jobId: string) {
  // One after the other: a transaction runs its queries on one connection anyway.
  const job = await localizationEntries(
    tx,
    and(eq(localizationJobs.id, jobId), eq(localizationJobs.userId, userId)),
    1,
  );
  const regenerations = await regenerationEntries(
    tx,
    and(eq(localizationRegenerations.jobId, jobId), eq(localizationRegenerations.userId, userId)),
    everyRow,
  );
  await keepEntries(tx, userId, [...job, ...regenerations]);
}
