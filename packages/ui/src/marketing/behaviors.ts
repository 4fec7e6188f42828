// @twin/ui/marketing/behaviors: the public site's framework-free behaviours only (demo video player,
// floating 'Get Started'), so the landing page's bundle contains no React.
export { attachDemoVideo, formatVideoTime } from './demo-video/demo-video.behavior';
export { attachFloatingCta, isPastFirstViewport } from './landing/floating-cta.behavior';
