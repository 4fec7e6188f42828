// The takes (issue 26): every generated speech the user still keeps, newest first, with its text, voice, settings,
// length, date and a media link to play it; and deleting one for good. Deleting removes the audio and its
// media_files row but keeps the generation's row without its file, so the credits history still shows its cost.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { apiRoutes, speechProjectMessages, type SpeechTake } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import type { Database } from '../db/database';
import { isUuid } from '../db/ids';
import { speechGenerations, voiceModels } from '../db/schema';
import { deleteWithFiles } from '../files/delete-with-files';
import type { MediaStore } from '../files/media-store';
import { timelineClip } from '../files/timeline-audio';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { speechClipName } from './generate-speech';

/** The most takes the list answers (the newest). */
export const TAKES_LISTED = 200;

function settingOf(settings: Record<string, unknown>, name: string): number | null {
  const value = settings[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function speechTakesRoutes(
  db: Database,
  store: MediaStore,
  mediaLinks: MediaLinks,
): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['speech.takes'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        const rows = await db
          .select({ take: speechGenerations, voiceName: voiceModels.modelName })
          .from(speechGenerations)
          .leftJoin(voiceModels, eq(voiceModels.id, speechGenerations.modelId))
          .where(
            and(
              eq(speechGenerations.userId, user.id),
              eq(speechGenerations.status, 'completed'),
              isNotNull(speechGenerations.mediaFileId),
            ),
          )
          .orderBy(desc(speechGenerations.createdAt))
          .limit(TAKES_LISTED);
        const takes = await Promise.all(
          rows.map(async ({ take, voiceName }): Promise<SpeechTake> => {
            const clip = timelineClip(
              { id: take.id, durationSeconds: take.durationSeconds ?? 0 },
              'tts',
              speechClipName(take.text),
            );
            return {
              id: take.id,
              text: take.text,
              language: take.language,
              voice_id: take.modelId,
              voice_name: voiceName,
              settings: {
                exaggeration: settingOf(take.settings, 'exaggeration'),
                temperature: settingOf(take.settings, 'temperature'),
                cfg_weight: settingOf(take.settings, 'cfgWeight'),
              },
              duration_seconds: take.durationSeconds ?? 0,
              created_at: take.createdAt.toISOString(),
              audio_url: await mediaLinks.link(user, clip.url),
              clip,
            };
          }),
        );
        return { takes };
      },
    }),
    implement(apiRoutes['speech.deleteTake'], {
      errors: { 401: 'not signed in', 404: 'no such take of yours' },
      async handler({ user, params }) {
        await deleteWithFiles(db, store, async (tx) => {
          const [take] = isUuid(params.id)
            ? await tx
                .select()
                .from(speechGenerations)
                .where(
                  and(
                    eq(speechGenerations.id, params.id),
                    eq(speechGenerations.userId, user.id),
                    eq(speechGenerations.status, 'completed'),
                    isNotNull(speechGenerations.mediaFileId),
                  ),
                )
                .for('update')
            : [];
          if (!take) throw new HttpError(404, speechProjectMessages.takeNotFound);
          // The row stays without its file (the media file's delete would cascade to it): the history keeps the cost.
          await tx
            .update(speechGenerations)
            .set({ mediaFileId: null })
            .where(eq(speechGenerations.id, take.id));
          return [take.mediaFileId];
        });
        return { success: true as const };
      },
    }),
  ];
}
