// LibraryJobCard: one job of the library (spec part 1 §2): its readable title when the app gives one
// ('<video name> → Spanish', issue 25), the spec's 'job type - status' and when it was made, the
// language as a visible badge; a spinner until it completes (over the job's poster frame with its
// percentage and time left, when the server gives them), then a player (its poster shown before it plays), a
// download under the file name the card shows, the subtitle downloads, and the note when the lips
// could not follow, and for a localization 'Edit dub' (the dubbing editor, issue 25); a failed job says why, a
// canceled one that its unspent credits are back. With `manage` (issue 26), Rename for every card and Delete
// once the job ended.
// `mediaSrc` turns the server's media links into URLs (the app's helper).
import * as React from 'react';
import type { LibraryJob } from '@twin/machines/library';
import { libraryMessages } from '@twin/machines/library';
import { CaptionsIcon, DownloadIcon, InfoIcon, PencilIcon } from 'lucide-react';
import { Alert } from '../../components/alert/alert';
import { ItemActions } from '../../components/item-actions/item-actions';
import { Button, buttonVariants } from '../../components/button/button';
import { AppLink } from '../../components/link/app-link';
import { Progress } from '../../components/progress/progress';
import { Spinner } from '../../components/spinner/spinner';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/format';

/** Renaming and deleting a library item through the app's calls; each rejects with the reason to show. */
export interface LibraryItemManager {
  rename: (job: LibraryJob, name: string) => Promise<void>;
  remove: (job: LibraryJob) => Promise<void>;
}

export interface LibraryJobCardProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  job: LibraryJob;
  mediaSrc: (pathOrUrl: string) => string;
  manage?: LibraryItemManager;
}

/** The same media link with download=true: the server answers with an attachment. */
export function downloadUrlOf(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}download=true`;
}

/** The name a download gets: the app's, else '{job type}_{date}_{id}.mp4'. */
export function downloadNameOf(job: LibraryJob): string {
  if (job.download_name) return job.download_name;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(job.created_at)?.[0];
  const id = job.id.replace(/[^A-Za-z0-9-]+/g, '').slice(0, 8) || 'video';
  return `${job.job_type}_${day ? `${day}_` : ''}${id}.mp4`;
}

const statusTone: Record<LibraryJob['status'], string> = {
  pending: 'bg-subtle-foreground',
  processing: 'bg-primary',
  completed: 'bg-success',
  failed: 'bg-destructive',
  canceled: 'bg-subtle-foreground',
};

export function LibraryJobCard({ job, mediaSrc, manage, className, ...props }: LibraryJobCardProps) {
  const titleId = React.useId();
  const statusLine = libraryMessages.jobTitle(job);
  const title = job.title?.trim() || statusLine;
  const created = formatLongDate(job.created_at);
  const result = job.status === 'completed' && job.result_video_path ? mediaSrc(job.result_video_path) : null;
  const poster = job.poster_url ? mediaSrc(job.poster_url) : undefined;
  const ended = job.status === 'completed' || job.status === 'failed' || job.status === 'canceled';

  return (
    <article
      data-slot="library-job-card"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-surface p-4 text-surface-foreground shadow-xs outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold break-words">
            <span aria-hidden className={cn('size-2 shrink-0 rounded-full', statusTone[job.status])} />
            {title}
          </h2>
          {title !== statusLine ? (
            <p data-slot="library-job-status" className="text-sm text-subtle-foreground">
              {statusLine}
            </p>
          ) : null}
          {created ? <p className="text-xs text-subtle-foreground">{created}</p> : null}
        </div>
        {job.language ? (
          <span
            data-slot="library-job-language"
            className="shrink-0 rounded-full border bg-subtle px-2 py-0.5 text-xs font-medium text-foreground"
          >
            {job.language}
          </span>
        ) : null}
      </header>

      {result ? (
        <>
          <video
            className="aspect-video w-full rounded-lg bg-black"
            src={result}
            poster={poster}
            controls
            preload="metadata"
            playsInline
            aria-label={`${title} video`}
          />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button asChild variant="outline" size="sm">
              <a href={downloadUrlOf(result)} download={downloadNameOf(job)}>
                <DownloadIcon aria-hidden />
                Download
                <span className="sr-only"> {downloadNameOf(job)}</span>
              </a>
            </Button>
            <span
              data-slot="library-job-file"
              aria-hidden
              className="text-xs break-all text-subtle-foreground"
            >
              {downloadNameOf(job)}
            </span>
            {job.job_type === 'localization' ? (
              <AppLink
                href={`/localize?dub=${encodeURIComponent(job.id)}`}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <PencilIcon aria-hidden />
                Edit dub
                <span className="sr-only"> {title}</span>
              </AppLink>
            ) : null}
          </div>
          {job.subtitle_downloads?.length ? (
            <SubtitleDownloads downloads={job.subtitle_downloads} mediaSrc={mediaSrc} />
          ) : null}
          {job.face_note ? (
            <Alert role="note" data-slot="library-job-note">
              <InfoIcon aria-hidden />
              {job.face_note}
            </Alert>
          ) : null}
        </>
      ) : job.status === 'failed' ? (
        <Alert variant="error" role="note">
          {job.error_message?.trim() || libraryMessages.failedWithoutMessage}
        </Alert>
      ) : job.status === 'canceled' ? (
        <Alert role="note" data-slot="library-job-canceled">
          <InfoIcon aria-hidden />
          {libraryMessages.canceled}
        </Alert>
      ) : (
        <RunningJob
          title={title}
          poster={poster}
          percent={job.progress_percent ?? null}
          secondsLeft={job.seconds_left ?? null}
        />
      )}
      {manage ? (
        <ItemActions
          className="mt-auto justify-end"
          name={title}
          texts={{ noun: 'video', deleteAlso: 'It leaves your library.' }}
          onRename={(name) => manage.rename(job, name)}
          onDelete={ended ? () => manage.remove(job) : undefined}
        />
      ) : null}
    </article>
  );
}

/** The subtitle files of a completed job: one small link per format and track, named as it downloads. */
function SubtitleDownloads({
  downloads,
  mediaSrc,
}: {
  downloads: NonNullable<LibraryJob['subtitle_downloads']>;
  mediaSrc: (pathOrUrl: string) => string;
}) {
  const labelId = React.useId();
  return (
    <div
      data-slot="library-job-subtitles"
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className="flex items-center gap-1 text-xs font-medium text-subtle-foreground">
        <CaptionsIcon aria-hidden className="size-4" />
        {libraryMessages.subtitles}
      </span>
      {downloads.map((download) => (
        <Button key={`${download.track}-${download.format}`} asChild variant="ghost" size="sm">
          <a href={mediaSrc(download.url)} download={download.file_name} title={download.file_name}>
            {libraryMessages.subtitleDownload(download.format, download.track)}
            <span className="sr-only"> {download.file_name}</span>
          </a>
        </Button>
      ))}
    </div>
  );
}

/** A job still running: its poster dimmed behind a spinner and, when known, its percentage, a bar and the time left. */
function RunningJob({
  title,
  poster,
  percent,
  secondsLeft,
}: {
  title: string;
  poster?: string;
  percent: number | null;
  secondsLeft: number | null;
}) {
  const shown = percent === null ? null : Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="grid gap-2">
      <div className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-lg bg-subtle text-subtle-foreground">
        {poster ? (
          <img
            data-slot="library-job-poster"
            src={poster}
            alt=""
            className="absolute inset-0 size-full object-cover opacity-40"
          />
        ) : null}
        <div
          className={cn(
            'relative flex flex-col items-center gap-2 text-foreground',
            poster ? 'rounded-lg bg-background/85 px-4 py-3 shadow-xs' : null,
          )}
        >
          <Spinner size="lg" label={`${title}: the video is not ready yet`} />
          {shown !== null ? (
            <span data-slot="library-job-percent" className="text-lg font-semibold tabular-nums">
              {libraryMessages.percentDone(shown)}
            </span>
          ) : null}
        </div>
      </div>
      {shown !== null ? <Progress value={shown} aria-label={libraryMessages.progressLabel(title)} /> : null}
      {secondsLeft !== null ? (
        <p data-slot="library-job-time-left" className="text-xs text-subtle-foreground">
          {libraryMessages.timeLeft(secondsLeft)}
        </p>
      ) : null}
    </div>
  );
}
