// Select parts: Radix Select's root, trigger, value, popup list and option in the design system's
// style, used by every select (voice and language pickers). Each option shows a check when chosen;
// the caller gives its contents.
import * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export const Select = SelectPrimitive.Root;
/** The chosen option's contents in the trigger, or the placeholder (dimmed) when none is chosen. */
export const SelectValue = SelectPrimitive.Value;
/** The part of an option that names it in the trigger and for typeahead. */
export const SelectItemText = SelectPrimitive.ItemText;

/** The field that opens the list: an input's frame with a chevron; `size` "lg" is the taller one. */
export function SelectTrigger({
  className,
  children,
  size = 'md',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger> & { size?: 'md' | 'lg' }) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'flex w-full items-center justify-between gap-2 rounded-md border border-input bg-surface px-3 text-left text-sm shadow-xs',
        size === 'lg' ? 'h-11' : 'h-10',
        'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
        'data-[placeholder]:text-subtle-foreground disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

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
