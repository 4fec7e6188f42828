// The /contact page around the enterprise contact screen: the site's frame and the page title
// (the marketing app hydrates only the screen).
import * as React from 'react';
import { MarketingPage } from '../site/marketing-page';

export interface EnterpriseContactPageProps {
  children: React.ReactNode;
}

export function EnterpriseContactPage({ children }: EnterpriseContactPageProps) {
  return (
    <MarketingPage>
      <div className="mx-auto grid max-w-6xl gap-10 px-5 pt-12 pb-20 sm:px-8 sm:pt-16">
        <header className="grid max-w-2xl gap-3">
          <p className="text-sm font-semibold text-primary-soft-foreground">Enterprise</p>
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
            Talk to our enterprise team
          </h1>
          <p className="text-[15px] text-pretty text-subtle-foreground sm:text-base">
            Custom plans, integrations and partnerships for organisations that produce video at scale.
          </p>
        </header>
        {children}
      </div>
    </MarketingPage>
  );
}
