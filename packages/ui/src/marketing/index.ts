// @twin/ui/marketing: the public site's pages, sections, views and screens, and the framework-free
// behaviours (demo video, floating button) the site attaches to its pre-rendered HTML. A separate
// entry so that the site's bundles never pull in the studio's components.
export { MarketingPage, type MarketingPageProps } from './site/marketing-page';
export { SiteHeader } from './site/site-header';
export { SiteFooter } from './site/site-footer';
export { SectionHeading, type SectionHeadingProps } from './site/section-heading';

export { LandingPage, type LandingPageProps } from './landing/landing-page';
export { HeroSection, type HeroSectionProps } from './landing/hero-section';
export { HowItWorksSection, howItWorksSteps } from './landing/how-it-works-section';
export { LanguagesSection, landingLanguages } from './landing/languages-section';
export { LearningOutcomesSection, learningOutcomes } from './landing/learning-outcomes-section';
export { EthicsSection, ethicsSafeguards } from './landing/ethics-section';
export { MissionSection } from './landing/mission-section';
export { FloatingGetStarted, type FloatingGetStartedProps } from './landing/floating-get-started';
export { attachFloatingCta, isPastFirstViewport } from './landing/floating-cta.behavior';

export {
  DemoVideoPlayer,
  type DemoVideoPlayerProps,
  type DemoVideoPoster,
} from './demo-video/demo-video-player';
export {
  attachDemoVideo,
  demoVideoSeekStepSeconds,
  formatVideoTime,
  type DemoVideoState,
} from './demo-video/demo-video.behavior';

export { QuestionnairePage, type QuestionnairePageProps } from './questionnaire/questionnaire-page';
export { QuestionnaireScreen, type QuestionnaireScreenProps } from './questionnaire/questionnaire-screen';
export {
  QuestionnaireStepView,
  questionnaireStepCount,
  type QuestionnaireStepViewProps,
} from './questionnaire/questionnaire-step-view';
export { BookingView, type BookingViewProps } from './questionnaire/booking-view';
export { QuestionnaireThankYou } from './questionnaire/questionnaire-thank-you';
export { DialCodePicker, type DialCodePickerProps } from './questionnaire/dial-code-picker';
export {
  questionnaireQuestions,
  type DialCodeOption,
  type QuestionnaireOptions,
} from './questionnaire/questionnaire-options';

export { EnterpriseContactPage } from './enterprise-contact/enterprise-contact-page';
export {
  EnterpriseContactScreen,
  type EnterpriseContactScreenProps,
} from './enterprise-contact/enterprise-contact-screen';
export {
  EnterpriseContactView,
  type EnterpriseContactViewProps,
  type InquiryTypeOption,
} from './enterprise-contact/enterprise-contact-view';

export { WhatHappensNextPage, whatHappensNextSteps } from './thank-you/what-happens-next-page';
export {
  PrivacyPolicyPage,
  privacySections,
  type PrivacyPolicyPageProps,
} from './privacy/privacy-policy-page';
export { NativeSelect, Textarea } from './form/textarea';
