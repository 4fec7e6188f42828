// The two ways a video comes in (spec part 2 §7), shared by /video and the speech page's video
// picker: the video upload and the webcam recorder provided with the studio's effects — uploads and
// the recording's save through the api client that reports progress (the recording named
// recording_{timestamp}.mp4|webm), GET /api/videos/{id}/status for each video, and the camera.
// Built from injected dependencies so the unit tests pass fakes.
import {
  uploadedVideos,
  videoRecordingFormData,
  videoUploadFormData,
  type ApiClient,
} from '@twin/api-client';
import { MissingTokenError } from '@twin/machines/shared';
import {
  videoRecorderMachine,
  type SavedVideoRecording,
  type SaveVideoRecordingInput,
  type VideoCaptureCommand,
  type VideoCaptureInput,
} from '@twin/machines/video/video-recorder';
import {
  videoUploadMachine,
  type CheckVideoStatusInput,
  type UploadedVideos,
  type UploadVideosInput,
  type VideoStatusCheck,
} from '@twin/machines/video/video-upload';
import { fromPromise, type CallbackActorLogic } from 'xstate';

export interface VideoSourceDependencies {
  api: ApiClient;
  /** An api client whose uploads report their progress (the studio's uses XMLHttpRequest). */
  uploadingApi: (reportProgress: (percent: number) => void) => ApiClient;
  readToken: () => string | null;
  captureVideo: CallbackActorLogic<VideoCaptureCommand, VideoCaptureInput>;
  /** Milliseconds since the epoch, for the recording's file name. */
  now?: () => number;
}

export function createVideoSources(deps: VideoSourceDependencies) {
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

  return { upload, recorder, requireToken };
}

export type VideoSources = ReturnType<typeof createVideoSources>;
