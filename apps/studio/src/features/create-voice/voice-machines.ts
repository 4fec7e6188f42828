// The voice-creation machines with the studio's effects (spec part 2 §7): API calls through the
// api-client's `voice.*` and `consent.*` methods (uploads through an XMLHttpRequest fetch that
// reports progress), the camera and microphone, <audio> playback and duration probing. Built from
// injected dependencies so the unit tests pass fakes; the page builds them once with the real ones.
import {
  proCloneFormData,
  quickCloneFormData,
  recordingName,
  referenceLanguageCodes,
  sampleUploadFormData,
  trainingAudioFormData,
  type ApiClient,
  type ReferenceLanguageCode,
} from '@twin/api-client';
import {
  categorizationMachine,
  type ReferenceClipStats,
  type SaveCategorizationInput,
} from '@twin/machines/create-voice/categorization';
import {
  emotionSampleMachine,
  type SavedEmotionSample,
  type UploadVoiceSampleInput,
} from '@twin/machines/create-voice/emotion-sample';
import {
  fullTrainingMachine,
  type StartedTraining,
  type StartVoiceTrainingInput,
} from '@twin/machines/create-voice/full-training';
import { playbackMachine, type PlayAudioInput } from '@twin/machines/create-voice/playback';
import type { ConsentCaptureCommand, ConsentCaptureInput } from '@twin/machines/create-voice/consent';
import { proCloneMachine, type SaveProCloneInput } from '@twin/machines/create-voice/pro-clone';
import { quickCloneMachine, type SaveQuickCloneInput } from '@twin/machines/create-voice/quick-clone';
import {
  recorderMachine,
  type CaptureCommand,
  type CaptureInput,
} from '@twin/machines/create-voice/recorder';
import {
  MissingTokenError,
  type AudioSample,
  type ProbeAudioInput,
  type SavedVoiceClone,
} from '@twin/machines/shared';
import { voiceJobMachine, type VoiceJobCheck } from '@twin/machines/create-voice/voice-job';
import { fromPromise, type CallbackActorLogic, type EventObject, type PromiseActorLogic } from 'xstate';
import { recordingExtension } from '../../lib/capture-audio';
import { createConsentMachine } from './consent-machine';

export interface VoiceMachineDependencies {
  api: ApiClient;
  /** An api client whose uploads report their progress (the studio's uses XMLHttpRequest). */
  uploadingApi: (reportProgress: (percent: number) => void) => ApiClient;
  readToken: () => string | null;
  captureAudio: CallbackActorLogic<CaptureCommand, CaptureInput>;
  captureConsent: CallbackActorLogic<ConsentCaptureCommand, ConsentCaptureInput>;
  playAudio: CallbackActorLogic<EventObject, PlayAudioInput>;
  probeAudioDuration: PromiseActorLogic<number, ProbeAudioInput>;
}

/** The multipart file name of a sample: a chosen file keeps its own; a take gets its container's extension. */
export function sampleFileName(sample: AudioSample): string {
  if (sample.source === 'upload') return sample.name;
  return `${sample.name}.${recordingExtension(sample.audio.type)}`;
}

export function isReferenceLanguageCode(code: string): code is ReferenceLanguageCode {
  return (referenceLanguageCodes as readonly string[]).includes(code);
}

export function createVoiceMachines(deps: VoiceMachineDependencies) {
  const { api, uploadingApi, readToken, probeAudioDuration } = deps;

  const proClone = proCloneMachine.provide({
    actors: {
      probeAudioDuration,
      saveProClone: fromPromise<SavedVoiceClone, SaveProCloneInput>(async ({ input, signal }) => {
        if (!isReferenceLanguageCode(input.referenceLanguage))
          throw new Error('Please select a reference language.');
        const form = proCloneFormData({
          name: input.name,
          referenceLanguage: input.referenceLanguage,
          consentId: input.consentId,
          file: input.sample.audio,
          fileName: sampleFileName(input.sample),
        });
        const answer = await uploadingApi(input.reportProgress).voice.proClone(form, { signal });
        return { modelId: answer.model.id, jobId: answer.job_id };
      }),
    },
  });

  const quickClone = quickCloneMachine.provide({
    actors: {
      probeAudioDuration,
      saveQuickClone: fromPromise<SavedVoiceClone, SaveQuickCloneInput>(async ({ input, signal }) => {
        const form = quickCloneFormData({
          name: input.name,
          file: input.sample.audio,
          fileName: sampleFileName(input.sample),
        });
        const answer = await uploadingApi(input.reportProgress).voice.quickClone(form, { signal });
        return { modelId: answer.model.id, jobId: answer.job_id };
      }),
    },
  });

  const fullTraining = fullTrainingMachine.provide({
    actors: {
      probeAudioDuration,
      startVoiceTraining: fromPromise<StartedTraining, StartVoiceTrainingInput>(async ({ input, signal }) => {
        const form = trainingAudioFormData(
          input.files.map((file) => ({
            file: file.audio,
            fileName:
              file.source === 'upload' ? file.name : `${file.name}.${recordingExtension(file.audio.type)}`,
          })),
        );
        const answer = await uploadingApi(input.reportProgress).voice.uploadAudio(input.modelName, form, {
          signal,
        });
        return { jobId: answer.job_id };
      }),
    },
  });

  const voiceJob = voiceJobMachine.provide({
    actors: {
      fetchVoiceJob: fromPromise<VoiceJobCheck, { jobId: string }>(async ({ input, signal }) => {
        if (!readToken()) throw new MissingTokenError();
        const job = await api.voice.job(input.jobId, { signal });
        return {
          status: job.status,
          model_id: job.model_id,
          model_name: job.model_name,
          error_message: job.error_message,
        };
      }),
    },
  });

  const categorization = categorizationMachine.provide({
    actors: {
      loadReferenceClips: fromPromise<ReferenceClipStats[], { modelId: string }>(
        async ({ input, signal }) => (await api.voice.referenceClips(input.modelId, { signal })).clips,
      ),
      completeVoice: fromPromise<unknown, { modelId: string }>(({ input, signal }) =>
        api.voice.completeModel(input.modelId, { signal }),
      ),
      saveCategorization: fromPromise<unknown, SaveCategorizationInput>(({ input, signal }) => {
        if (!readToken()) throw new Error('Please log in to save categorization.');
        return api.voice.saveCategorization(
          input.modelId,
          { categorizedClips: input.categorizedClips },
          { signal },
        );
      }),
    },
  });

  const emotionSample = emotionSampleMachine.provide({
    actors: {
      uploadVoiceSample: fromPromise<SavedEmotionSample, UploadVoiceSampleInput>(
        async ({ input, signal }) => {
          const form = sampleUploadFormData({
            sampleType: input.sampleType,
            duration: input.recording.durationSeconds,
            file: input.recording.audio,
            // Issue 26: a microphone take is named 'Recording <date, time>', as camera recordings are.
            fileName: `${recordingName(new Date())}.${recordingExtension(input.recording.mimeType)}`,
          });
          const answer = await api.voice.uploadSample(form, { signal });
          return { id: answer.sample.id, original_filename: answer.sample.original_filename };
        },
      ),
    },
  });

  const recorder = recorderMachine.provide({ actors: { captureAudio: deps.captureAudio } });
  const playback = playbackMachine.provide({ actors: { playAudio: deps.playAudio } });

  const consent = createConsentMachine({ api, uploadingApi, readToken, captureConsent: deps.captureConsent });

  return {
    proClone,
    consent,
    quickClone,
    fullTraining,
    voiceJob,
    categorization,
    emotionSample,
    recorder,
    playback,
  };
}

export type VoiceMachines = ReturnType<typeof createVoiceMachines>;
