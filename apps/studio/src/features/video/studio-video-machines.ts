// The /video page machine built once with the studio's real effects: its api client, the
// uploading client that reports progress, the saved token and the camera.
import { api } from '../../lib/api';
import { readSavedToken } from '../../lib/token-storage';
import { uploadingApi } from '../../lib/uploading-api';
import { captureVideo } from '../../lib/capture-video';
import { createVideoPageMachine } from './video-machines';

export const studioVideoPage = createVideoPageMachine({
  api,
  uploadingApi,
  readToken: readSavedToken,
  captureVideo,
});
