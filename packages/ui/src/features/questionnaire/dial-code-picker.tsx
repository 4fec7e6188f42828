// The phone number's country code: a button showing the chosen code (+1 by default) that opens a
// searchable list (ARIA combobox + listbox: type a country or a code, arrows to move, Enter to
// choose, Escape to close). The list and the search come from the app (QuestionnaireOptions).
import * as React from 'react';
import { CheckIcon, ChevronDownIcon, SearchIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { DialCodeOption } from './questionnaire-options';

export interface DialCodePickerProps {
  value: string;
  onChange: (code: string) => void;
  dialCodes: readonly DialCodeOption[];
  search: (query: string) => readonly DialCodeOption[];
  disabled?: boolean;
  /** Ids of elements describing the phone field (its hint), passed to the trigger. */
  'aria-describedby'?: string;
  className?: string;
}

export function DialCodePicker({
  value,
  onChange,
  dialCodes,
  search,
  disabled = false,
  className,
  ...aria
}: DialCodePickerProps) {
  const id = React.useId();
  const listId = `${id}-list`;
  const optionId = (code: string) => `${id}-option-${code.replace(/\W/g, '')}`;
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [activeIndex, setActiveIndex] = React.useState(0);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const searchRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);

  const results = open ? search(query) : [];
  const active = results[Math.min(activeIndex, results.length - 1)];
  const selected = dialCodes.find((entry) => entry.code === value);

  const openList = () => {
    if (disabled) return;
    setQuery('');
    const selectedIndex = search('').findIndex((entry) => entry.code === value);
    setActiveIndex(Math.max(0, selectedIndex));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (entry: DialCodeOption) => {
    onChange(entry.code);
    close(true);
  };

  React.useEffect(() => {
    if (!open) return undefined;
    searchRef.current?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  React.useEffect(() => {
    if (!open || !active) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(active.code))}`)
      ?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  function onSearchKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((index) => Math.max(0, index - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(Math.max(0, last));
        break;
      case 'Enter':
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  return (
    <div ref={rootRef} data-slot="dial-code-picker" className={cn('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`Country code: ${value}${selected ? ` ${selected.country}` : ''}`}
        aria-describedby={aria['aria-describedby']}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openList();
          }
        }}
        className={cn(
          'flex h-10 w-full items-center justify-between gap-1.5 rounded-md border border-input bg-surface px-3 text-sm font-medium text-foreground shadow-xs',
          'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 disabled:cursor-not-allowed disabled:opacity-60',
        )}
      >
        <span className="tabular-nums">{value}</span>
        <ChevronDownIcon aria-hidden className="size-4 text-subtle-foreground" />
      </button>

      {open ? (
        <div className="absolute top-full left-0 z-20 mt-1.5 w-72 max-w-[calc(100vw-2.5rem)] overflow-hidden rounded-lg border bg-surface shadow-lg">
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              aria-label="Search country or code"
              aria-autocomplete="list"
              aria-expanded={results.length > 0}
              aria-controls={results.length > 0 ? listId : undefined}
              aria-activedescendant={active ? optionId(active.code) : undefined}
              placeholder="Search country or code"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={onSearchKeyDown}
              className="h-10 w-full bg-transparent text-sm text-foreground outline-none placeholder:text-subtle-foreground"
            />
          </div>
          {results.length > 0 ? (
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label="Country codes"
              className="max-h-64 overflow-y-auto p-1"
            >
              {results.map((entry) => (
                <li
                  key={entry.code}
                  id={optionId(entry.code)}
                  role="option"
                  aria-selected={entry.code === value}
                  data-active={entry === active || undefined}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => choose(entry)}
                  className="flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm text-foreground data-[active]:bg-subtle"
                >
                  <span className="w-12 shrink-0 font-medium tabular-nums">{entry.code}</span>
                  <span className="flex-1 truncate text-subtle-foreground">{entry.country}</span>
                  {entry.code === value ? <CheckIcon aria-hidden className="size-4 text-primary" /> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="px-3 pb-3 text-sm text-subtle-foreground">
              No country or code matches “{query}”.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
