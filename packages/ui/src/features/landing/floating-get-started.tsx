// The floating 'Get Started' link (→ /contact-form) at the bottom right, hidden (and out of the
// tab order) until the visitor has scrolled past one viewport; floating-cta.behavior.ts toggles
// data-visible. React attaches it in Storybook; the site attaches it without React.
import * as React from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { buttonVariants } from '../../components/button/button';
import { AppLink } from '../../components/link/app-link';
import { cn } from '../../lib/cn';
import { attachFloatingCta } from './floating-cta.behavior';

export interface FloatingGetStartedProps {
  /** Only for stories: render it as shown. */
  initiallyVisible?: boolean;
  className?: string;
}

export function FloatingGetStarted({ initiallyVisible = false, className }: FloatingGetStartedProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (!ref.current || initiallyVisible) return undefined;
    return attachFloatingCta(ref.current);
  }, [initiallyVisible]);
  return (
    <div
      ref={ref}
      data-slot="floating-get-started"
      data-visible={String(initiallyVisible)}
      className={cn(
        'fixed right-4 bottom-4 z-40 transition-[opacity,transform,visibility] duration-200 sm:right-6 sm:bottom-6',
        'data-[visible=false]:invisible data-[visible=false]:translate-y-3 data-[visible=false]:opacity-0',
        className,
      )}
    >
      <AppLink
        href="/contact-form"
        className={cn(buttonVariants({ size: 'lg' }), 'rounded-full px-6 shadow-lg ring-4 ring-primary/15')}
      >
        Get Started
        <ArrowRightIcon aria-hidden />
      </AppLink>
    </div>
  );
}
