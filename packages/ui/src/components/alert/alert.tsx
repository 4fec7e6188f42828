// Alert: an inline message box (error, success, information) announced to assistive technology.
import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { mergeClasses } from '../../lib/merge-classes';

export const alertVariants = cva(
  'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-primary/20 bg-primary-soft text-primary-soft-foreground',
        error: 'border-destructive/25 bg-destructive-soft text-destructive',
        success: 'border-success/25 bg-success-soft text-success',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type AlertProps = React.ComponentProps<'div'> & VariantProps<typeof alertVariants>;

export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      role={role ?? (variant === 'error' ? 'alert' : 'status')}
      className={mergeClasses(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
