// CreditRing: a ring showing the share of plan credits left (orange above 60% used, red above 80%),
// with a tooltip and an accessible name such as '3,600 of 3,600 credits · 100% remaining'.
import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip/tooltip';
import { summarizeCredits } from './credit-usage';

const ringArcVariants = cva('transition-[stroke-dashoffset,color] duration-500 ease-out', {
  variants: { tone: { default: 'text-primary', warning: 'text-warning', danger: 'text-destructive' } },
  defaultVariants: { tone: 'default' },
});

export type CreditRingProps = Omit<React.ComponentProps<'button'>, 'children'> & {
  used: number;
  /** Plan credits; -1 = unlimited. */
  total: number;
  /** Diameter in pixels. */
  size?: number;
  /** Where the tooltip opens (the sidebar uses 'right' so it does not cover the user's name). */
  tooltipSide?: 'top' | 'right' | 'bottom' | 'left';
};

export function CreditRing({
  used,
  total,
  size = 36,
  tooltipSide = 'top',
  className,
  ...props
}: CreditRingProps) {
  const summary = summarizeCredits(used, total);
  const strokeWidth = Math.max(3, Math.round(size / 9));
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  // The arc shows what is left, like a battery: full when nothing is used, gone when all is.
  const fraction = summary.unlimited ? 1 : (100 - summary.percentUsed) / 100;

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          data-slot="credit-ring"
          data-tone={summary.tone}
          aria-label={summary.label}
          className={cn(
            'relative inline-flex shrink-0 items-center justify-center rounded-full',
            'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            className,
          )}
          style={{ width: size, height: size }}
          {...props}
        >
          <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden className="-rotate-90">
            <circle
              cx={size / 2}
              cy={size / 2}
              r={radius}
              fill="none"
              stroke="currentColor"
              strokeWidth={strokeWidth}
              className="text-subtle-foreground/20"
            />
            {fraction > 0 ? (
              <circle
                data-slot="credit-ring-arc"
                cx={size / 2}
                cy={size / 2}
                r={radius}
                fill="none"
                stroke="currentColor"
                strokeWidth={strokeWidth}
                strokeLinecap="round"
                strokeDasharray={circumference}
                strokeDashoffset={circumference * (1 - fraction)}
                className={ringArcVariants({ tone: summary.tone })}
              />
            ) : null}
          </svg>
          {summary.unlimited ? (
            <span
              aria-hidden
              className="absolute text-[11px] leading-none font-semibold text-primary-soft-foreground"
            >
              ∞
            </span>
          ) : null}
        </button>
      </TooltipTrigger>
      <TooltipContent side={tooltipSide}>{summary.label}</TooltipContent>
    </Tooltip>
  );
}
