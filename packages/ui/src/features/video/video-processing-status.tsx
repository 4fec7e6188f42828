// VideoProcessingStatus: the bar of an upload or a saved recording (10 → 60 sending, 50 → 90
// checking, 100 done) with the machine's notice or error, word for word.
import { Progress } from '../../components/progress/progress';
import { ErrorMessage, NoticeMessage } from '../../components/status-message/status-messages';

export interface VideoProcessingStatusProps {
  /** Whole percent; hidden when null. */
  progress: number | null;
  /** What the bar measures, for assistive technology and above the bar. */
  label: string;
  notice: string | null;
  error: string | null;
  /** A step is still running (the notice shows a spinner). */
  busy: boolean;
}

export function VideoProcessingStatus({ progress, label, notice, error, busy }: VideoProcessingStatusProps) {
  return (
    <div data-slot="video-processing-status" className="grid gap-3 empty:hidden">
      {progress !== null ? (
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between text-xs text-subtle-foreground">
            <span>{label}</span>
            <span className="tabular-nums">{progress}%</span>
          </div>
          <Progress value={progress} aria-label={label} tone={error ? 'danger' : 'default'} />
        </div>
      ) : null}
      <NoticeMessage text={notice} busy={busy} />
      <ErrorMessage text={error} />
    </div>
  );
}
