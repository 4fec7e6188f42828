// VideoLibrary: the Video Library tab — a grid of the user's videos, each a player (its poster, or
// the stream's first frame when the server has none) with its name, length, date and face check
// (ready for lip-sync, or why not); videos still processing or failed say so; the spec's empty
// text; the load failure with Try Again. With `manage` (issue 26) each card has Rename and Delete
// (the server says why a video in use cannot go).
import { FilmIcon, RotateCcwIcon } from 'lucide-react';
import { videoPageMessages, type LibraryVideo } from '@twin/machines/video/video-page';
import { Button } from '../../components/button/button';
import { ItemActions } from '../../components/item-actions/item-actions';
import { Spinner } from '../../components/spinner/spinner';
import { ErrorMessage } from '../../components/status-message/status-messages';
import { cn } from '../../lib/cn';
import { formatLongDate } from '../../lib/format';
import { formatClock } from '../../lib/format-audio';
import { FaceCheckBadge } from './face-check-badge';

/** Renaming and deleting a video through the app's calls; each rejects with the reason to show. */
export interface VideoManager {
  rename: (video: LibraryVideo, name: string) => Promise<void>;
  remove: (video: LibraryVideo) => Promise<void>;
}

/** The name a creator knows a video by: its file name without the extension. */
export function videoTitleOf(name: string): string {
  return name.replace(/\.[A-Za-z0-9]{1,5}$/, '') || name;
}

export interface VideoLibraryProps {
  videos: readonly LibraryVideo[];
  /** The first load: a spinner instead of the grid. */
  loading: boolean;
  /** A later load: the grid stays, a small spinner says it is refreshing. */
  refreshing?: boolean;
  error: string | null;
  onReload: () => void;
  manage?: VideoManager;
  className?: string;
}

export function VideoLibrary({
  videos,
  loading,
  refreshing = false,
  error,
  onReload,
  manage,
  className,
}: VideoLibraryProps) {
  return (
    <section
      data-slot="video-library"
      aria-labelledby="video-library-heading"
      className={cn('grid gap-4', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="video-library-heading" className="text-lg font-semibold text-foreground">
          Your videos
        </h2>
        {refreshing ? <Spinner size="sm" label="Refreshing videos" /> : null}
      </div>
      {error ? (
        <div className="grid justify-items-start gap-3">
          <ErrorMessage text={error} />
          <Button variant="outline" size="sm" onClick={onReload}>
            <RotateCcwIcon aria-hidden />
            Try Again
          </Button>
        </div>
      ) : null}
      {loading ? (
        <div className="flex items-center justify-center gap-3 py-12 text-sm text-subtle-foreground">
          <Spinner decorative />
          <span role="status">Loading videos...</span>
        </div>
      ) : videos.length === 0 ? (
        error ? null : (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
            <FilmIcon aria-hidden className="size-8 text-subtle-foreground" />
            <p className="text-sm text-subtle-foreground">{videoPageMessages.empty}</p>
          </div>
        )
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} manage={manage} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VideoCard({ video, manage }: { video: LibraryVideo; manage?: VideoManager }) {
  const ready = video.status === 'ready' || video.status === 'completed';
  const failed = video.status === 'failed' || video.status === 'error';
  return (
    <figure data-slot="video-card" className="m-0 grid gap-2 rounded-xl border bg-surface p-2 shadow-xs">
      <div className="relative aspect-video overflow-hidden rounded-lg bg-neutral-900">
        {ready && video.streamUrl ? (
          <video
            src={video.streamUrl}
            poster={video.posterUrl ?? undefined}
            controls
            preload="metadata"
            playsInline
            aria-label={video.name}
            className="size-full object-contain"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-neutral-300">
            {failed ? (
              <span>Processing failed</span>
            ) : (
              <>
                <Spinner decorative size="sm" />
                <span>Processing...</span>
              </>
            )}
          </div>
        )}
      </div>
      <figcaption className="grid gap-0.5 px-1 pb-1">
        <span className="truncate text-sm font-medium text-foreground" title={video.name}>
          {video.name}
        </span>
        <span className="flex items-center gap-2 text-xs text-subtle-foreground">
          {video.durationSeconds !== null ? (
            <span className="tabular-nums">{formatClock(Math.round(video.durationSeconds))}</span>
          ) : null}
          <span>{formatLongDate(video.createdAt)}</span>
          {video.uploadMethod === 'record' ? <span>Recorded</span> : null}
        </span>
        {ready ? (
          <FaceCheckBadge faceCheck={video.faceCheck} consentFace={video.consentFace} className="mt-1" />
        ) : null}
        {manage ? (
          <ItemActions
            className="mt-1 -ml-3"
            name={videoTitleOf(video.name)}
            texts={{ noun: 'video', deleteAlso: 'Lip-sync videos made from it stay in your library.' }}
            onRename={(name) => manage.rename(video, name)}
            onDelete={() => manage.remove(video)}
          />
        ) : null}
      </figcaption>
    </figure>
  );
}
