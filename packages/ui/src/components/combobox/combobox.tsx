// Combobox: a searchable single choice, a button opening a search field (ARIA combobox) over a listbox.
// Keys in the field: ↑/↓/Home/End move, Enter chooses, Escape closes; typing filters. The popup here
// is inline (no Radix, for byte-counted pages); combobox-popover.tsx puts it in a Radix Popover.
import * as React from 'react';
import { SearchIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface ComboboxProps {
  /** The chosen value. */
  value: string;
  onValueChange: (value: string) => void;
  /** The values of the options shown for the current query, in the order they are listed. */
  items: readonly string[];
  /** The search text; the caller filters `items` by it (reset to '' each time the list opens). */
  query: string;
  onQueryChange: (query: string) => void;
  disabled?: boolean;
  children: React.ReactNode;
}

interface ComboboxContextValue {
  open: boolean;
  /** Opening resets the search and moves to the chosen option; closing leaves focus where it is. */
  setOpen: (open: boolean) => void;
  close: (returnFocus: boolean) => void;
  choose: (value: string) => void;
  setActive: (value: string | null) => void;
  value: string;
  items: readonly string[];
  active: string | undefined;
  query: string;
  onQueryChange: (query: string) => void;
  disabled: boolean;
  listId: string;
  optionId: (value: string) => string;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  onTriggerKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => void;
  onInputKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
}

const ComboboxContext = React.createContext<ComboboxContextValue | null>(null);

export function useCombobox(): ComboboxContextValue {
  const context = React.useContext(ComboboxContext);
  if (!context) throw new Error('Combobox parts must be rendered inside <Combobox>.');
  return context;
}

/** The trigger's look, shared by the inline and the popover trigger. */
export const comboboxTriggerClassName = cn(
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-surface px-3 text-left text-sm shadow-xs',
  'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

/** Holds the open state and the active option; renders no element of its own. */
export function Combobox({
  value,
  onValueChange,
  items,
  query,
  onQueryChange,
  disabled = false,
  children,
}: ComboboxProps) {
  const id = React.useId();
  const [open, setOpenState] = React.useState(false);
  const [activeValue, setActive] = React.useState<string | null>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const active = activeValue !== null && items.includes(activeValue) ? activeValue : items[0];

  const setOpen = (next: boolean) => {
    if (next && disabled) return;
    if (next) {
      onQueryChange('');
      setActive(value);
    }
    setOpenState(next);
  };
  const close = (returnFocus: boolean) => {
    setOpenState(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (next: string) => {
    onValueChange(next);
    close(true);
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };
  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const index = active === undefined ? -1 : items.indexOf(active);
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, index + 1),
      ArrowUp: Math.max(0, index - 1),
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const next = items[move];
      if (next !== undefined) setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active !== undefined) choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  const context: ComboboxContextValue = {
    open,
    setOpen,
    close,
    choose,
    setActive,
    value,
    items,
    active,
    query,
    onQueryChange,
    disabled,
    listId: `${id}-list`,
    optionId: (option) => `${id}-option-${option.replace(/\W/g, '')}`,
    triggerRef,
    onTriggerKeyDown,
    onInputKeyDown,
  };
  return <ComboboxContext.Provider value={context}>{children}</ComboboxContext.Provider>;
}

/** The button showing the choice: click toggles the list, ↓/↑ open it. */
export function ComboboxTrigger({ className, onClick, onKeyDown, ...props }: React.ComponentProps<'button'>) {
  const { triggerRef, disabled, open, listId, setOpen, close, onTriggerKeyDown } = useCombobox();
  return (
    <button
      ref={triggerRef}
      type="button"
      data-slot="combobox-trigger"
      disabled={disabled}
      aria-haspopup="listbox"
      aria-expanded={open}
      aria-controls={open ? listId : undefined}
      className={cn(comboboxTriggerClassName, className)}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (open) close(false);
        else setOpen(true);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        onTriggerKeyDown(event);
      }}
    />
  );
}

/**
 * The popup placed under the trigger (put both in a `relative` box), without a portal or Radix, for
 * pages that count their bytes. A pointer outside or Tab closes it.
 */
export function ComboboxContent({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  const { open, setOpen, triggerRef } = useCombobox();
  const contentRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!contentRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
    // setOpen is recreated each render; the listener only needs the latest open state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  return (
    <div
      ref={contentRef}
      data-slot="combobox-content"
      className={cn(
        'absolute top-full left-0 z-20 mt-1.5 w-72 max-w-[calc(100vw-2.5rem)] overflow-hidden rounded-lg border bg-surface text-surface-foreground shadow-lg',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Tab') setOpen(false);
      }}
      {...props}
    />
  );
}

/** The search field (role combobox), focused when the list opens; typing filters. */
export function ComboboxInput({
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'onKeyDown'>) {
  const combobox = useCombobox();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listed = combobox.items.length > 0;

  React.useEffect(() => inputRef.current?.focus(), []);

  return (
    <div data-slot="combobox-search" className="flex items-center gap-2 border-b px-3">
      <SearchIcon aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
      <input
        ref={inputRef}
        type="text"
        data-slot="combobox-input"
        autoComplete="off"
        spellCheck={false}
        className={cn(
          'h-10 w-full bg-transparent text-sm text-foreground outline-none placeholder:text-subtle-foreground',
          className,
        )}
        {...props}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? combobox.listId : undefined}
        aria-activedescendant={combobox.active === undefined ? undefined : combobox.optionId(combobox.active)}
        value={combobox.query}
        onChange={(event) => {
          combobox.onQueryChange(event.currentTarget.value);
          combobox.setActive(null);
        }}
        onKeyDown={combobox.onInputKeyDown}
      />
    </div>
  );
}

/** The listbox; absent while no option matches (ComboboxEmpty shows instead). */
export function ComboboxList({ className, ...props }: React.ComponentProps<'ul'>) {
  const { open, active, items, listId, optionId } = useCombobox();

  // Keep the active option in view while arrowing through a long list.
  React.useEffect(() => {
    if (open && active !== undefined) {
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    }
    // optionId only depends on the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  if (items.length === 0) return null;
  return (
    <ul
      id={listId}
      role="listbox"
      data-slot="combobox-list"
      className={cn('max-h-64 overflow-y-auto p-1', className)}
      {...props}
    />
  );
}

export interface ComboboxItemProps extends Omit<React.ComponentProps<'li'>, 'value'> {
  value: string;
}

/** One option: `data-active` while it is the active one, `data-selected` when it is the choice. */
export function ComboboxItem({ value, className, ...props }: ComboboxItemProps) {
  const combobox = useCombobox();
  const selected = value === combobox.value;
  return (
    <li
      id={combobox.optionId(value)}
      role="option"
      data-slot="combobox-item"
      aria-selected={selected}
      data-selected={selected || undefined}
      data-active={value === combobox.active || undefined}
      className={cn(
        'relative flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm select-none data-[active]:bg-subtle',
        className,
      )}
      {...props}
      // Keep focus in the search field.
      onPointerDown={(event) => event.preventDefault()}
      onPointerMove={() => combobox.setActive(value)}
      onClick={() => combobox.choose(value)}
    />
  );
}

/** Says that nothing matches the search; shown only then. */
export function ComboboxEmpty({ className, ...props }: React.ComponentProps<'p'>) {
  const { items } = useCombobox();
  if (items.length > 0) return null;
  return (
    <p
      role="status"
      data-slot="combobox-empty"
      className={cn('p-3 text-sm text-subtle-foreground', className)}
      {...props}
    />
  );
}
