// The credits history: each job that took credits (speech takes, lip-sync videos, localizations and their segments
// spoken again in the dubbing editor) with what it cost
// and what was given back, derived from the job tables. A failed job's row no longer holds its tokens (they went
// back in the transaction that failed it), so its cost is computed again from its length, as it was when taken.
// An item is titled by the creator's name for it when there is one.
import { and, desc, eq } from 'drizzle-orm';
import {
  CREDITS_HISTORY_LIMIT,
  languageName,
  scriptStartOf,
  videoNameOf,
  type CreditsHistoryEntry,
} from '@twin/api-client';
import { tokensForSeconds } from '../credits/speech-credits';
import type { Database } from '../db/database';
import {
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

export async function creditsHistoryOf(db: Database, userId: string): Promise<CreditsHistoryEntry[]> {
  const limit = CREDITS_HISTORY_LIMIT;
  const [speech, lipsync, localizations, regenerations] = await Promise.all([
    db
      .select({
        id: speechGenerations.id,
        text: speechGenerations.text,
        createdAt: speechGenerations.createdAt,
        tokensCharged: speechGenerations.tokensCharged,
      })
      .from(speechGenerations)
      .where(and(eq(speechGenerations.userId, userId), eq(speechGenerations.status, 'completed')))
      .orderBy(desc(speechGenerations.createdAt))
      .limit(limit),
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
      .where(eq(lipsyncJobs.userId, userId))
      .orderBy(desc(lipsyncJobs.createdAt))
      .limit(limit),
    db
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
      .where(eq(localizationJobs.userId, userId))
      .orderBy(desc(localizationJobs.createdAt))
      .limit(limit),
    db
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
      .where(eq(localizationRegenerations.userId, userId))
      .orderBy(desc(localizationRegenerations.createdAt))
      .limit(limit),
  ]);

  const entries: (CreditsHistoryEntry & { at: number })[] = [
    ...speech.map((row) => ({
      id: row.id,
      kind: 'speech' as const,
      title: scriptStartOf(row.text) || 'Speech',
      status: 'completed',
      created_at: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
      cost: row.tokensCharged ?? 0,
      refund: 0,
    })),
    ...lipsync.map((row) => ({
      id: row.id,
      kind: 'lipsync' as const,
      title: row.title ?? (row.videoName === null ? 'Lip-sync video' : videoNameOf(row.videoName)),
      status: row.status,
      created_at: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
      ...queuedJobCredits(row),
    })),
    ...localizations.map((row) => ({
      id: row.id,
      kind: 'localization' as const,
      title: row.title ?? `${videoNameOf(row.videoName)} in ${languageName(row.targetLanguage)}`,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
      ...queuedJobCredits(row),
    })),
    ...regenerations.map((row) => ({
      id: row.id,
      kind: 'localization' as const,
      title: `${row.title ?? `${videoNameOf(row.videoName)} in ${languageName(row.targetLanguage)}`}: sentence ${row.segmentIndex + 1} spoken again`,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
      ...queuedJobCredits(row),
    })),
  ];
  return entries
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ at: _at, ...entry }) => entry);
}
