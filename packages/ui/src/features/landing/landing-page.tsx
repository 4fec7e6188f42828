// The whole landing page (/, spec part 1 §2): header, hero with the demo video, How It Works, Speak
// Any Language, Improve learning outcomes, Transparency & Ethics, Our Mission, footer, and the
// floating 'Get Started' after one viewport of scrolling.
import type { DemoVideoPlayerProps } from '../site/demo-video/demo-video-player';
import { MarketingPage } from '../site/marketing-page';
import { EthicsSection } from './ethics-section';
import { FloatingGetStarted } from './floating-get-started';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LanguagesSection } from './languages-section';
import { LearningOutcomesSection } from './learning-outcomes-section';
import { MissionSection } from './mission-section';

export interface LandingPageProps {
  video: DemoVideoPlayerProps;
}

export function LandingPage({ video }: LandingPageProps) {
  return (
    <>
      <MarketingPage>
        <HeroSection video={video} />
        <HowItWorksSection />
        <LanguagesSection />
        <LearningOutcomesSection />
        <EthicsSection />
        <MissionSection />
      </MarketingPage>
      <FloatingGetStarted />
    </>
  );
}
