// The export failure (spec part 2 §8, word for word): shown until dismissed, retried or an edit.
import { useSelector } from '@xstate/react';
import { AlertCircle, X } from 'lucide-react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { useTimelineView } from '../timeline-view-context';

export function TimelineExportError() {
  const { actorRef, commands } = useTimelineView();
  const error = useSelector(actorRef, (snapshot) =>
    snapshot.matches('exportFailed') ? snapshot.context.error : null,
  );
  if (!error) return null;
  return (
    <Alert variant="error" className="mx-3 mt-3 items-center" data-slot="timeline-export-error">
      <AlertCircle aria-hidden />
      <span className="flex-1">{error}</span>
      <Button size="sm" variant="outline" onClick={() => commands.send({ type: 'export.start' })}>
        Try Again
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8 text-current hover:bg-destructive/10"
        aria-label="Dismiss"
        onClick={() => commands.send({ type: 'error.dismiss' })}
      >
        <X aria-hidden />
      </Button>
    </Alert>
  );
}
