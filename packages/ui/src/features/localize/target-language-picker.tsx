// TargetLanguagePicker: the target language of /localize (spec part 1 §2, §3) on the design
// system's Combobox in a Radix popover. A button opens a search field ('Search language...') over
// the languages the wizard offers (the source left out): typing filters by name or code, ↑/↓/Home/
// End move, Enter chooses, Escape closes and focus returns to the button.
import * as React from 'react';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { localizeMessages, matchLanguages, type LocalizeLanguage } from '@twin/machines/localize';
import {
  Combobox,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxItem,
  ComboboxList,
} from '../../components/combobox/combobox';
import {
  ComboboxPopover,
  ComboboxPopoverContent,
  ComboboxPopoverTrigger,
} from '../../components/combobox/combobox-popover';

export interface TargetLanguagePickerProps {
  languages: readonly LocalizeLanguage[];
  value: string;
  onValueChange: (code: string) => void;
  /** Id of the visible label naming the picker. */
  labelId: string;
  disabled?: boolean;
}

export function TargetLanguagePicker({
  languages,
  value,
  onValueChange,
  labelId,
  disabled,
}: TargetLanguagePickerProps) {
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
        <ComboboxPopoverTrigger data-slot="target-language-picker" aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId} className="truncate">
            {selected?.name ?? value}
          </span>
          <ChevronDownIcon aria-hidden className="size-4 shrink-0 text-subtle-foreground" />
        </ComboboxPopoverTrigger>
        <ComboboxPopoverContent aria-label={localizeMessages.targetLanguage}>
          <ComboboxInput aria-label="Search language" placeholder={localizeMessages.searchLanguage} />
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
          <ComboboxEmpty>{localizeMessages.noLanguages}</ComboboxEmpty>
        </ComboboxPopoverContent>
      </ComboboxPopover>
    </Combobox>
  );
}
