// The timeline's own buttons and spinner (the package depends on nothing of the studio's design
// system): a text button with an icon, an icon-only tool button with its shortcut in the tooltip,
// and a decorative spinner.
import * as React from 'react';
import { cx } from '../class-names';

export function TextButton({
  variant = 'outline',
  className,
  type = 'button',
  ...props
}: React.ComponentProps<'button'> & { variant?: 'outline' | 'primary' | 'ghost' }) {
  return (
    <button
      type={type}
      data-variant={variant}
      className={cx(
        'inline-flex h-8 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-[13px] font-medium whitespace-nowrap select-none',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'outline' && 'border border-input bg-surface text-foreground shadow-xs hover:bg-subtle',
        variant === 'primary' && 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        variant === 'ghost' && 'text-current',
        className,
      )}
      {...props}
    />
  );
}

export function ToolButton({
  label,
  shortcut,
  pressed,
  className,
  ...props
}: React.ComponentProps<'button'> & { label: string; shortcut?: string; pressed?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      className={cx(
        'grid size-8 cursor-pointer place-items-center rounded-md text-foreground transition-colors hover:bg-subtle',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:pointer-events-none disabled:opacity-40',
        pressed && 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
        className,
      )}
      {...props}
    />
  );
}

export function Spinner() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden className="size-4 shrink-0 animate-spin">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
