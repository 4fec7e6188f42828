// @twin/ui/features/text-to-speech: the screen over the speechGeneration machine and the panels
// it is made of (editor, player, settings, voice picker), for pages that arrange them differently;
// and lip-sync start's pieces (the video picker, its Upload and Record tabs, and the line above the
// timeline).
export { SpeechGenerationScreen, type SpeechGenerationScreenProps } from './speech-generation-screen';
export { SpeechEditor, type SpeechEditorProps } from './editor/speech-editor';
export { SpeechAudioPlayer, type SpeechAudioPlayerProps } from './player/speech-audio-player';
export {
  LanguagePicker,
  matchLanguages,
  type LanguagePickerProps,
  type SpeechLanguageOption,
} from './settings/language-picker';
export {
  formatSliderValue,
  SpeechSlidersPanel,
  type SpeechSlidersPanelProps,
} from './settings/speech-sliders-panel';
export { VoiceSettingsPanel, type VoiceSettingsPanelProps } from './settings/voice-settings-panel';
export { VoicePicker, VoiceTypeBadge, type VoicePickerProps } from './voice-picker/voice-picker';
export { VoiceStyleControls, type VoiceStyleControlsProps } from './voice-picker/voice-style-controls';
export { TimelineStatus, type TimelineStatusProps } from './timeline-section/timeline-status';
export {
  ProjectSaveStatus,
  projectSaveTexts,
  type ProjectSaveStatusProps,
} from './project/project-save-status';
export { TakesPanel, takesTexts, type TakesPanelProps } from './takes/takes-panel';
