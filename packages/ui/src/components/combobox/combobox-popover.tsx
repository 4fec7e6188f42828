// ComboboxPopover: the combobox's popup in a Radix Popover (portal, placement that avoids the edges,
// closes on an outside click or focus and returns focus to the trigger), for the studio's panels.
// Use inside <Combobox> instead of ComboboxTrigger + ComboboxContent; the trigger opens a dialog.
import * as React from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { cn } from '../../lib/cn';
import { comboboxTriggerClassName, useCombobox } from './combobox';

export function ComboboxPopover(
  props: Omit<React.ComponentProps<typeof PopoverPrimitive.Root>, 'open' | 'onOpenChange'>,
) {
  const { open, setOpen } = useCombobox();
  return <PopoverPrimitive.Root data-slot="combobox-popover" open={open} onOpenChange={setOpen} {...props} />;
}

export function ComboboxPopoverTrigger({
  className,
  onKeyDown,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  const { triggerRef, disabled, onTriggerKeyDown } = useCombobox();
  return (
    <PopoverPrimitive.Trigger
      ref={triggerRef}
      data-slot="combobox-trigger"
      disabled={disabled}
      className={cn(comboboxTriggerClassName, className)}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        onTriggerKeyDown(event);
      }}
    />
  );
}

export function ComboboxPopoverContent({
  className,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="combobox-content"
        align="start"
        sideOffset={6}
        className={cn(
          'z-50 w-[var(--radix-popover-trigger-width)] min-w-60 overflow-hidden rounded-lg border bg-surface text-surface-foreground shadow-lg',
          'data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
