// The heading block every landing section opens with: a small eyebrow, the section's title (an
// <h2> whose id labels the section) and an optional lead paragraph.
import * as React from 'react';
import { cn } from '../../lib/cn';

export interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: React.ReactNode;
  lead?: React.ReactNode;
  align?: 'center' | 'start';
  /** Light text for dark sections. */
  inverted?: boolean;
  className?: string;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  inverted = false,
  className,
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn('grid max-w-2xl gap-3', align === 'center' && 'mx-auto text-center', className)}
    >
      {eyebrow ? (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide',
            inverted ? 'text-indigo-200' : 'text-primary-soft-foreground',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'text-3xl font-semibold tracking-tight text-balance sm:text-4xl',
          inverted ? 'text-white' : 'text-foreground',
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            'text-base text-pretty sm:text-lg',
            inverted ? 'text-indigo-100' : 'text-subtle-foreground',
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
