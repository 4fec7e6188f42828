// LocalizeProgressOverlay: the full-screen overlay while work runs (spec part 1 §2, §4): a Radix
// modal dialog that cannot be dismissed (Escape and outside clicks do nothing; it closes when the
// machine moves on), focus held inside it, the text in a polite live region so each change is
// read out, and the upload's bar while the video is being sent.
import { localizeMessages, type LocalizeOverlay } from '@twin/machines/localize';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/dialog/dialog';
import { Progress } from '../../components/progress/progress';
import { Spinner } from '../../components/spinner/spinner';

export interface LocalizeProgressOverlayProps {
  overlay: LocalizeOverlay | null;
}

const keepOpen = (event: Event) => event.preventDefault();

export function LocalizeProgressOverlay({ overlay }: LocalizeProgressOverlayProps) {
  return (
    <Dialog open={overlay !== null}>
      <DialogContent
        data-slot="localize-progress-overlay"
        showCloseButton={false}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
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
          <Progress value={overlay.percent} aria-label="Upload" className="max-w-xs" />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
