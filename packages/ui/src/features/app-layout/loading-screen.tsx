// LoadingScreen: what protected routes show while the saved session is checked — exactly 'Loading...'.
import * as React from 'react';
import { mergeClasses } from '../../lib/merge-classes';
import { Spinner } from '../../components/spinner/spinner';

export function LoadingScreen({ className, ...props }: Omit<React.ComponentProps<'div'>, 'children'>) {
  return (
    <div
      data-slot="loading-screen"
      role="status"
      className={mergeClasses(
        'flex min-h-dvh items-center justify-center gap-3 bg-background text-sm text-subtle-foreground',
        className,
      )}
      {...props}
    >
      <Spinner decorative size="sm" />
      Loading...
    </div>
  );
}
