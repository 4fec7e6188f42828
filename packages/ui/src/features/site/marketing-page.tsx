// The frame of every public page: the sticky header, the page's <main id="main"> (the skip
// link's target), and the footer.
import * as React from 'react';
import { cn } from '../../lib/cn';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export type MarketingPageProps = React.ComponentProps<'main'>;

export function MarketingPage({ className, children, ...props }: MarketingPageProps) {
  return (
    <div data-slot="marketing-page" className="flex min-h-dvh flex-col bg-background text-foreground">
      <SiteHeader />
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', className)} {...props}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
