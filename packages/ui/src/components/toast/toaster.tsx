// Toaster: renders the shared toast queue; mount it once near the root of the app.
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { useToast } from './use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', duration }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          onOpenChange={(open) => {
            if (!open) dismiss(id);
          }}
        >
          {variant === 'success' ? (
            <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          ) : null}
          {variant === 'error' ? (
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          ) : null}
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
