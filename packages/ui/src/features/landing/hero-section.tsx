// The landing page's hero (spec part 1 §2): 'Create Your Digital Twin', what the product does, the
// 'Get Started' link to the questionnaire, and the demo video.
import * as React from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { buttonVariants } from '../../components/button/button';
import { AppLink } from '../../components/link/app-link';
import { cn } from '../../lib/cn';
import { DemoVideoPlayer, type DemoVideoPlayerProps } from '../site/demo-video/demo-video-player';

export interface HeroSectionProps {
  video: DemoVideoPlayerProps;
}

export function HeroSection({ video }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(70%_60%_at_50%_0%,var(--color-primary-soft),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 pt-14 pb-16 sm:px-8 sm:pt-20 lg:pb-24">
        <div className="mx-auto grid max-w-3xl justify-items-center gap-6 text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-surface px-3 py-1 text-xs font-medium text-primary-soft-foreground shadow-xs sm:text-sm">
            <span aria-hidden className="size-1.5 rounded-full bg-primary" />
            AI voice and video for creators and educators
          </p>
          <h1
            id="hero-title"
            className="text-[2.6rem] leading-[1.05] font-semibold tracking-tight text-balance text-foreground sm:text-6xl lg:text-7xl"
          >
            Create Your Digital Twin
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-subtle-foreground sm:text-xl">
            Clone your voice, upload a video of yourself and write a script. Your twin presents it on camera
            with lip sync, in the languages your audience speaks.
          </p>
          <div className="flex flex-col items-center gap-3 sm:flex-row">
            <AppLink
              href="/contact-form"
              className={cn(buttonVariants({ size: 'lg' }), 'h-12 px-7 text-base')}
            >
              Get Started
              <ArrowRightIcon aria-hidden />
            </AppLink>
            <a
              href="#how-it-works"
              className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'h-12 px-6 text-base')}
            >
              See how it works
            </a>
          </div>
        </div>
        <DemoVideoPlayer {...video} className={cn('mx-auto w-full max-w-5xl', video.className)} />
      </div>
    </section>
  );
}
