// The export failure (spec part 2 §8, word for word): shown until dismissed, retried or an edit.
import { useSelector } from '@xstate/react';
import { AlertCircle, X } from 'lucide-react';
import { TextButton } from './controls';
import { useTimelineView } from '../timeline-view-context';

export function TimelineExportError() {
  const { actorRef, commands } = useTimelineView();
  const error = useSelector(actorRef, (snapshot) =>
    snapshot.matches('exportFailed') ? snapshot.context.error : null,
  );
  if (!error) return null;
  return (
    <div
      role="alert"
      className="mx-3 mt-3 flex items-center gap-3 rounded-lg border border-destructive/25 bg-destructive-soft px-4 py-3 text-sm text-destructive"
      data-slot="timeline-export-error"
    >
      <AlertCircle className="size-4 shrink-0" aria-hidden />
      <span className="flex-1">{error}</span>
      <TextButton onClick={() => commands.send({ type: 'export.start' })}>Try Again</TextButton>
      <TextButton
        variant="ghost"
        className="w-8 px-0 hover:bg-destructive/10"
        aria-label="Dismiss"
        onClick={() => commands.send({ type: 'error.dismiss' })}
      >
        <X aria-hidden />
      </TextButton>
    </div>
  );
}
