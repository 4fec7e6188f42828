// @twin/machines/testing: the graph walk of every workflow machine (the story-coverage and
// model-based tests walk them), sample data the walks use, the generic walk helpers and the fake
// actors. Test and story code only; replayPath stays internal because it drives vitest's clock.
export { authMachineWalk } from '../auth/auth.walk';
export { signupCodeMachineWalk } from '../signup-code/signup-code.walk';
export { creditsMachineWalk } from '../credits/credits.walk';
export { dataExportMachineWalk } from '../account/data-export/data-export.walk';
export { accountDeletionMachineWalk } from '../account/account-deletion/account-deletion.walk';
export { actorDone, actorFailed, actorSnapshot } from './actor-events';
export type { DoneActorEventObject, ErrorActorEventObject, SnapshotActorEventObject } from './actor-events';
export { reachableStates, reachableStateValues, walkMachine } from './reachable-states';
export type { MachineWalk, ReachableState, WalkedPath, WalkEvent } from './reachable-states';
export { stateValuePaths } from './state-value-paths';
export { recorderMachineWalk } from '../create-voice/recorder/recorder.walk';
export { voiceJobMachineWalk } from '../create-voice/voice-job/voice-job.walk';
export { proCloneMachineWalk } from '../create-voice/pro-clone/pro-clone.walk';
export {
  consentMachineWalk,
  consentWalkChallenge,
  consentWalkFailed,
  consentWalkPassed,
} from '../create-voice/consent/consent.walk';
export { quickCloneMachineWalk } from '../create-voice/quick-clone/quick-clone.walk';
export { fullTrainingMachineWalk } from '../create-voice/full-training/full-training.walk';
export { emotionSampleMachineWalk } from '../create-voice/emotion-sample/emotion-sample.walk';
export {
  categorizationMachineWalk,
  sampleReferenceClips,
} from '../create-voice/categorization/categorization.walk';
export { playbackMachineWalk } from '../create-voice/playback/playback.walk';
export { createVoicePageMachineWalk, createVoiceWalkModels } from '../create-voice/create-voice.walk';
export { questionnaireMachineWalk, sampleQuestionnaireAnswers } from '../questionnaire/questionnaire.walk';
export {
  enterpriseContactMachineWalk,
  sampleEnterpriseContact,
} from '../enterprise-contact/enterprise-contact.walk';
export {
  speechGenerationMachineWalk,
  speechWalkGenerated,
  speechWalkNow,
  speechWalkPendingGeneration,
  speechWalkStyles,
  speechWalkVoices,
} from '../text-to-speech/speech-generation.walk';
export { timelineMachineWalk, timelineWalkClips } from '../timeline/timeline.walk';
export { timelineSectionMachineWalk } from '../text-to-speech/timeline-section.walk';
export { projectSaveMachineWalk } from '../text-to-speech/project-save.walk';
export { takesMachineWalk, walkTake } from '../text-to-speech/takes/takes.walk';
export {
  libraryMachineWalk,
  libraryWalkFinishedJobs,
  libraryWalkLocalizationJobs,
  libraryWalkRunningJobs,
} from '../library/library.walk';
export {
  lipsyncStartMachineWalk,
  lipsyncWalkClips,
  lipsyncWalkNotFound,
  lipsyncWalkVideos,
} from '../video/lipsync-start/lipsync-start.walk';
export {
  localizeMachineWalk,
  localizeWalkFiles,
  localizeWalkJobSnapshots,
  localizeWalkLanguages,
  localizeWalkRefused,
  localizeWalkTranscription,
} from '../localize/localize.walk';
export {
  localizeJobMachineWalk,
  localizeJobWalkChecks,
  localizeJobWalkResult,
} from '../localize/localize-job/localize-job.walk';
export {
  dubEditorMachineWalk,
  dubEditorWalkChecks,
  dubEditorWalkSegments,
} from '../localize/dub-editor/dub-editor.walk';
export {
  speechTestMachineWalk,
  speechTestWalkAudio,
  speechTestWalkFiles,
  speechTestWalkText,
} from '../speech-test/speech-test.walk';
export { videoUploadMachineWalk, videoUploadWalkFiles } from '../video/video-upload/video-upload.walk';
export { videoRecorderMachineWalk } from '../video/video-recorder/video-recorder.walk';
export { videoPageMachineWalk, videoPageWalkVideos } from '../video/video-page/video-page.walk';
export { createFakeCallbackActor, createFakePromiseActors, settle } from './fake-actors';
export type { FakeCallbackInstance } from './fake-actors';
