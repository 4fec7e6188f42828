// TimelineStatus: the message line above the speech page's timeline, from the timelineSection
// machine — 'Uploading audio… n%' with a bar while files upload; the notice or an error with
// Dismiss. Nothing while idle. (Create Video's messages are LipsyncStatus's.)
import type { TimelineSectionEvent, TimelineSectionSnapshot } from '@twin/machines/text-to-speech';
import { Alert } from '../../../components/alert/alert';
import { Progress } from '../../../components/progress/progress';

export interface TimelineStatusProps {
  snapshot: TimelineSectionSnapshot;
  send: (event: TimelineSectionEvent) => void;
}

export function TimelineStatus({ snapshot, send }: TimelineStatusProps) {
  const { percent, text } = snapshot.context;
  if (snapshot.matches('uploading')) {
    return (
      <div className="grid gap-1.5" data-slot="timeline-upload-progress">
        <p className="text-sm text-subtle-foreground" role="status">
          Uploading audio… {percent}%
        </p>
        <Progress value={percent} aria-label="Audio upload" />
      </div>
    );
  }
  const variant = snapshot.matches('notice') ? 'success' : 'error';
  if (snapshot.matches('idle') || text === null) return null;
  return (
    <Alert variant={variant}>
      <span className="flex-1">{text}</span>
      <button
        type="button"
        className="cursor-pointer text-xs font-medium underline-offset-2 hover:underline"
        onClick={() => send({ type: 'status.dismiss' })}
      >
        Dismiss
      </button>
    </Alert>
  );
}
