// The admin command `watermark:check FILE`: does FILE carry our watermark, and whose generated clip is it (a take, or
// the dubbed track of a localization job, marked with the job's id)? Exit code 0 when it does, 1 when it does not (or
// FILE cannot be read). Registered in admin/commands.ts.
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { AdminResult } from '../admin/commands';
import type { Database } from '../db/database';
import { localizationJobs, localizationSources, speechGenerations, users } from '../db/schema';
import { WatermarkDecodeError } from '../media/watermark/decode-for-watermark';
import { payloadMatchesClip } from '../media/watermark/payload';
import { loadOrCreateWatermarkKey } from '../media/watermark/watermark-key';
import { WATERMARK_CHECK_SECONDS, Watermarker } from '../media/watermark/watermarker';

export const watermarkCheckUsage = `  watermark:check FILE
      Say whether FILE (audio or video; its first ${WATERMARK_CHECK_SECONDS / 60} minutes) carries Twin Studio's watermark and, if so,
      which generated clip (a take or a localized video) and whose; exit code 0 when it does, 1 when it does not.`;

function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `"${line.length > 60 ? `${line.slice(0, 59)}…` : line}"`;
}

/**
 * One line per stored clip whose id gives this payload (24 bits: among many clips, more than one may match): the
 * takes (speech generations) and the localization jobs (their dubbed track is marked with the job's id).
 */
async function clipsWithPayload(db: Database, payload: number): Promise<string[]> {
  const takes = await db
    .select({
      id: speechGenerations.id,
      email: users.email,
      createdAt: speechGenerations.createdAt,
      text: speechGenerations.text,
    })
    .from(speechGenerations)
    .innerJoin(users, eq(users.id, speechGenerations.userId))
    .orderBy(desc(speechGenerations.createdAt));
  const localizations = await db
    .select({
      id: localizationJobs.id,
      email: users.email,
      createdAt: localizationJobs.createdAt,
      status: localizationJobs.status,
      source: localizationJobs.sourceLanguage,
      target: localizationJobs.targetLanguage,
      video: localizationSources.originalFilename,
    })
    .from(localizationJobs)
    .innerJoin(users, eq(users.id, localizationJobs.userId))
    .innerJoin(localizationSources, eq(localizationSources.id, localizationJobs.sourceId))
    .orderBy(desc(localizationJobs.createdAt));
  return [
    ...takes
      .filter((take) => payloadMatchesClip(payload, take.id))
      .map(
        (take) =>
          `  clip ${take.id}, owner ${take.email}, generated ${take.createdAt.toISOString()}: ${quote(take.text)}`,
      ),
    ...localizations
      .filter((job) => payloadMatchesClip(payload, job.id))
      .map(
        (job) =>
          `  localization job ${job.id} (${job.status}), owner ${job.email}, created ${job.createdAt.toISOString()}: ` +
          `${quote(job.video)} dubbed ${job.source} → ${job.target}`,
      ),
  ];
}

export async function runWatermarkCheckCommand(
  { db, dataDir }: { db: Database; dataDir: string },
  file: string,
): Promise<AdminResult> {
  const watermarker = new Watermarker({
    key: loadOrCreateWatermarkKey(dataDir),
    tmpRoot: join(dataDir, 'tmp'),
  });
  let detection;
  try {
    detection = await watermarker.check(file);
  } catch (error) {
    if (error instanceof WatermarkDecodeError) {
      return {
        output: `${file} has no audio that can be read, so no watermark: ${error.message}`,
        exitCode: 1,
      };
    }
    throw error;
  }
  const score = `score ${detection.score.toFixed(1)}, threshold ${detection.threshold.toFixed(1)}`;
  if (!detection.found || detection.payload === null) {
    return { output: `No Twin Studio watermark in ${file} (${score}).`, exitCode: 1 };
  }
  const payload = `payload ${detection.payload.toString(16).padStart(8, '0')}`;
  const clips = await clipsWithPayload(db, detection.payload);
  const lines = [`${file} carries the Twin Studio watermark (${payload}, ${score}).`];
  if (clips.length === 0)
    lines.push('  No stored clip has this payload: it was deleted, or marked by another server.');
  else if (clips.length > 1) lines.push(`  ${clips.length} stored clips share this 24-bit payload:`);
  lines.push(...clips);
  return { output: lines.join('\n'), exitCode: 0 };
}
