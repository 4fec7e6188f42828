// @twin/ui/features/localize: the /localize page — the screen over the localize wizard, its view,
// the steps, the target language picker and the full-screen progress overlay.
export { LocalizeScreen, type LocalizeScreenProps } from './localize-screen';
export { LocalizeWizardView, type LocalizeWizardViewProps } from './localize-view';
export { LocalizeProgressOverlay, type LocalizeProgressOverlayProps } from './localize-progress-overlay';
export { TargetLanguagePicker, type TargetLanguagePickerProps } from './target-language-picker';
export { DubEditorScreen, dubEditorTexts, type DubEditorScreenProps } from './dub-editor-screen';
