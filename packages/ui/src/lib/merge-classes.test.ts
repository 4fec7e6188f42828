// mergeClasses gives the classes tailwind-merge (ui's `cn`) gives, for every variant of the components that
// use it and every className their callers pass (found in ui, the studio and the public site).
import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { alertVariants } from '../components/alert/alert';
import { buttonVariants } from '../components/button/button';
import { mergeClasses } from './merge-classes';

/** A class list as a set: the order of classes and repeats mean nothing to CSS. */
function asSet(classes: string): string[] {
  return [...new Set(classes.split(' ').filter(Boolean))].sort();
}

function expectSameAsTailwindMerge(...inputs: ClassValue[]) {
  expect(asSet(mergeClasses(...inputs))).toEqual(asSet(twMerge(clsx(inputs))));
}

const buttonClassNames = [
  undefined,
  '-my-1 size-7',
  'h-9 justify-start gap-3 px-3 text-subtle-foreground hover:text-foreground',
  'justify-self-start sm:min-w-44',
  'justify-self-start',
  'mb-3 h-auto px-0',
  'ml-auto',
  'mt-1 w-full',
  'rounded-full',
  'rounded-full size-8',
  'shrink-0',
  'size-8 shrink-0',
  'size-8',
  'sm:min-w-40',
  'sm:ml-auto',
  'text-destructive',
  'w-full justify-start',
];
const buttonVariantNames = ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const buttonSizes = ['sm', 'default', 'lg', 'icon'] as const;

describe('mergeClasses', () => {
  it('resolves Button as tailwind-merge does: every variant, size and caller className', () => {
    for (const variant of buttonVariantNames) {
      for (const size of buttonSizes) {
        for (const className of buttonClassNames) {
          expectSameAsTailwindMerge(buttonVariants({ variant, size }), className);
        }
      }
    }
  });

  it('resolves Alert as tailwind-merge does: every variant and caller className', () => {
    for (const variant of ['info', 'error', 'success'] as const) {
      for (const className of [undefined, 'flex-wrap items-center', 'grid gap-2', 'items-center']) {
        expectSameAsTailwindMerge(alertVariants({ variant }), className);
      }
    }
  });

  it('resolves the other sign-in components as tailwind-merge does', () => {
    const cases: Array<[string, string | undefined]> = [
      ['inline-flex items-center', 'text-primary'],
      ['inline-flex items-center', 'text-subtle-foreground'],
      ['inline-flex items-center', 'mt-0.5 text-primary'],
      ['text-xs text-subtle-foreground', 'sm:max-w-md'],
      ['text-[13px] leading-none font-medium text-foreground select-none', undefined],
      ['grid content-start gap-2', undefined],
      ['inline-flex items-center gap-2.5', undefined],
      [
        'flex min-h-dvh items-center justify-center gap-3 bg-background text-sm text-subtle-foreground',
        undefined,
      ],
    ];
    for (const [base, className] of cases) expectSameAsTailwindMerge(base, className);
  });

  it("resolves the public site's native select and its arbitrary backgrounds as tailwind-merge does", () => {
    expectSameAsTailwindMerge(
      'w-full rounded-md border border-input bg-surface px-3 text-sm',
      'h-10 cursor-pointer appearance-none bg-[url("data:image/svg+xml,%3Csvg%3E")] bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9',
    );
    for (const later of [
      'bg-[#fff]',
      'bg-[url(/a.png)]',
      'bg-[linear-gradient(red,blue)]',
      'bg-[image:var(--x)]',
      'bg-[length:2rem]',
      'bg-[position:left]',
      'bg-[size:auto]',
    ])
      for (const earlier of ['bg-surface', 'bg-[url(/b.png)]', 'bg-[#000]'])
        expectSameAsTailwindMerge(earlier, later);
  });

  it('lets a later class replace an earlier one of its kind only under the same variants', () => {
    expect(mergeClasses('px-4 hover:px-2', 'px-3')).toBe('hover:px-2 px-3');
    expect(mergeClasses('text-sm text-foreground', 'text-[15px]')).toBe('text-foreground text-[15px]');
    expect(mergeClasses('size-10', 'h-8')).toBe('size-10 h-8');
    expect(mergeClasses('h-8 w-8', 'size-10')).toBe('size-10');
    expect(mergeClasses('custom-a', false, ['custom-b', { 'custom-c': true }])).toBe(
      'custom-a custom-b custom-c',
    );
  });
});
