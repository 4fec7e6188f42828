// LocalizeProgressOverlay: the full-screen overlay while work runs (spec part 1 §2, §4): a Radix
// modal dialog, focus held inside it, the text in a polite live region so each change is read
// out, and the upload's bar while the video is being sent. Ours (issue 25): while the job runs it
// shows the job's percentage and time left, and can be put away ('Keep working', Escape or a click
// outside: the job goes on, step 2 shows its progress and takes the focus) or the job canceled.
// The other overlays cannot be dismissed (Escape and outside clicks do nothing).
import { localizeJobMessages } from '@twin/machines/localize/localize-job';
import { localizeMessages, type LocalizeOverlay } from '@twin/machines/localize';
import { Button } from '../../components/button/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/dialog/dialog';
import { Progress } from '../../components/progress/progress';
import { Spinner } from '../../components/spinner/spinner';
import { backgroundJobSlot } from './localize-background-job';

export interface LocalizeProgressOverlayProps {
  overlay: LocalizeOverlay | null;
  /** Ours (issue 25): 'Keep working' — the overlay put away, the job going on. */
  onDismiss?: () => void;
  /** Ours (issue 25): Cancel the job. */
  onCancel?: () => void;
}

const keepOpen = (event: Event) => event.preventDefault();

/** Focus goes to the job's progress on step 2 (the button that started it is disabled there). */
function focusBackgroundJob(event: Event) {
  const target = document.querySelector<HTMLElement>(`[data-slot="${backgroundJobSlot}"]`);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function LocalizeProgressOverlay({ overlay, onDismiss, onCancel }: LocalizeProgressOverlayProps) {
  const dismissable = overlay?.canDismiss === true && onDismiss !== undefined;
  return (
    <Dialog
      open={overlay !== null}
      onOpenChange={(open) => {
        if (!open && dismissable) onDismiss();
      }}
    >
      <DialogContent
        data-slot="localize-progress-overlay"
        showCloseButton={false}
        onEscapeKeyDown={dismissable ? undefined : keepOpen}
        onPointerDownOutside={dismissable ? undefined : keepOpen}
        onInteractOutside={dismissable ? undefined : keepOpen}
        onCloseAutoFocus={focusBackgroundJob}
        className="items-center gap-5 py-10 text-center"
      >
        <Spinner size="lg" decorative />
        <DialogTitle className="text-base font-medium text-subtle-foreground">
          {localizeMessages.title}
        </DialogTitle>
        <DialogDescription role="status" aria-live="polite" className="text-lg font-semibold text-foreground">
          {overlay?.text}
        </DialogDescription>
        {overlay?.percent != null ? (
          <div className="grid w-full max-w-xs gap-1">
            <Progress value={overlay.percent} aria-label={overlay.percentLabel} />
            <p className="flex justify-between text-sm text-subtle-foreground tabular-nums">
              <span data-slot="localize-percent">{`${Math.round(overlay.percent)}%`}</span>
              {overlay.timeLeft ? <span data-slot="localize-time-left">{overlay.timeLeft}</span> : null}
            </p>
          </div>
        ) : null}
        {dismissable || (overlay?.canCancel && onCancel) ? (
          <div className="grid w-full max-w-xs gap-2">
            {dismissable ? (
              <>
                <Button onClick={onDismiss}>{localizeMessages.dismiss}</Button>
                <p className="text-xs text-subtle-foreground">{localizeMessages.dismissHint}</p>
              </>
            ) : null}
            {overlay?.canCancel && onCancel ? (
              <Button variant="outline" onClick={onCancel}>
                {localizeJobMessages.cancel}
              </Button>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
