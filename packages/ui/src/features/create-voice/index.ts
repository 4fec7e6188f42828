// @twin/ui/features/create-voice: the /create-voice screens that take machine bindings
// ({ snapshot, send }), the page's panels, and the pieces text to speech reuses.
export type {
  CategorizationBinding,
  ConsentBinding,
  EmotionSampleBinding,
  FullTrainingBinding,
  PlaybackBinding,
  ProCloneBinding,
  QuickCloneBinding,
  RecorderBinding,
  VoiceJobBinding,
} from './shared/voice-bindings';
export { PlayPauseButton, type PlayPauseButtonProps } from './shared/play-pause-button';
export { SamplePlayer, type SamplePlayerProps } from './shared/sample-player';
export { LanguageSelect, type LanguageSelectProps } from './shared/language-select';
export { UploadProgress } from './shared/upload-progress';
export { referenceLanguageOf, type ReferenceLanguageOption } from './reference-languages';
export { RecorderPanel, type RecorderPanelProps } from './recorder/recorder-panel';
export { PlaybackError } from './playback/playback-error';
export { ConsentPanel, type ConsentPanelProps } from './consent/consent-panel';
export { ProCloneScreen, proClonePlaybackIds, type ProCloneScreenProps } from './pro-clone/pro-clone-screen';
export {
  QuickCloneScreen,
  quickClonePlaybackIds,
  type QuickCloneScreenProps,
} from './quick-clone/quick-clone-screen';
export { FullTrainingScreen, type FullTrainingScreenProps } from './full-training/full-training-screen';
export { QualityRing } from './full-training/quality-ring';
export { VoiceJobBanner, type VoiceJobBannerProps } from './voice-job/voice-job-banner';
export {
  CategorizationDialog,
  isCategorizationOpen,
  type CategorizationDialogProps,
} from './categorization/categorization-dialog';
export { CategorizationOutcome } from './categorization/categorization-outcome';
export { speakingStyleTexts } from '../../lib/speaking-style-texts';
export { EmotionSampleDialog, type EmotionSampleDialogProps } from './emotion-sample/emotion-sample-dialog';
export {
  EmotionSamplesSection,
  type EmotionSamplesSectionProps,
} from './emotion-sample/emotion-samples-section';
export { emotionSampleTitle, emotionSampleTypes } from './emotion-sample/emotion-sample-types';
export { VoiceModeCards, type VoiceCreationMode, type VoiceModeCardsProps } from './page/voice-mode-cards';
export { VoiceCreatedPanel, type VoiceCreatedPanelProps } from './page/voice-created-panel';
export {
  SetupFirstBanner,
  type SetupFirstBannerProps,
  type VoiceNeedingSetup,
} from './page/setup-first-banner';
export { VoiceList, type VoiceListModel, type VoiceListProps, type VoiceManager } from './page/voice-list';
export { CloneLimitNotice } from './page/clone-limit-notice';
export { CreateVoiceLayout, type CreateVoiceLayoutProps } from './page/create-voice-layout';
