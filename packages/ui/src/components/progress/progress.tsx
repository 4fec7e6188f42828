// Progress: Radix progress bar (role progressbar with aria values); give it an aria-label.
import * as React from 'react';
import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const progressIndicatorVariants = cva(
  'h-full w-full flex-1 rounded-full transition-transform duration-300',
  {
    variants: {
      tone: { default: 'bg-primary', warning: 'bg-warning', danger: 'bg-destructive' },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> &
  VariantProps<typeof progressIndicatorVariants>;

export function Progress({ className, value, max = 100, tone, ...props }: ProgressProps) {
  const percent = value == null ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn(
        'relative h-2 w-full overflow-hidden rounded-full bg-subtle ring-1 ring-border ring-inset',
        className,
      )}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={progressIndicatorVariants({ tone })}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
