// The video upload and recorder built once with the studio's real effects: its api client, the
// uploading client that reports progress, the saved token and the camera.
import { api } from './api';
import { captureVideo } from './capture-video';
import { readSavedToken } from './token-storage';
import { uploadingApi } from './uploading-api';
import { createVideoSources } from './video-sources';

export const studioVideoSources = createVideoSources({
  api,
  uploadingApi,
  readToken: readSavedToken,
  captureVideo,
});
