// @twin/machines/voice-job: polling a voice-training job, its types and texts.
export { voiceJobMachine, voiceJobPollInterval } from './voice-job.machine';
export type { VoiceJobActorRef, VoiceJobMachine, VoiceJobSnapshot } from './voice-job.machine';
export type {
  VoiceJobCheck,
  VoiceJobContext,
  VoiceJobEmitted,
  VoiceJobEvent,
  VoiceJobInput,
  VoiceJobStatus,
} from './voice-job.types';
export { voiceJobMessages } from './voice-job.messages';
