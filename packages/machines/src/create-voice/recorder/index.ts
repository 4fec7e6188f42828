// @twin/machines/recorder: the microphone recorder with limits as input, its types and texts.
export { recorderMachine, recorderTickInterval } from './recorder.machine';
export type { RecorderActorRef, RecorderMachine, RecorderSnapshot } from './recorder.machine';
export type {
  CaptureCommand,
  CaptureInput,
  CaptureReport,
  RecorderContext,
  RecorderEmitted,
  RecorderEvent,
} from './recorder.types';
export { checkRecordingLength, recorderPresets, recordingProgress } from './recorder.limits';
export type { RecorderInput, RecorderLimits } from './recorder.limits';
export { recorderMessages } from './recorder.messages';
