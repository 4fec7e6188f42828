// The voice calls that upload audio (multipart): pro clone, quick clone, full training and emotion samples.
// Files are identified by probing (never by name or declared type), refused with the spec's words, and stored
// only together with their rows; anything refused leaves no file behind.
import { apiRoutes } from '@twin/api-client';
import { placeUploadWithRows } from '../files/place-upload';
import { implementMultipart, type AnyMultipartRouteImplementation } from '../files/multipart-route';
import { HttpError } from '../http/http-error';
import { assertMayCreateVoice } from './clone-allowance';
import { checkConsentForVoice, linkConsent } from './consent/voice-consent';
import { createVoiceWithJob, identifyUpload, type VoiceServices } from './create-voice';
import { toVoiceModel } from './voice-dto';
import { voiceMessages } from './voice-messages';
import { findOwnVoiceModel } from '../voices/voice-models.repository';
import { insertVoiceSample } from './voice-samples.repository';
import {
  proCloneRule,
  quickCloneRule,
  sampleRule,
  TRAINING_MIN_TOTAL_SECONDS,
  trainingFileRule,
  DURATION_TOLERANCE_SECONDS,
} from './voice-upload-rules';

const uploadErrors = {
  400: 'missing field or audio, or audio of the wrong length',
  401: 'not signed in',
  403: 'no voice clone left on the plan (or full training on the Free plan)',
  413: 'file too large',
  415: 'not an audio file',
  422: 'the audio cannot be read (truncated or damaged); pro clone: no passed unused consent, or its voice does not match',
};

function cloneAnswer(created: Awaited<ReturnType<typeof createVoiceWithJob>>) {
  return { success: true as const, model: toVoiceModel(created.model, null), job_id: created.job.id };
}

export function voiceUploadRoutes(services: VoiceServices): AnyMultipartRouteImplementation[] {
  const { db, store } = services;
  return [
    implementMultipart(apiRoutes['voice.proClone'], {
      status: 201,
      errors: uploadErrors,
      tooLargeMessage: () => voiceMessages.proTooLarge,
      missingFileMessage: () => voiceMessages.proMissingAudio,
      beforeUpload: ({ user }) => assertMayCreateVoice(user, 'pro'),
      async handler({ user, fields, files }) {
        const upload = await identifyUpload(files.audio![0]!, proCloneRule);
        // Before anything is charged or kept: the caller's consent, and its voice against the reference's.
        const consent = await checkConsentForVoice(
          db,
          store,
          user.id,
          fields.consentId,
          upload.file.tempPath,
        );
        const created = await createVoiceWithJob(services, {
          user,
          modelName: fields.name,
          cloneType: 'pro',
          referenceLanguage: fields.referenceLanguage,
          uploads: [upload],
          withModel: (tx, model) => linkConsent(tx, consent, model.id),
        });
        return {
          ...cloneAnswer(created),
          model: toVoiceModel(created.model, { ...consent.recording, voiceScore: consent.voiceScore }),
        };
      },
    }),
    implementMultipart(apiRoutes['voice.quickClone'], {
      status: 201,
      errors: uploadErrors,
      tooLargeMessage: () => voiceMessages.quickTooLarge,
      missingFileMessage: () => voiceMessages.quickMissingAudio,
      beforeUpload: ({ user }) => assertMayCreateVoice(user, 'quick'),
      async handler({ user, fields, files }) {
        const upload = await identifyUpload(files.audio![0]!, quickCloneRule);
        return cloneAnswer(
          await createVoiceWithJob(services, {
            user,
            modelName: fields.name,
            cloneType: 'quick',
            referenceLanguage: null,
            uploads: [upload],
          }),
        );
      },
    }),
    implementMultipart(apiRoutes['voice.uploadAudio'], {
      status: 201,
      errors: uploadErrors,
      tooLargeMessage: () => voiceMessages.proTooLarge,
      missingFileMessage: () => voiceMessages.trainingTooShort,
      beforeUpload: ({ user }) => assertMayCreateVoice(user, 'finetuned'),
      async handler({ user, query, files }) {
        const uploads = [];
        for (const file of files.audio!) uploads.push(await identifyUpload(file, trainingFileRule));
        const total = uploads.reduce((sum, upload) => sum + upload.audio.durationSeconds, 0);
        if (total < TRAINING_MIN_TOTAL_SECONDS - DURATION_TOLERANCE_SECONDS) {
          throw new HttpError(400, voiceMessages.trainingTooShort);
        }
        const created = await createVoiceWithJob(services, {
          user,
          modelName: query.model_name,
          cloneType: 'finetuned',
          referenceLanguage: null,
          uploads,
        });
        return { job_id: created.job.id };
      },
    }),
    implementMultipart(apiRoutes['voice.uploadSample'], {
      status: 201,
      errors: {
        400: uploadErrors[400],
        401: uploadErrors[401],
        404: 'voice_model_id names no model of yours',
        413: uploadErrors[413],
        415: uploadErrors[415],
        422: uploadErrors[422],
      },
      tooLargeMessage: () => voiceMessages.quickTooLarge,
      missingFileMessage: () => voiceMessages.quickMissingAudio,
      async handler({ user, fields, files }) {
        const modelId = fields.voice_model_id.trim();
        if (modelId && !(await findOwnVoiceModel(db, user.id, modelId))) {
          throw new HttpError(404, voiceMessages.modelNotFound);
        }
        const { file, audio } = await identifyUpload(files.audio![0]!, sampleRule);
        const sample = await placeUploadWithRows(
          db,
          store,
          {
            from: file.tempPath,
            userId: user.id,
            kind: 'samples',
            originalFilename: file.originalFilename,
            container: audio.container,
            durationSeconds: audio.durationSeconds,
            sizeBytes: audio.sizeBytes,
          },
          (tx, media) =>
            insertVoiceSample(tx, {
              userId: user.id,
              mediaFileId: media.id,
              voiceModelId: modelId || null,
              originalFilename: file.originalFilename,
              sampleType: fields.sample_type,
              durationSeconds: audio.durationSeconds,
            }),
        );
        return {
          success: true as const,
          sample: {
            id: sample.id,
            original_filename: sample.originalFilename,
            sample_type: fields.sample_type,
            duration: Math.round(sample.durationSeconds * 100) / 100,
          },
        };
      },
    }),
  ];
}
