// VoiceBadge: a small uppercase or status label (PREMIUM, LIMIT REACHED, Ready, Pro…).
import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const voiceBadgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      tone: {
        neutral: 'bg-subtle text-subtle-foreground ring-1 ring-border ring-inset',
        accent: 'bg-primary-soft text-primary-soft-foreground',
        premium: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
        danger: 'bg-red-700 text-white dark:bg-red-400/20 dark:text-red-100',
        success: 'bg-success-soft text-success',
      },
      caps: { true: 'tracking-wider uppercase', false: '' },
    },
    defaultVariants: { tone: 'neutral', caps: false },
  },
);

export type VoiceBadgeProps = React.ComponentProps<'span'> & VariantProps<typeof voiceBadgeVariants>;

export function VoiceBadge({ className, tone, caps, ...props }: VoiceBadgeProps) {
  return (
    <span data-slot="voice-badge" className={cn(voiceBadgeVariants({ tone, caps }), className)} {...props} />
  );
}
