// / in the browser, without a framework: the demo video player and the floating 'Get Started' are
// wired onto the pre-rendered HTML (a few KB instead of React).
import { attachFloatingCta } from '@twin/ui/features/landing';
import { attachDemoVideo } from '@twin/ui/features/site';

const player = document.querySelector<HTMLElement>('[data-slot="demo-video"]');
if (player) attachDemoVideo(player);
const floating = document.querySelector<HTMLElement>('[data-slot="floating-get-started"]');
if (floating) attachFloatingCta(floating);
