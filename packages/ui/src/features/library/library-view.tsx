// LibraryView: the /library page (spec part 1 §2 Library): 'Video Library' with 'Refresh Jobs'
// ('Refreshing...'), the job cards (4 at first), 'Load More Videos (N remaining)', the scroll
// report when the list's end comes within 200 px of the viewport's bottom, and 'No video jobs yet'
// with its hint. Presentational: the screen maps the machine to these props.
import * as React from 'react';
import { libraryMessages, libraryScrollThreshold, type LibraryJob } from '@twin/machines/library';
import { FilmIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '../../components/button/button';
import { AppLink } from '../../components/link/app-link';
import { Spinner } from '../../components/spinner/spinner';
import { cn } from '../../lib/cn';
import { LibraryJobCard, type LibraryItemManager } from './library-job-card';

export interface LibraryViewProps {
  jobs: readonly LibraryJob[];
  remaining: number;
  loading: boolean;
  refreshing: boolean;
  loadingMore: boolean;
  empty: boolean;
  mediaSrc: (pathOrUrl: string) => string;
  onRefresh: () => void;
  onLoadMore: () => void;
  /** The list's end came within 200 px of the viewport's bottom while scrolling. */
  onNearBottom: () => void;
  /** Rename and Delete on each card (issue 26), when the app gives them. */
  manage?: LibraryItemManager;
}

/** Reports scrolls (of the page or any scrolling parent) that bring `sentinel` near the viewport's bottom. */
function useNearBottom(sentinel: React.RefObject<HTMLElement | null>, enabled: boolean, report: () => void) {
  const reportRef = React.useRef(report);
  React.useEffect(() => {
    reportRef.current = report;
  });
  React.useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = sentinel.current;
      if (!element) return;
      if (element.getBoundingClientRect().top - window.innerHeight <= libraryScrollThreshold)
        reportRef.current();
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [sentinel, enabled]);
}

export function LibraryView({
  jobs,
  remaining,
  loading,
  refreshing,
  loadingMore,
  empty,
  mediaSrc,
  onRefresh,
  onLoadMore,
  onNearBottom,
  manage,
}: LibraryViewProps) {
  const emptyTitleId = React.useId();
  const sentinel = React.useRef<HTMLDivElement>(null);
  const list = React.useRef<HTMLOListElement>(null);
  // After Load More, focus moves to the first card it added (the button may be gone by then).
  const focusFrom = React.useRef<number | null>(null);
  useNearBottom(sentinel, remaining > 0 && !loadingMore, onNearBottom);

  React.useEffect(() => {
    const from = focusFrom.current;
    if (from === null || jobs.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('[data-slot="library-job-card"]')[from]?.focus();
  }, [jobs.length]);

  return (
    <div data-slot="library" className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground md:text-3xl">
          {libraryMessages.title}
        </h1>
        <Button
          variant="outline"
          onClick={() => {
            if (!refreshing) onRefresh();
          }}
          aria-disabled={refreshing || undefined}
        >
          <RefreshCwIcon aria-hidden className={cn(refreshing && 'animate-spin')} />
          {refreshing ? libraryMessages.refreshing : libraryMessages.refresh}
        </Button>
      </header>

      {loading ? (
        <div className="flex justify-center py-16 text-subtle-foreground">
          <Spinner size="lg" label="Loading your video jobs" />
        </div>
      ) : empty ? (
        <section
          aria-labelledby={emptyTitleId}
          className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-surface px-6 py-14 text-center"
        >
          <FilmIcon aria-hidden className="size-10 text-subtle-foreground" />
          <h2 id={emptyTitleId} className="text-lg font-semibold">
            {libraryMessages.empty}
          </h2>
          <p className="max-w-md text-sm text-subtle-foreground">{libraryMessages.emptyHint}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild size="sm">
              <AppLink href="/text-to-speech">Text to Video</AppLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <AppLink href="/localize">Localization</AppLink>
            </Button>
          </div>
        </section>
      ) : (
        <>
          <ol ref={list} aria-label="Video jobs" className="grid list-none gap-4 p-0 md:grid-cols-2">
            {jobs.map((job) => (
              <li key={`${job.job_type}-${job.id}`}>
                <LibraryJobCard job={job} mediaSrc={mediaSrc} manage={manage} className="h-full" />
              </li>
            ))}
          </ol>
          <div ref={sentinel} aria-hidden />
          {remaining > 0 ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                aria-disabled={loadingMore || undefined}
                onClick={() => {
                  // Cards on their way (a scroll asked first) take the focus too.
                  focusFrom.current = jobs.length;
                  if (!loadingMore) onLoadMore();
                }}
              >
                {loadingMore ? <Spinner size="sm" decorative /> : null}
                {libraryMessages.loadMore(remaining)}
              </Button>
            </div>
          ) : null}
          {loadingMore ? (
            <p role="status" className="text-center text-sm text-subtle-foreground">
              {libraryMessages.loadingMore}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
