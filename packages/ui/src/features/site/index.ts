// @twin/ui/features/site: the public site's chrome (page frame, header, footer, section heading),
// its form controls and the demo video (player and framework-free behaviour).
export { MarketingPage, type MarketingPageProps } from './marketing-page';
export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
export { SectionHeading, type SectionHeadingProps } from './section-heading';
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
export { NativeSelect, Textarea } from './form/textarea';
