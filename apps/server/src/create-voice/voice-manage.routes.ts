// Renaming and deleting a voice (issue 26). Delete removes the model, its jobs, uploaded inputs, normalised reference
// and reference clips, rows and files, for good; its takes stay (they are the creator's audio), and so does its
// consent record, still marked as used by that voice (a consent is given for one voice). A voice still being made
// is refused with the reason. Another user's voice is 404, like a missing one.
import { apiRoutes } from '@twin/api-client';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isUuid } from '../db/ids';
import { referenceClips, voiceJobs, voiceModelInputs, voiceModels } from '../db/schema';
import { deleteWithFiles } from '../files/delete-with-files';
import type { MediaStore } from '../files/media-store';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import { voiceMessages } from './voice-messages';
import { findOwnVoiceModel } from '../voices/voice-models.repository';

/** While its job may still write the model's files. */
const voiceBeingMade = ['queued', 'processing', 'training'];

export const voiceManageMessages = {
  stillBeingMade: 'This voice is still being made. You can delete it once it is ready or has failed.',
} as const;

export function voiceManageRoutes(db: Database, store: MediaStore): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['voice.renameModel'], {
      errors: {
        400: 'no name, or a name over 100 characters',
        401: 'not signed in',
        404: 'no such voice of yours',
      },
      async handler({ user, params, body }) {
        const model = await findOwnVoiceModel(db, user.id, params.id);
        if (!model) throw new HttpError(404, voiceMessages.modelNotFound);
        await db.transaction(async (tx) => {
          await tx.update(voiceModels).set({ modelName: body.name }).where(eq(voiceModels.id, model.id));
          await tx.update(voiceJobs).set({ modelName: body.name }).where(eq(voiceJobs.modelId, model.id));
        });
        return { success: true as const, name: body.name };
      },
    }),
    implement(apiRoutes['voice.deleteModel'], {
      errors: { 401: 'not signed in', 404: 'no such voice of yours', 409: 'the voice is still being made' },
      async handler({ user, params }) {
        if (!isUuid(params.id)) throw new HttpError(404, voiceMessages.modelNotFound);
        await deleteWithFiles(db, store, async (tx) => {
          const [model] = await tx
            .select()
            .from(voiceModels)
            .where(and(eq(voiceModels.id, params.id), eq(voiceModels.userId, user.id)))
            .for('update');
          if (!model) throw new HttpError(404, voiceMessages.modelNotFound);
          if (voiceBeingMade.includes(model.status)) {
            throw new HttpError(409, voiceManageMessages.stillBeingMade);
          }
          const inputs = await tx
            .select({ id: voiceModelInputs.mediaFileId })
            .from(voiceModelInputs)
            .where(eq(voiceModelInputs.modelId, model.id));
          const clips = await tx
            .select({ id: referenceClips.mediaFileId })
            .from(referenceClips)
            .where(eq(referenceClips.modelId, model.id));
          // The model's jobs, inputs and clips go with it (cascades); takes keep their audio with no voice.
          await tx.delete(voiceModels).where(eq(voiceModels.id, model.id));
          return [model.referenceFileId, ...inputs.map((row) => row.id), ...clips.map((row) => row.id)];
        });
        return { success: true as const };
      },
    }),
  ];
}
