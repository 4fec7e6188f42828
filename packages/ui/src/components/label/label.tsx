// Label: Radix's label (clicking focuses the control) with the design system's type style.
import * as React from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { mergeClasses } from '../../lib/merge-classes';

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={mergeClasses(
        'text-[13px] leading-none font-medium text-foreground select-none',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
