// Resolves the timeline clips of a lip-sync request to the caller's own stored audio. A clip's `url` must be the
// path of one of their generated speech or uploaded audio files (/api/audio/{id}, a media link's query allowed);
// any other URL — another user's audio, another path, another host — is refused with 400 and never fetched.
import { apiRoutes, type LipsyncTimelineClip } from '@twin/api-client';
import type { DbExecutor } from '../files/db-executor';
import { HttpError } from '../http/http-error';
import { findOwnTimelineAudio } from '../files/timeline-audio';
import { lipsyncMessages } from './lipsync-messages';
import type { StoredLipsyncClip } from './lipsync-jobs.repository';

const [audioPathBefore, audioPathAfter] = apiRoutes['audio.stream'].path.split('{id}') as [string, string];

/** The audio id a clip URL names, when it is exactly our audio path (a query is allowed); null otherwise. */
export function audioIdOfClipUrl(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith(audioPathBefore) || !path.endsWith(audioPathAfter)) return null;
  const id = path.slice(audioPathBefore.length, path.length - audioPathAfter.length);
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

/** 50 ms of tolerance for rounding in the client's clip arithmetic. */
const SOURCE_SLACK_SECONDS = 0.05;

export async function resolveOwnClips(
  db: DbExecutor,
  userId: string,
  clips: readonly LipsyncTimelineClip[],
): Promise<StoredLipsyncClip[]> {
  const resolved: StoredLipsyncClip[] = [];
  for (const clip of clips) {
    const id = audioIdOfClipUrl(clip.url);
    const file = id ? await findOwnTimelineAudio(db, userId, id) : null;
    if (!file) throw new HttpError(400, lipsyncMessages.clipNotYours);
    const sourceSeconds = file.durationSeconds ?? clip.originalDuration;
    // A clip cut from past its source's end plays silence there; keep it inside the source.
    const sourceOffset = Math.min(
      clip.originalStartOffset,
      Math.max(0, sourceSeconds - SOURCE_SLACK_SECONDS),
    );
    if (clip.duration <= 0) continue;
    resolved.push({
      mediaFileId: file.id,
      name: clip.name,
      type: clip.type,
      startTime: clip.startTime,
      duration: clip.duration,
      sourceOffset,
    });
  }
  if (resolved.length === 0) throw new HttpError(400, lipsyncMessages.emptyTimeline);
  return resolved;
}
