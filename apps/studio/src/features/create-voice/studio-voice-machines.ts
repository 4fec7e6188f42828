// The voice machines the /create-voice page runs, built once with the studio's real effects.
import { api } from '../../lib/api';
import { readSavedToken } from '../../lib/token-storage';
import { captureAudio } from './capture-audio';
import { createPlayAudio } from './play-audio';
import { probeAudioDuration } from './probe-audio-duration';
import { uploadingApi } from '../../lib/uploading-api';
import { createVoiceMachines } from './voice-machines';

export const studioVoiceMachines = createVoiceMachines({
  api,
  uploadingApi,
  readToken: readSavedToken,
  captureAudio,
  playAudio: createPlayAudio(),
  probeAudioDuration,
});
