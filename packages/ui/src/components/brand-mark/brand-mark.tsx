// The Twin Studio wordmark: two overlapping circles (the person and their twin) and the name.
import * as React from 'react';
import { mergeClasses } from '../../lib/merge-classes';

export function BrandMark({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="brand-mark"
      className={mergeClasses('inline-flex items-center gap-2.5', className)}
      {...props}
    >
      <svg viewBox="0 0 28 28" aria-hidden className="size-7 shrink-0">
        <rect width="28" height="28" rx="8" className="fill-primary" />
        <circle cx="11.5" cy="14" r="5" fill="none" strokeWidth="2" className="stroke-primary-foreground" />
        <circle
          cx="16.5"
          cy="14"
          r="5"
          fill="none"
          strokeWidth="2"
          className="stroke-primary-foreground/60"
        />
      </svg>
      <span className="text-[15px] font-semibold tracking-tight text-foreground">Twin Studio</span>
    </span>
  );
}
