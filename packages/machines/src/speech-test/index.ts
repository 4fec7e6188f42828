// @twin/machines/speech-test: the /test-vibe page's machine (health, reference, job), its view,
// types, rules and texts.
export { speechTestMachine } from './speech-test.machine';
export type { SpeechTestActorRef, SpeechTestMachine, SpeechTestSnapshot } from './speech-test.machine';
export type {
  CheckSpeechTestStatusInput,
  DownloadSpeechTestAudioInput,
  ReferenceAudio,
  SpeechTestAudio,
  SpeechTestAudioFile,
  SpeechTestCaptureCommand,
  SpeechTestCaptureInput,
  SpeechTestContext,
  SpeechTestEvent,
  SpeechTestHealthAnswer,
  SpeechTestInput,
  SpeechTestReference,
  SpeechTestStatusAnswer,
  SpeechTestSubmitAnswer,
  SpeechTestUploadAnswer,
  SubmitSpeechTestInput,
  UploadReferenceInput,
} from './speech-test.types';
export {
  defaultSpeechTestSliders,
  isAudioReference,
  isSpeechTestSliderName,
  snapSpeechTestSlider,
  speechTestJobProgress,
  speechTestMaxRecordingSeconds,
  speechTestPollInterval,
  speechTestRecordingTick,
  speechTestSliderNames,
  speechTestSliders,
} from './speech-test.rules';
export type {
  SpeechTestJobStatus,
  SpeechTestSliderName,
  SpeechTestSliderSpec,
  SpeechTestSliderValues,
} from './speech-test.rules';
export { speechTestMessages } from './speech-test.messages';
export { speechTestView } from './speech-test.view';
export type { SpeechTestHealth, SpeechTestReferenceActivity, SpeechTestView } from './speech-test.view';
