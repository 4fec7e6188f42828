// LanguageCombobox: a searchable language dropdown on the Combobox in a Radix popover, shared by
// the Voice Settings language picker and /localize's target language picker. A button opens a
// search field (ARIA combobox) over a listbox of the languages passed in: typing filters by name or
// code, ↑/↓/Home/End move, Enter chooses, Escape closes and focus returns to the button. The texts
// on screen come from the caller, each page's spec words.
import * as React from 'react';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { Combobox, ComboboxEmpty, ComboboxInput, ComboboxItem, ComboboxList } from './combobox';
import { ComboboxPopover, ComboboxPopoverContent, ComboboxPopoverTrigger } from './combobox-popover';

export interface LanguageOption {
  code: string;
  name: string;
}

export interface LanguageComboboxTexts {
  /** Accessible name of the popover. */
  popoverLabel: string;
  /** Accessible name of the search field. */
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown when the search matches no language. */
  empty: string;
}

export interface LanguageComboboxProps {
  languages: readonly LanguageOption[];
  value: string;
  onValueChange: (code: string) => void;
  /** Id of the visible label naming the picker. */
  labelId: string;
  texts: LanguageComboboxTexts;
  /** The trigger's data-slot. */
  slot: string;
  disabled?: boolean;
  className?: string;
}

/** The search: by name, or by the exact code. */
export function matchLanguages<Language extends LanguageOption>(
  languages: readonly Language[],
  query: string,
): Language[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...languages];
  return languages.filter(
    (language) => language.name.toLowerCase().includes(wanted) || language.code.toLowerCase() === wanted,
  );
}

export function LanguageCombobox({
  languages,
  value,
  onValueChange,
  labelId,
  texts,
  slot,
  disabled,
  className,
}: LanguageComboboxProps) {
  const [query, setQuery] = React.useState('');
  const valueId = React.useId();
  const matches = matchLanguages(languages, query);
  const selected = languages.find((language) => language.code === value);

  return (
    <Combobox
      value={value}
      onValueChange={onValueChange}
      items={matches.map((language) => language.code)}
      query={query}
      onQueryChange={setQuery}
      disabled={disabled}
    >
      <ComboboxPopover>
        <ComboboxPopoverTrigger
          data-slot={slot}
          aria-labelledby={`${labelId} ${valueId}`}
          className={className}
        >
          <span id={valueId} className="truncate">
            {selected?.name ?? value}
          </span>
          <ChevronDownIcon aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
        </ComboboxPopoverTrigger>
        <ComboboxPopoverContent aria-label={texts.popoverLabel}>
          <ComboboxInput aria-label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
          <ComboboxList
            aria-label="Languages"
            className="max-h-[min(18rem,var(--radix-popover-content-available-height))]"
          >
            {matches.map((language) => (
              <ComboboxItem
                key={language.code}
                value={language.code}
                className="pr-8 data-[selected]:font-medium"
              >
                {language.name}
                <span className="ml-auto text-xs text-subtle-foreground uppercase">{language.code}</span>
                {language.code === value ? (
                  <CheckIcon aria-hidden className="absolute right-2.5 size-4 text-primary" />
                ) : null}
              </ComboboxItem>
            ))}
          </ComboboxList>
          <ComboboxEmpty>{texts.empty}</ComboboxEmpty>
        </ComboboxPopoverContent>
      </ComboboxPopover>
    </Combobox>
  );
}
