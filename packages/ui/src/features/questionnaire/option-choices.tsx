// One question with a set of answers as radio cards (native radios, so arrows, Space and screen
// readers work as they should): industry, hours, localization and video length.
import * as React from 'react';
import { CheckIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface OptionChoicesProps {
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Id of the legend/heading that names the group. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  columns?: 2 | 3;
}

export function OptionChoices({
  name,
  options,
  value,
  onChange,
  disabled = false,
  labelledBy,
  describedBy,
  invalid = false,
  columns = 2,
}: OptionChoicesProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn('grid gap-2.5 sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}
    >
      {options.map((option) => {
        const checked = option === value;
        return (
          <label
            key={option}
            className={cn(
              'group relative flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-surface px-4 py-3 text-[15px] font-medium text-foreground shadow-xs transition-[border-color,background-color,box-shadow]',
              'hover:border-primary/40 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring has-[input:focus-visible]:ring-offset-2 has-[input:focus-visible]:ring-offset-background',
              'has-[input:checked]:border-primary has-[input:checked]:bg-primary-soft',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span
              aria-hidden
              className="flex size-5 shrink-0 items-center justify-center rounded-full border border-input bg-surface peer-checked:border-primary peer-checked:bg-primary"
            >
              <CheckIcon className="size-3 text-primary-foreground opacity-0 peer-checked:opacity-100 group-has-[input:checked]:opacity-100" />
            </span>
            {option}
          </label>
        );
      })}
    </div>
  );
}
