// The voice machines the /create-voice page runs, built once with the studio's real effects.
import { api } from '../api';
import { readSavedToken } from '../session/tokenStorage';
import { captureAudio } from './capture-audio';
import { createPlayAudio } from './play-audio';
import { probeAudioDuration } from './probe-audio-duration';
import { fetchWithUploadProgress } from './upload-with-progress';
import { createVoiceMachines, uploadingApiClient } from './voice-machines';

export const studioVoiceMachines = createVoiceMachines({
  api,
  uploadingApi: uploadingApiClient(readSavedToken, fetchWithUploadProgress),
  readToken: readSavedToken,
  captureAudio,
  playAudio: createPlayAudio(),
  probeAudioDuration,
});
