// Audio the timeline can hold — generated speech (media kind 'speech') and uploaded audio ('audio') — looked up
// by owner, with its stream URL and the timeline clip the calls answer with.
import { and, eq, inArray } from 'drizzle-orm';
import { apiRoutes, fillPath, type TimelineClip, type TimelineClipType } from '@twin/api-client';
import { mediaFiles, type MediaFileRow } from '../db/schema';
import type { DbExecutor } from './db-executor';
import type { MediaKind } from './media-store';
import { isUuid } from '../db/ids';

export const timelineAudioKinds = ['speech', 'audio'] as const satisfies readonly MediaKind[];

/** The path the audio plays from: fetched with the bearer header, or as a media link (auth/media-links.ts). */
export function audioUrl(id: string): string {
  return fillPath(apiRoutes['audio.stream'].path, { id });
}

export async function findOwnTimelineAudio(
  db: DbExecutor,
  userId: string,
  id: string,
): Promise<MediaFileRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.id, id),
        eq(mediaFiles.userId, userId),
        inArray(mediaFiles.kind, [...timelineAudioKinds]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A whole file as a clip at the start of the timeline. */
export function timelineClip(
  file: { id: string; durationSeconds: number },
  type: TimelineClipType,
  name: string,
): TimelineClip {
  const duration = file.durationSeconds;
  return {
    id: file.id,
    type,
    url: audioUrl(file.id),
    name: name.slice(0, 300),
    duration,
    startTime: 0,
    originalStartOffset: 0,
    originalDuration: duration,
  };
}
