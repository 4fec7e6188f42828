// The phone number's country code: a button showing the chosen code (+1 by default) that opens a
// searchable list (the design system's Combobox, inline so the public site stays light: type a
// country or a code, arrows to move, Enter to choose, Escape to close). The list and the search
// come from the app (QuestionnaireOptions).
import * as React from 'react';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import {
  Combobox,
  ComboboxContent,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxItem,
  ComboboxList,
  ComboboxTrigger,
} from '../../components/combobox/combobox';
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
  const [query, setQuery] = React.useState('');
  const results = search(query);
  const selected = dialCodes.find((entry) => entry.code === value);

  return (
    <Combobox
      value={value}
      onValueChange={onChange}
      items={results.map((entry) => entry.code)}
      query={query}
      onQueryChange={setQuery}
      disabled={disabled}
    >
      <div data-slot="dial-code-picker" className={cn('relative', className)}>
        <ComboboxTrigger
          aria-label={`Country code: ${value}${selected ? ` ${selected.country}` : ''}`}
          aria-describedby={aria['aria-describedby']}
          className="gap-1.5 font-medium text-foreground"
        >
          <span className="tabular-nums">{value}</span>
          <ChevronDownIcon aria-hidden className="size-4 text-subtle-foreground" />
        </ComboboxTrigger>
        <ComboboxContent>
          <ComboboxInput aria-label="Search country or code" placeholder="Search country or code" />
          <ComboboxList aria-label="Country codes">
            {results.map((entry) => (
              <ComboboxItem key={entry.code} value={entry.code} className="gap-3 text-foreground">
                <span className="w-12 shrink-0 font-medium tabular-nums">{entry.code}</span>
                <span className="flex-1 truncate text-subtle-foreground">{entry.country}</span>
                {entry.code === value ? <CheckIcon aria-hidden className="size-4 text-primary" /> : null}
              </ComboboxItem>
            ))}
          </ComboboxList>
          <ComboboxEmpty>No country or code matches “{query}”.</ComboboxEmpty>
        </ComboboxContent>
      </div>
    </Combobox>
  );
}
