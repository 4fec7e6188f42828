// @twin/machines/video-upload: uploading videos and following their processing, its types, rules and texts.
export { videoUploadMachine } from './video-upload.machine';
export type { VideoUploadActorRef, VideoUploadMachine, VideoUploadSnapshot } from './video-upload.machine';
export type {
  UploadedVideos,
  UploadVideosInput,
  VideoUploadContext,
  VideoUploadEmitted,
  VideoUploadEvent,
  VideoUploadInput,
} from './video-upload.types';
export {
  fileProgressFrom,
  isAcceptedVideoFile,
  videoFileAccept,
  videoFileAcceptFor,
  videoUploadDisplayedLimitMb,
} from './video-upload.rules';
export type { VideoFile, VideoUploadAccept } from './video-upload.rules';
export { videoUploadMessages } from './video-upload.messages';
export {
  checkingStageProgress,
  maxVideoStatusChecks,
  processingOutcome,
  uploadStageProgress,
  videoProcessingMessages,
  videoStatusCheckInterval,
} from '../../shared/video-processing';
export type { CheckVideoStatusInput, VideoStatusCheck } from '../../shared/video-processing';
