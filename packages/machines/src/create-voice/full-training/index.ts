// @twin/machines/full-training: full voice training (files and recordings), its audio rules and texts.
export { canStartTraining, fullTrainingMachine } from './full-training.machine';
export type {
  FullTrainingActorRef,
  FullTrainingMachine,
  FullTrainingSnapshot,
} from './full-training.machine';
export type {
  FullTrainingContext,
  FullTrainingEmitted,
  FullTrainingEvent,
  StartedTraining,
  StartVoiceTrainingInput,
  TrainingFile,
} from './full-training.types';
export {
  fullTrainingMinimumSeconds,
  fullTrainingTargetSeconds,
  isTrainingFileAccepted,
  trainingQualityLabel,
  trainingRingProgress,
  trainingTotalSeconds,
  validateTrainingStart,
} from './full-training.audio';
export { fullTrainingMessages, trainingQualityLevels } from './full-training.messages';
export type { TrainingQualityLabel } from './full-training.messages';
