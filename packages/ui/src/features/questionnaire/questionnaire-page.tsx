// The /contact-form page around the questionnaire: the site's frame, the page title and a card
// that holds the screen (the marketing app hydrates only that card's content).
import * as React from 'react';
import { ShieldCheckIcon } from 'lucide-react';
import { AppLink } from '../../components/link/app-link';
import { MarketingPage } from '../site/marketing-page';

export interface QuestionnairePageProps {
  /** The questionnaire screen, or the pre-rendered island that holds it. */
  children: React.ReactNode;
}

export function QuestionnairePage({ children }: QuestionnairePageProps) {
  return (
    <MarketingPage className="relative">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-primary-soft),transparent)]"
      />
      <div className="relative mx-auto grid max-w-2xl gap-8 px-5 pt-12 pb-20 sm:px-8 sm:pt-16">
        <header className="grid gap-3 text-center">
          <p className="text-sm font-semibold text-primary-soft-foreground">Get Started</p>
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
            Tell us about your videos
          </h1>
          <p className="text-[15px] text-pretty text-subtle-foreground sm:text-base">
            Six short questions, then pick a time to meet the team.
          </p>
        </header>
        <div className="rounded-2xl border bg-surface p-6 shadow-sm sm:p-10">{children}</div>
        <p className="flex items-center justify-center gap-2 text-center text-xs text-subtle-foreground">
          <ShieldCheckIcon aria-hidden className="size-4 shrink-0" />
          <span>
            We use your answers only to prepare our conversation. See our{' '}
            <AppLink href="/privacy" className="underline underline-offset-4 hover:text-foreground">
              Privacy Policy
            </AppLink>
            .
          </span>
        </p>
      </div>
    </MarketingPage>
  );
}
