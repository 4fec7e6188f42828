// The /video page machine with the studio's effects (spec part 2 §7): GET /api/videos mapped to
// the library's videos with their media links under the base URL and face checks, and the upload and recorder of
// lib/video-sources.ts. Built from injected dependencies so the unit tests pass fakes; the page
// builds it once.
import type { Video } from '@twin/api-client';
import { videoPageMachine, type LibraryVideo } from '@twin/machines/video/video-page';
import { fromPromise } from 'xstate';
import { createVideoSources, type VideoSourceDependencies } from '../../lib/video-sources';

/** A video of GET /api/videos as the library shows it; media links are placed under the base URL. */
export function toLibraryVideo(video: Video, mediaUrl: (pathOrUrl: string) => string): LibraryVideo {
  return {
    id: video.id,
    name: video.original_filename,
    uploadMethod: video.upload_method,
    status: video.status,
    durationSeconds: video.duration,
    createdAt: video.created_at,
    streamUrl: video.stream_url ? mediaUrl(video.stream_url) : null,
    posterUrl: video.poster_url ? mediaUrl(video.poster_url) : null,
    faceCheck: video.face_check ?? null,
    consentFace: video.consent_face ?? null,
  };
}

export function createVideoPageMachine(deps: VideoSourceDependencies) {
  const { api } = deps;
  const { upload, recorder, requireToken } = createVideoSources(deps);
  return videoPageMachine.provide({
    actors: {
      videoUpload: upload,
      videoRecorder: recorder,
      loadVideos: fromPromise<LibraryVideo[], void>(async ({ signal }) => {
        requireToken();
        const { videos } = await api.videos.list({ signal });
        return videos.map((video) => toLibraryVideo(video, api.urls.media));
      }),
    },
  });
}
