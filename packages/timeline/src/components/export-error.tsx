// The export failure (spec part 2 §8, word for word): shown until dismissed, retried or an edit.
import { useSelector } from '@xstate/react';
import { AlertCircle, X } from 'lucide-react';
import { timelineMessages } from '../headless';
import { useTimelineLabels } from '../timeline-labels';
import { TextButton } from './controls';
import { useTimelineView } from '../timeline-view-context';

export function TimelineExportError() {
  const { actorRef, commands } = useTimelineView();
  const labels = useTimelineLabels();
  const error = useSelector(actorRef, (snapshot) =>
    snapshot.matches('exportFailed') ? snapshot.context.error : null,
  );
  if (!error) return null;
  return (
    <div role="alert" className="twin-timeline__error" data-slot="timeline-export-error">
      <AlertCircle className="twin-timeline__icon" aria-hidden />
      <span className="twin-timeline__error-text">
        {error === timelineMessages.exportFailed ? labels.exportFailed : error}
      </span>
      <TextButton onClick={() => commands.send({ type: 'export.start' })}>{labels.tryAgain}</TextButton>
      <TextButton
        variant="ghost"
        aria-label={labels.dismiss}
        onClick={() => commands.send({ type: 'error.dismiss' })}
      >
        <X aria-hidden />
      </TextButton>
    </div>
  );
}
