// Textarea and native select in the look of the design system's Input (border, focus ring, invalid
// state), for the public site's forms.
import * as React from 'react';
import { cn } from '../../../lib/cn';

const controlClasses = [
  'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-sm text-foreground shadow-xs',
  'placeholder:text-subtle-foreground transition-[border-color,box-shadow] duration-150',
  'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/25',
  'disabled:cursor-not-allowed disabled:opacity-60',
];

export function Textarea({ className, rows = 5, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClasses, 'min-h-28 resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}

export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        controlClasses,
        'h-10 cursor-pointer appearance-none bg-[url("data:image/svg+xml,%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27%20viewBox=%270%200%2024%2024%27%20fill=%27none%27%20stroke=%27%2371717a%27%20stroke-width=%272%27%3E%3Cpath%20d=%27m6%209%206%206%206-6%27/%3E%3C/svg%3E")] bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9',
        className,
      )}
      {...props}
    />
  );
}
