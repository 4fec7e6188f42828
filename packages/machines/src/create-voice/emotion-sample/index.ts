// @twin/machines/emotion-sample: recording and saving one emotion sample, its types and texts.
export { emotionSampleMachine } from './emotion-sample.machine';
export type {
  EmotionSampleActorRef,
  EmotionSampleContext,
  EmotionSampleEmitted,
  EmotionSampleEvent,
  EmotionSampleInput,
  EmotionSampleMachine,
  EmotionSampleSnapshot,
  EmotionSampleType,
  SavedEmotionSample,
  UploadVoiceSampleInput,
} from './emotion-sample.machine';
export { emotionSampleMessages } from './emotion-sample.messages';
