// LocalizeSteps: the wizard's three steps ('Upload Video', 'Edit & Localize', 'Result') as an
// ordered list; the current one is marked with aria-current="step", the finished ones with a tick.
import { localizeMessages } from '@twin/machines/localize';
import { CheckIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface LocalizeStepsProps {
  /** 1, 2 or 3. */
  current: number;
  className?: string;
}

export function LocalizeSteps({ current, className }: LocalizeStepsProps) {
  return (
    <ol data-slot="localize-steps" aria-label="Steps" className={cn('grid grid-cols-3 gap-2', className)}>
      {localizeMessages.steps.map((label, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              active
                ? 'border-primary bg-primary-soft font-semibold text-primary-soft-foreground'
                : 'bg-surface text-subtle-foreground',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                active || done ? 'bg-primary text-primary-foreground' : 'bg-subtle text-subtle-foreground',
              )}
            >
              {done ? <CheckIcon className="size-3.5" /> : number}
            </span>
            <span className="truncate">{label}</span>
            {done ? <span className="sr-only"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
