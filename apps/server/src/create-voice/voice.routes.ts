// The voice calls answered with JSON (spec part 2 §7): models, jobs, reference clips, categorization, samples'
// total. Every lookup is by owner: another user's model, job or clip is 404, exactly like a missing one.
import { apiRoutes } from '@twin/api-client';
import type { MediaLinks } from '../auth/media-links';
import { implement, type AnyRouteImplementation } from '../http/api-route';
import { HttpError } from '../http/http-error';
import type { Database } from '../db/database';
import type { VoiceModelRow } from '../db/schema';
import { assertModelReady, checkedCategorization } from './categorization';
import { recordingsOfVoices } from './consent/consent.repository';
import { referenceClipAudioPath } from './reference-clip-audio.routes';
import { listReferenceClips } from '../voices/reference-clips.repository';
import { toReferenceClip, toVoiceJob, toVoiceModel } from './voice-dto';
import { findOwnVoiceJob, listVoiceJobs } from './voice-jobs.repository';
import { voiceMessages } from './voice-messages';
import { findOwnVoiceModel, listVoiceModels, updateVoiceModel } from '../voices/voice-models.repository';
import { totalSampleSeconds } from './voice-samples.repository';

async function withConsent(db: Database, model: VoiceModelRow) {
  const consents = await recordingsOfVoices(db, [model.id]);
  return toVoiceModel(model, consents.get(model.id) ?? null);
}

async function ownModel(db: Database, userId: string, modelId: string) {
  const model = await findOwnVoiceModel(db, userId, modelId);
  if (!model) throw new HttpError(404, voiceMessages.modelNotFound);
  return model;
}

export function voiceRoutes(db: Database, mediaLinks: MediaLinks): AnyRouteImplementation[] {
  return [
    implement(apiRoutes['voice.models'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        const models = await listVoiceModels(db, user.id);
        const consents = await recordingsOfVoices(
          db,
          models.map((model) => model.id),
        );
        return { models: models.map((model) => toVoiceModel(model, consents.get(model.id) ?? null)) };
      },
    }),
    implement(apiRoutes['voice.jobs'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        return { jobs: (await listVoiceJobs(db, user.id)).map(toVoiceJob) };
      },
    }),
    implement(apiRoutes['voice.job'], {
      errors: { 401: 'not signed in', 404: 'no such job of yours' },
      async handler({ user, params }) {
        const job = await findOwnVoiceJob(db, user.id, params.id);
        if (!job) throw new HttpError(404, voiceMessages.jobNotFound);
        return toVoiceJob(job);
      },
    }),
    implement(apiRoutes['voice.referenceClips'], {
      errors: { 401: 'not signed in', 404: 'no such model of yours' },
      async handler({ user, params }) {
        const model = await ownModel(db, user.id, params.modelId);
        const clips = await listReferenceClips(db, model.id);
        return {
          clips: await Promise.all(
            clips.map(async (clip) => ({
              ...toReferenceClip(clip),
              audio_url: await mediaLinks.link(user, referenceClipAudioPath(clip.id, model.modelName)),
            })),
          ),
        };
      },
    }),
    implement(apiRoutes['voice.categorizedClips'], {
      errors: { 401: 'not signed in', 404: 'no such model of yours' },
      async handler({ user, params }) {
        const model = await ownModel(db, user.id, params.modelId);
        return { categorizedClips: model.categorizedClips };
      },
    }),
    implement(apiRoutes['voice.saveCategorization'], {
      errors: {
        400: 'fewer than 4 clips, a style missing, or a clip of another voice',
        401: 'not signed in',
        404: 'no such model of yours',
        409: 'the voice is not ready yet',
      },
      async handler({ user, params, body }) {
        const model = await ownModel(db, user.id, params.id);
        const clips = await listReferenceClips(db, model.id);
        const categorizedClips = checkedCategorization(model, clips, body.categorizedClips);
        const updated = await updateVoiceModel(db, model.id, {
          categorizedClips,
          categorizationCompleted: true,
        });
        return { success: true as const, model: await withConsent(db, updated!) };
      },
    }),
    implement(apiRoutes['voice.completeModel'], {
      errors: { 401: 'not signed in', 404: 'no such model of yours', 409: 'the voice is not ready yet' },
      async handler({ user, params }) {
        const model = await ownModel(db, user.id, params.id);
        assertModelReady(model);
        const updated = await updateVoiceModel(db, model.id, { categorizationCompleted: true });
        return { success: true as const, model: await withConsent(db, updated!) };
      },
    }),
    implement(apiRoutes['voice.samplesDuration'], {
      errors: { 401: 'not signed in' },
      async handler({ user }) {
        return { total_duration: Math.round((await totalSampleSeconds(db, user.id)) * 100) / 100 };
      },
    }),
  ];
}
