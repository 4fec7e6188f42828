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
      className={cx('twin-timeline__button', className)}
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
      className={cx('twin-timeline__tool', className)}
      {...props}
    />
  );
}

export function Spinner() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden className="twin-timeline__spinner">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
