// The public site's sticky header (spec part 1 §2): the wordmark home, Login (→ /login) and
// 'Start now' (→ /contact-form). A skip link lets keyboard users jump past it.
import * as React from 'react';
import { buttonVariants } from '../../components/button/button';
import { AppLink } from '../../components/link/app-link';
import { cn } from '../../lib/cn';
import { BrandMark } from '../../components/brand-mark/brand-mark';

export type SiteHeaderProps = React.ComponentProps<'header'>;

export function SiteHeader({ className, ...props }: SiteHeaderProps) {
  return (
    <header
      data-slot="site-header"
      className={cn(
        'sticky top-0 z-30 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70',
        className,
      )}
      {...props}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-40 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8"
      >
        <AppLink
          href="/"
          aria-label="Twin Studio home"
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <BrandMark />
        </AppLink>
        <div className="flex items-center gap-2">
          <AppLink href="/login" className={buttonVariants({ variant: 'ghost' })}>
            Login
          </AppLink>
          <AppLink href="/contact-form" className={buttonVariants({ variant: 'default' })}>
            Start now
          </AppLink>
        </div>
      </nav>
    </header>
  );
}
