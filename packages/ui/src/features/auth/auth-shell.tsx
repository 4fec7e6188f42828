// The frame of the signed-out pages (login, signup): the wordmark above one centred card.
import * as React from 'react';
import { mergeClasses } from '../../lib/merge-classes';
import { BrandMark } from '../../components/brand-mark/brand-mark';

export type AuthShellProps = React.ComponentProps<'main'> & {
  title: string;
  subtitle?: React.ReactNode;
  footer?: React.ReactNode;
};

export function AuthShell({ title, subtitle, footer, className, children, ...props }: AuthShellProps) {
  return (
    <main
      data-slot="auth-shell"
      className={mergeClasses(
        'relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-sidebar px-4 py-12',
        className,
      )}
      {...props}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-primary-soft),transparent)]"
      />
      <div className="relative w-full max-w-[400px]">
        <div className="mb-8 flex justify-center">
          <BrandMark />
        </div>
        <div className="rounded-xl border bg-surface p-8 shadow-sm">
          <div className="mb-6 grid gap-1.5 text-center">
            <h1 className="text-xl font-semibold tracking-tight text-foreground">{title}</h1>
            {subtitle ? <p className="text-sm text-subtle-foreground">{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-subtle-foreground">{footer}</div> : null}
      </div>
    </main>
  );
}
