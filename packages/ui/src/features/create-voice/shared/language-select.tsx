// LanguageSelect: the reference-language choice with flags (Radix Select; typeahead and arrow keys
// from Radix). Value null shows the placeholder; the trigger takes the id of its <Field> label.
import * as React from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemText,
  SelectTrigger,
  SelectValue,
} from '../../../components/select/select';
import { FlagImage } from '../../../components/flag/flag-image';
import type { ReferenceLanguageOption } from '../reference-languages';

export type LanguageSelectProps = Omit<React.ComponentProps<typeof SelectTrigger>, 'value' | 'onChange'> & {
  value: string | null;
  onValueChange: (code: string) => void;
  /** The languages to offer (the studio passes the api-client's 25 reference languages). */
  languages: readonly ReferenceLanguageOption[];
  placeholder?: string;
};

export function LanguageSelect({
  value,
  onValueChange,
  languages,
  placeholder = 'Select a language',
  className,
  disabled,
  ...triggerProps
}: LanguageSelectProps) {
  const selected = languages.find((language) => language.code === value) ?? null;
  return (
    <Select value={value ?? ''} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger data-slot="language-select" className={className} {...triggerProps}>
        <SelectValue placeholder={placeholder}>
          {selected ? (
            <span className="flex items-center gap-2.5">
              <FlagImage country={selected.flagCountry} />
              {selected.name}
            </span>
          ) : undefined}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {languages.map((language) => (
          <SelectItem key={language.code} value={language.code}>
            <FlagImage country={language.flagCountry} />
            <SelectItemText>{language.name}</SelectItemText>
            <span className="ml-auto text-xs text-subtle-foreground uppercase">{language.code}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
