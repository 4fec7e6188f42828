// What the library screen shows, read from a snapshot: the visible jobs, how many remain, whether
// the first load, a refresh or a page of cards is under way, and the empty state.
import { isActiveJob } from './library.jobs';
import type { LibrarySnapshot } from './library.machine';
import type { LibraryJob } from './library.types';

export interface LibraryView {
  jobs: LibraryJob[];
  remaining: number;
  /** The first load, before any job has come: a spinner instead of the list. */
  loading: boolean;
  /** 'Refreshing...' on the button. */
  refreshing: boolean;
  /** More cards are on their way (after Load More or a scroll). */
  loadingMore: boolean;
  /** 'No video jobs yet'. */
  empty: boolean;
  /** Some job still runs (the page re-fetches every 5 s). */
  active: boolean;
}

export function libraryView(snapshot: LibrarySnapshot): LibraryView {
  const { jobs, visibleCount } = snapshot.context;
  const firstLoad = snapshot.matches({ jobs: { fetching: 'loading' } });
  // The jobs of the list that answered first show while the other is awaited.
  const loading = firstLoad && jobs.length === 0;
  return {
    jobs: jobs.slice(0, visibleCount),
    remaining: Math.max(0, jobs.length - visibleCount),
    loading,
    refreshing: firstLoad || snapshot.matches({ jobs: { fetching: 'refreshing' } }),
    loadingMore: !snapshot.matches({ list: 'showing' }),
    empty: !loading && jobs.length === 0,
    active: jobs.some(isActiveJob),
  };
}
