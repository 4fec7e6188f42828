// @twin/machines/video-recorder: recording a video with the camera and saving it, its types, capture settings and texts.
export { videoRecorderMachine, videoRecorderTickInterval } from './video-recorder.machine';
export type {
  VideoRecorderActorRef,
  VideoRecorderMachine,
  VideoRecorderSnapshot,
} from './video-recorder.machine';
export type {
  SavedVideoRecording,
  SaveVideoRecordingInput,
  VideoCaptureCommand,
  VideoCaptureInput,
  VideoCaptureReport,
  VideoRecorderContext,
  VideoRecorderEmitted,
  VideoRecorderEvent,
  VideoRecorderInput,
  VideoRecording,
} from './video-recorder.types';
export {
  pickVideoRecordingFormat,
  videoCaptureSettings,
  videoRecorderMaxSeconds,
  videoRecordingExtension,
  videoRecordingFormats,
} from './video-recorder.format';
export type { VideoRecordingExtension, VideoRecordingFormat } from './video-recorder.format';
export { videoRecorderMessages } from './video-recorder.messages';
