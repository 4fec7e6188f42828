// LanguagePicker: the searchable language dropdown of Voice Settings (spec part 2 §2), on the
// design system's Combobox in a Radix popover. A button opens a search field (ARIA combobox) over a
// listbox of the languages the page passes in: typing filters by name or code, ↑/↓/Home/End move,
// Enter chooses, Escape closes and focus returns to the button.
import * as React from 'react';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import {
  Combobox,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxItem,
  ComboboxList,
} from '../../../components/combobox/combobox';
import {
  ComboboxPopover,
  ComboboxPopoverContent,
  ComboboxPopoverTrigger,
} from '../../../components/combobox/combobox-popover';

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
          data-slot="language-picker"
          aria-labelledby={`${labelId} ${valueId}`}
          className={className}
        >
          <span id={valueId} className="truncate">
            {selected?.name ?? value}
          </span>
          <ChevronDownIcon aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
        </ComboboxPopoverTrigger>
        <ComboboxPopoverContent aria-label="Choose a language">
          <ComboboxInput aria-label="Search languages" placeholder="Search languages..." />
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
          <ComboboxEmpty>No languages found.</ComboboxEmpty>
        </ComboboxPopoverContent>
      </ComboboxPopover>
    </Combobox>
  );
}
