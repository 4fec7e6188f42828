// FlagImage: a small 4:3 flag for a language or country, decorative by default (the language's
// name is always written next to it).
import * as React from 'react';
import { cn } from '../../lib/cn';
import { flagUrl } from './flag-urls';

export type FlagImageProps = Omit<React.ComponentProps<'img'>, 'src'> & {
  /** ISO 3166 country code: 'gb', 'jp', … */
  country: string;
};

export function FlagImage({ country, className, alt = '', ...props }: FlagImageProps) {
  const src = flagUrl(country);
  if (!src)
    return (
      <span
        data-slot="flag"
        aria-hidden
        className={cn('inline-block h-3 w-4 rounded-[2px] bg-subtle', className)}
      />
    );
  return (
    <img
      data-slot="flag"
      src={src}
      alt={alt}
      width={16}
      height={12}
      loading="lazy"
      decoding="async"
      className={cn(
        'inline-block h-3 w-4 shrink-0 rounded-[2px] object-cover ring-1 ring-black/10',
        className,
      )}
      {...props}
    />
  );
}
