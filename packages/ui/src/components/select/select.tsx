// Select parts: Radix Select's popup list and option in the design system's style, shared by the
// voice and language pickers. Each option shows a check when chosen; the caller gives its contents.
import * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { CheckIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The open list, below its trigger and as wide as it; scrolls within the space available. */
export function SelectContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position="popper"
        sideOffset={6}
        className={cn(
          'z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)]',
          'overflow-hidden rounded-lg border bg-surface text-surface-foreground shadow-lg',
          'data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** One option; put its name in SelectPrimitive.ItemText among the children. */
export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex cursor-pointer items-center gap-2.5 rounded-md py-2 pr-8 pl-2.5 text-sm outline-none select-none',
        'data-[highlighted]:bg-subtle data-[state=checked]:font-medium',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.ItemIndicator className="absolute right-2.5 inline-flex">
        <CheckIcon aria-hidden className="size-4 text-primary" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
