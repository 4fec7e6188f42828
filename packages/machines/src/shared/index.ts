// @twin/machines/shared: pieces several workflows use: session errors, server messages, durations
// in words, audio samples, the upload checks with their texts and the face check of videos.
export { MissingTokenError, isMissingTokenError, isUnauthorizedError } from './session-errors';
export { serverMessageOr } from './server-message';
export { durationInWords, timeLeftInWords } from './duration-text';
export { clampPercent, metadataTimeout } from './audio-sample';
export type {
  AudioFile,
  AudioSample,
  AudioSampleSource,
  ProbeAudioInput,
  Recording,
  ReportProgress,
  SavedVoiceClone,
} from './audio-sample';
export {
  checkProCloneDuration,
  checkProCloneFile,
  checkQuickCloneDuration,
  checkQuickCloneFile,
  effectiveProCloneSeconds,
  isAudioType,
  proCloneFileLimits,
  quickCloneFileLimits,
} from './audio-file-checks';
export { audioFileMessages } from './audio-file.messages';
export { sampleAudioFile } from './sample-audio-file';
export { faceCheckDetails, faceCheckLabels, faceChecks, isFaceCheck, type FaceCheck } from './face-check';
export { consentFaceDetails, consentFaceLabels, isConsentFace, type ConsentFace } from './face-check';
