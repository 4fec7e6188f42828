// /thank-you (spec part 1 §2): 'What Happens Next' with a four-step timeline — Contact Submitted
// (done), Schedule Meeting (the team reaches out within 24 hours), Platform Demo, Start Creating —
// and a link back to the homepage.
import { ArrowLeftIcon, CheckIcon } from 'lucide-react';
import { buttonVariants } from '../../components/button/button';
import { AppLink } from '../../components/link/app-link';
import { cn } from '../../lib/cn';
import { MarketingPage } from '../site/marketing-page';

interface TimelineStep {
  title: string;
  text: string;
  done: boolean;
}

export const whatHappensNextSteps: readonly TimelineStep[] = [
  { title: 'Contact Submitted', text: 'We have your details and your answers.', done: true },
  {
    title: 'Schedule Meeting',
    text: 'Our team reaches out within 24 hours to find a time that suits you.',
    done: false,
  },
  {
    title: 'Platform Demo',
    text: 'We show you the studio with your own use case: voice cloning, video, localization.',
    done: false,
  },
  {
    title: 'Start Creating',
    text: 'You receive your invitation and create your first videos with your digital twin.',
    done: false,
  },
];

export function WhatHappensNextPage() {
  return (
    <MarketingPage>
      <div className="mx-auto grid max-w-2xl gap-10 px-5 pt-14 pb-20 sm:px-8 sm:pt-20">
        <header className="grid gap-3 text-center">
          <p className="text-sm font-semibold text-primary-soft-foreground">Thank you for your interest</p>
          <h1 className="text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
            What Happens Next
          </h1>
          <p className="text-[15px] text-subtle-foreground sm:text-base">
            Four steps from here to your first video.
          </p>
        </header>
        <ol className="grid rounded-2xl border bg-surface p-6 shadow-sm sm:p-8">
          {whatHappensNextSteps.map((step, index) => {
            const last = index === whatHappensNextSteps.length - 1;
            return (
              <li key={step.title} className="relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-4">
                {last ? null : (
                  <span
                    aria-hidden
                    className="absolute top-10 bottom-0 left-5 w-px -translate-x-1/2 bg-border"
                  />
                )}
                <span
                  aria-hidden
                  className={cn(
                    'relative flex size-10 items-center justify-center rounded-full text-sm font-semibold',
                    step.done
                      ? 'bg-primary text-primary-foreground'
                      : 'border-2 border-border bg-surface text-subtle-foreground',
                  )}
                >
                  {step.done ? <CheckIcon className="size-5" /> : index + 1}
                </span>
                <div className={cn('grid gap-1 pt-2', last ? 'pb-1' : 'pb-8')}>
                  <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-foreground">
                    {step.title}
                    {step.done ? (
                      <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
                        Done
                      </span>
                    ) : null}
                  </h2>
                  <p className="text-[15px] leading-relaxed text-subtle-foreground">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex justify-center">
          <AppLink href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <ArrowLeftIcon aria-hidden />
            Back to Homepage
          </AppLink>
        </div>
      </div>
    </MarketingPage>
  );
}
