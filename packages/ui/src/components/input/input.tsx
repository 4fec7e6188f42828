// Input: a single-line text control with the design system's border, focus ring and invalid state.
import * as React from 'react';
import { mergeClasses } from '../../lib/merge-classes';

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={mergeClasses(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-surface px-3 text-sm text-foreground shadow-xs',
        'placeholder:text-subtle-foreground transition-[border-color,box-shadow] duration-150',
        'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
        'read-only:bg-subtle read-only:text-foreground read-only:shadow-none',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
