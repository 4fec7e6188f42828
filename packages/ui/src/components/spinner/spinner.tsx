// Spinner: an animated ring with an accessible label ("Loading" by default); `decorative` hides it
// from assistive technology when text next to it already says what is happening.
import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { mergeClasses } from '../../lib/merge-classes';

export const spinnerVariants = cva('inline-block shrink-0 animate-spin text-current', {
  variants: { size: { sm: 'size-4', default: 'size-5', lg: 'size-8' } },
  defaultVariants: { size: 'default' },
});

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    label?: string;
    decorative?: boolean;
  };

export function Spinner({ className, size, label = 'Loading', decorative = false, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative ? true : undefined}
      className={mergeClasses('inline-flex items-center', className)}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden className={spinnerVariants({ size })}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}
