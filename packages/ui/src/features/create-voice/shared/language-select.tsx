// LanguageSelect: the reference-language choice with flags (Radix Select; typeahead and arrow keys
// from Radix). Value null shows the placeholder; the trigger takes the id of its <Field> label.
import * as React from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { ChevronDownIcon } from 'lucide-react';
import { SelectContent, SelectItem } from '../../../components/select/select';
import { FlagImage } from '../../../components/flag/flag-image';
import { cn } from '../../../lib/cn';
import type { ReferenceLanguageOption } from '../reference-languages';

export type LanguageSelectProps = Omit<
  React.ComponentProps<typeof SelectPrimitive.Trigger>,
  'value' | 'onChange'
> & {
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
    <SelectPrimitive.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled}>
      <SelectPrimitive.Trigger
        data-slot="language-select"
        className={cn(
          'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-surface px-3 text-left text-sm shadow-xs',
          'outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25',
          'data-[placeholder]:text-subtle-foreground disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-destructive',
          className,
        )}
        {...triggerProps}
      >
        <SelectPrimitive.Value placeholder={placeholder}>
          {selected ? (
            <span className="flex items-center gap-2.5">
              <FlagImage country={selected.flagCountry} />
              {selected.name}
            </span>
          ) : undefined}
        </SelectPrimitive.Value>
        <SelectPrimitive.Icon asChild>
          <ChevronDownIcon aria-hidden className="size-4 text-subtle-foreground" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectContent>
        {languages.map((language) => (
          <SelectItem key={language.code} value={language.code}>
            <FlagImage country={language.flagCountry} />
            <SelectPrimitive.ItemText>{language.name}</SelectPrimitive.ItemText>
            <span className="ml-auto text-xs text-subtle-foreground uppercase">{language.code}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </SelectPrimitive.Root>
  );
}
