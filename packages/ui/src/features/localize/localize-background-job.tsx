// LocalizeBackgroundJob (issue 25): the running job on step 2 once its overlay is put away — its text in a polite
// live region, its percentage and time left, 'Show progress' (the overlay again) and Cancel. It takes the focus when
// the overlay closes (a Radix dialog returns focus; here the button that opened it is disabled).
import type { LocalizeBackgroundJob as BackgroundJob } from '@twin/machines/localize';
import { localizeMessages } from '@twin/machines/localize';
import { localizeJobMessages } from '@twin/machines/localize/localize-job';
import { Button } from '../../components/button/button';
import { Progress } from '../../components/progress/progress';
import { Spinner } from '../../components/spinner/spinner';

export const backgroundJobSlot = 'localize-background-job';

export interface LocalizeBackgroundJobProps {
  job: BackgroundJob;
  onShow?: () => void;
  onCancel?: () => void;
}

export function LocalizeBackgroundJob({ job, onShow, onCancel }: LocalizeBackgroundJobProps) {
  return (
    <section
      data-slot={backgroundJobSlot}
      tabIndex={-1}
      aria-label={localizeMessages.jobLabel}
      className="grid gap-3 rounded-xl border bg-surface p-4 text-surface-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-center gap-3">
        <Spinner size="sm" decorative />
        <p role="status" aria-live="polite" className="font-medium">
          {job.text}
        </p>
      </div>
      {job.percent !== null ? (
        <div className="grid gap-1">
          <Progress value={job.percent} aria-label={localizeMessages.jobLabel} />
          <p className="flex justify-between text-sm text-subtle-foreground tabular-nums">
            <span>{`${Math.round(job.percent)}%`}</span>
            {job.timeLeft ? <span>{job.timeLeft}</span> : null}
          </p>
        </div>
      ) : null}
      <p className="text-sm text-subtle-foreground">{localizeMessages.dismissHint}</p>
      <div className="flex flex-wrap gap-2">
        {onShow ? (
          <Button variant="outline" size="sm" onClick={onShow}>
            {localizeMessages.showProgress}
          </Button>
        ) : null}
        {job.canCancel && onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {localizeJobMessages.cancel}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
