// LanguagePicker: the searchable language dropdown of Voice Settings (spec part 2 §2). A button
// opens a Radix popover holding a search field (ARIA combobox) over a listbox of the languages
// the page passes in: typing filters by name or code, ↑/↓/Home/End move, Enter chooses, Escape
// closes and focus returns to the button.
import * as React from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { CheckIcon, ChevronDownIcon, SearchIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface SpeechLanguageOption {
  code: string;
  name: string;
}

export interface LanguagePickerProps {
  languages: readonly SpeechLanguageOption[];
  value: string;
  onValueChange: (code: string) => void;
  /** Id of the visible label naming the picker. */
  labelId: string;
  disabled?: boolean;
  className?: string;
}

export function matchLanguages(
  languages: readonly SpeechLanguageOption[],
  query: string,
): SpeechLanguageOption[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...languages];
  return languages.filter(
    (language) => language.name.toLowerCase().includes(wanted) || language.code.toLowerCase() === wanted,
  );
}

export function LanguagePicker({
  languages,
  value,
  onValueChange,
  labelId,
  disabled,
  className,
}: LanguagePickerProps) {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [activeCode, setActiveCode] = React.useState<string | null>(null);
  const listId = React.useId();
  const valueId = React.useId();
  const matches = matchLanguages(languages, query);
  const selected = languages.find((language) => language.code === value);
  const active = matches.find((language) => language.code === activeCode) ?? matches[0] ?? null;

  const openChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    setActiveCode(next ? value : null);
  };
  const choose = (code: string) => {
    onValueChange(code);
    openChange(false);
  };
  const moveActive = (offset: number | 'first' | 'last') => {
    if (matches.length === 0) return;
    const index = active ? matches.indexOf(active) : -1;
    const next =
      offset === 'first'
        ? 0
        : offset === 'last'
          ? matches.length - 1
          : Math.min(matches.length - 1, Math.max(0, index + offset));
    setActiveCode(matches[next]?.code ?? null);
  };
  const onSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveActive(1),
      ArrowUp: () => moveActive(-1),
      Home: () => moveActive('first'),
      End: () => moveActive('last'),
      Enter: () => {
        if (active) choose(active.code);
      },
    };
    const handle = keys[event.key];
    if (!handle) return;
    event.preventDefault();
    handle();
  };

  // Keep the active option in view while arrowing through a long list.
  React.useEffect(() => {
    if (!open || !active) return;
    document.getElementById(optionId(listId, active.code))?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listId]);

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={openChange}>
      <PopoverPrimitive.Trigger
        data-slot="language-picker"
        disabled={disabled}
        aria-labelledby={`${labelId} ${valueId}`}
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-surface px-3 text-left text-sm shadow-xs',
          'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
          'disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
      >
        <span id={valueId} className="truncate">
          {selected?.name ?? value}
        </span>
        <ChevronDownIcon aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={6}
          aria-label="Choose a language"
          className={cn(
            'z-50 w-[var(--radix-popover-trigger-width)] min-w-60 overflow-hidden rounded-lg border bg-surface text-surface-foreground shadow-lg',
            'data-[state=open]:animate-fade-in',
          )}
        >
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
            <input
              role="combobox"
              aria-label="Search languages"
              aria-expanded
              aria-controls={matches.length > 0 ? listId : undefined}
              aria-autocomplete="list"
              aria-activedescendant={active ? optionId(listId, active.code) : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setActiveCode(null);
              }}
              onKeyDown={onSearchKeyDown}
              placeholder="Search languages..."
              autoComplete="off"
              spellCheck={false}
              className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-subtle-foreground"
            />
          </div>
          {matches.length > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-label="Languages"
              className="max-h-[min(18rem,var(--radix-popover-content-available-height))] overflow-y-auto p-1"
            >
              {matches.map((language) => {
                const isSelected = language.code === value;
                const isActive = language.code === active?.code;
                return (
                  <li
                    key={language.code}
                    id={optionId(listId, language.code)}
                    role="option"
                    aria-selected={isSelected}
                    data-active={isActive || undefined}
                    onPointerMove={() => setActiveCode(language.code)}
                    onClick={() => choose(language.code)}
                    className={cn(
                      'relative flex cursor-pointer items-center gap-2.5 rounded-md py-2 pr-8 pl-2.5 text-sm select-none',
                      'data-[active]:bg-subtle',
                      isSelected && 'font-medium',
                    )}
                  >
                    {language.name}
                    <span className="ml-auto text-xs text-subtle-foreground uppercase">{language.code}</span>
                    {isSelected ? (
                      <CheckIcon aria-hidden className="absolute right-2.5 size-4 text-primary" />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p role="status" className="p-3 text-sm text-subtle-foreground">
              No languages found.
            </p>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

function optionId(listId: string, code: string): string {
  return `${listId}-${code}`;
}
