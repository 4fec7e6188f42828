// @twin/ui/features/speech-test: the /test-vibe screen and its parts (health badge, reference
// panel, sliders, result).
export { SpeechTestScreen, type SpeechTestScreenProps } from './speech-test-screen';
export { HealthBadge, type HealthBadgeProps } from './health-badge';
export { ReferencePanel, type ReferencePanelProps } from './reference-panel';
export {
  SpeechTestSliders,
  formatSpeechTestSlider,
  type SpeechTestSlidersProps,
} from './speech-test-sliders';
export { SpeechTestResult, type SpeechTestResultProps } from './speech-test-result';
