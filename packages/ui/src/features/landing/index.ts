// @twin/ui/features/landing: the landing page, its sections and the floating 'Get Started' button
// (view and framework-free behaviour).
export { LandingPage, type LandingPageProps } from './landing-page';
export { HeroSection, type HeroSectionProps } from './hero-section';
export { HowItWorksSection, howItWorksSteps } from './how-it-works-section';
export { LanguagesSection, landingLanguages } from './languages-section';
export { LearningOutcomesSection, learningOutcomes } from './learning-outcomes-section';
export { EthicsSection, ethicsSafeguards } from './ethics-section';
export { MissionSection } from './mission-section';
export { FloatingGetStarted, type FloatingGetStartedProps } from './floating-get-started';
export { attachFloatingCta, isPastFirstViewport } from './floating-cta.behavior';
