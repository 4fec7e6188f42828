// The voice machines the /create-voice page runs, built once with the studio's real effects, and
// the page machine that spawns and wires them, given the page's loaders (models, allowance, the
// job to resume, the emotion samples' total).
import {
  createVoicePageMachine,
  type ResumableVoiceJob,
  type VoiceModelsResult,
} from '@twin/machines/create-voice';
import { fromPromise } from 'xstate';
import { api } from '../../lib/api';
import { readSavedToken } from '../../lib/token-storage';
import { uploadingApi } from '../../lib/uploading-api';
import { captureAudio } from '../../lib/capture-audio';
import { captureConsent } from './capture-consent';
import { createPlayAudio } from './play-audio';
import { probeAudioDuration } from './probe-audio-duration';
import { createVoiceMachines } from './voice-machines';
import { findJobToResume, loadCloneUsage, loadSamplesDuration, loadVoiceModels } from './voice-page-data';

export const studioVoiceMachines = createVoiceMachines({
  api,
  uploadingApi,
  readToken: readSavedToken,
  captureAudio,
  captureConsent,
  playAudio: createPlayAudio(),
  probeAudioDuration,
});

export const studioCreateVoicePage = createVoicePageMachine.provide({
  actors: {
    ...studioVoiceMachines,
    loadVoiceModels: fromPromise<VoiceModelsResult, void>(() => loadVoiceModels(api, readSavedToken())),
    loadCloneUsage: fromPromise(() => loadCloneUsage(api)),
    findJobToResume: fromPromise<ResumableVoiceJob | null, void>(() => findJobToResume(api)),
    loadSamplesDuration: fromPromise(() => loadSamplesDuration(api)),
  },
});
