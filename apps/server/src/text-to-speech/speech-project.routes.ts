// The speech page's project on the account (issue 26): GET answers the saved project with its version, PUT saves
// over the version the page read and answers the next one. A save over an older version is refused (409) with the
// saved project beside the message, so a second tab never overwrites the first silently. Ids in the project are
// data: the GET keeps only the voice, video and clips that are the caller's own.
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  apiRoutes,
  PROJECT_MAX_BYTES,
  speechProjectDataSchema,
  speechProjectMessages,
  type SpeechProjectData,
  type SpeechProjectResponse,
} from '@twin/api-client';
import type { Database } from '../db/database';
import { isUuid } from '../db/ids';
import { mediaFiles, speechProjects, videos, voiceModels, type SpeechProjectRow } from '../db/schema';
import { timelineAudioKinds } from '../files/timeline-audio';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';

const audioPath = /^\/api\/audio\/([0-9a-f-]{36})$/i;

/** The saved data with every id that is not the caller's own left out (a clip's audio, the voice, the video). */
async function ownProjectData(
  db: Database,
  userId: string,
  stored: unknown,
): Promise<SpeechProjectData | null> {
  const parsed = speechProjectDataSchema.safeParse(stored);
  if (!parsed.success) return null;
  const data = parsed.data;
  const audioIds = [
    ...new Set(data.timelineClips.flatMap((clip) => audioPath.exec(clip.url)?.[1]?.toLowerCase() ?? [])),
  ];
  const ownAudio = new Set(
    audioIds.length === 0
      ? []
      : (
          await db
            .select({ id: mediaFiles.id })
            .from(mediaFiles)
            .where(
              and(
                eq(mediaFiles.userId, userId),
                inArray(mediaFiles.id, audioIds),
                inArray(mediaFiles.kind, [...timelineAudioKinds]),
              ),
            )
        ).map((row) => row.id),
  );
  const voiceId = data.settings.selectedVoiceId;
  const [voice] =
    voiceId && isUuid(voiceId)
      ? await db
          .select({ id: voiceModels.id })
          .from(voiceModels)
          .where(and(eq(voiceModels.id, voiceId), eq(voiceModels.userId, userId)))
      : [];
  const videoId = data.selectedVideoId;
  const [video] =
    videoId && isUuid(videoId)
      ? await db
          .select({ id: videos.id })
          .from(videos)
          .where(and(eq(videos.id, videoId), eq(videos.userId, userId), ne(videos.uploadMethod, 'lipsync')))
      : [];
  return {
    settings: voice
      ? data.settings
      : { ...data.settings, selectedVoiceId: null, referenceClipId: null, categorizedClips: {} },
    timelineClips: data.timelineClips.filter((clip) =>
      ownAudio.has(audioPath.exec(clip.url)?.[1]?.toLowerCase() ?? ''),
    ),
    selectedVideoId: video ? video.id : null,
  };
}

async function projectAnswer(db: Database, userId: string, row: SpeechProjectRow | undefined) {
  if (!row) return { version: 0, data: null, updated_at: null } satisfies SpeechProjectResponse;
  return {
    version: row.version,
    data: await ownProjectData(db, userId, row.data),
    updated_at: row.updatedAt.toISOString(),
  } satisfies SpeechProjectResponse;
}

async function savedRow(db: Database, userId: string): Promise<SpeechProjectRow | undefined> {
  const [row] = await db.select().from(speechProjects).where(eq(speechProjects.userId, userId));
  return row;
}

export function speechProjectRoutes(db: Database): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['speech.project'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        return projectAnswer(db, user.id, await savedRow(db, user.id));
      },
    }),
    implement(apiRoutes['speech.saveProject'], {
      errors: {
        400: 'invalid input',
        401: 'not signed in',
        409: 'another tab or browser saved a newer version (the saved project is in the answer)',
        413: 'the project is too large',
      },
      async handler({ user, body }) {
        if (Buffer.byteLength(JSON.stringify(body.data)) > PROJECT_MAX_BYTES) {
          throw new HttpError(413, speechProjectMessages.tooLarge);
        }
        const now = new Date();
        const saved =
          body.version === 0
            ? await db
                .insert(speechProjects)
                .values({ userId: user.id, version: 1, data: body.data, createdAt: now, updatedAt: now })
                .onConflictDoNothing()
                .returning()
            : await db
                .update(speechProjects)
                .set({ version: body.version + 1, data: body.data, updatedAt: now })
                .where(and(eq(speechProjects.userId, user.id), eq(speechProjects.version, body.version)))
                .returning();
        const [row] = saved;
        if (!row) {
          const project = await projectAnswer(db, user.id, await savedRow(db, user.id));
          throw new HttpError(409, speechProjectMessages.conflict, {}, { project });
        }
        return { version: row.version, updated_at: row.updatedAt.toISOString() };
      },
    }),
  ];
}
