// The /video machines with the studio's effects (spec part 2 §7): GET /api/videos mapped to the
// library's videos with their media links under the base URL, uploads and the recording's save
// through the XMLHttpRequest client that reports progress (the recording named
// recording_{timestamp}.mp4|webm), GET /api/videos/{id}/status for each video, and the camera.
// Built from injected dependencies so the unit tests pass fakes; the page builds it once.
import {
  uploadedVideos,
  videoRecordingFormData,
  videoUploadFormData,
  type ApiClient,
  type Video,
} from '@twin/api-client';
import { MissingTokenError } from '@twin/machines/shared';
import { videoPageMachine, type LibraryVideo } from '@twin/machines/video-page';
import {
  videoRecorderMachine,
  type SavedVideoRecording,
  type SaveVideoRecordingInput,
  type VideoCaptureCommand,
  type VideoCaptureInput,
} from '@twin/machines/video-recorder';
import {
  videoUploadMachine,
  type CheckVideoStatusInput,
  type UploadedVideos,
  type UploadVideosInput,
  type VideoStatusCheck,
} from '@twin/machines/video-upload';
import { fromPromise, type CallbackActorLogic } from 'xstate';

export interface VideoMachineDependencies {
  api: ApiClient;
  /** An api client whose uploads report their progress (the studio's uses XMLHttpRequest). */
  uploadingApi: (reportProgress: (percent: number) => void) => ApiClient;
  readToken: () => string | null;
  captureVideo: CallbackActorLogic<VideoCaptureCommand, VideoCaptureInput>;
  /** Milliseconds since the epoch, for the recording's file name. */
  now?: () => number;
}

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
  };
}

export function createVideoPageMachine(deps: VideoMachineDependencies) {
  const { api, uploadingApi, readToken, captureVideo, now = Date.now } = deps;
  const requireToken = () => {
    if (!readToken()) throw new MissingTokenError();
  };

  const checkVideoStatus = fromPromise<VideoStatusCheck[], CheckVideoStatusInput>(
    async ({ input, signal }) => {
      requireToken();
      return Promise.all(
        input.videoIds.map(async (id) => {
          const answer = await api.videos.status(id, { signal });
          return { id: answer.id, status: answer.status };
        }),
      );
    },
  );

  const upload = videoUploadMachine.provide({
    actors: {
      checkVideoStatus,
      uploadVideos: fromPromise<UploadedVideos, UploadVideosInput>(async ({ input, signal }) => {
        requireToken();
        const form = videoUploadFormData(input.files.map((file) => ({ file, fileName: file.name })));
        const answer = await uploadingApi(input.reportProgress).videos.upload(form, { signal });
        return { videoIds: uploadedVideos(answer).map((video) => video.id) };
      }),
    },
  });

  const recorder = videoRecorderMachine.provide({
    actors: {
      captureVideo,
      checkVideoStatus,
      saveRecording: fromPromise<SavedVideoRecording, SaveVideoRecordingInput>(async ({ input, signal }) => {
        requireToken();
        const { video, extension } = input.recording;
        const form = videoRecordingFormData(video, now(), extension);
        const answer = await uploadingApi(input.reportProgress).videos.record(form, { signal });
        return { videoId: answer.video.id };
      }),
    },
  });

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
