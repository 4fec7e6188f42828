// The /library page (spec part 1 §2 Library, §6, §9; part 2 §9): loads the lip-sync jobs and the
// localization jobs (two actors the app provides, run side by side), tags them with their type and
// keeps them newest first. Two regions:
// - `jobs`: loading (first load) → settled, or watching while a job is pending or processing, which
//   re-fetches quietly after 5 s (`activeJobRefresh`) in `polling`; 'Refresh Jobs' re-fetches in
//   `refreshing` ('Refreshing...'). A list that fails keeps what it showed (nothing at first: the
//   spec tolerates a failing localization list as an empty one) and the failure is only logged
//   (action `logError`), as the spec says for library load failures; a list that does not answer
//   within 15 s (`fetchTimeout`) counts as failed.
// - `list`: 4 jobs shown at first; 'Load More Videos (N remaining)' shows 4 more after 300 ms
//   (`loadMoreDelay`), the view's near-bottom report after 500 ms (`scrollLoadDelay`).
import { and, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { hasActiveJobs, replaceJobsOfType } from './library.jobs';
import type { LibraryContext, LibraryEvent, LibraryJobRecord, LibraryJobType } from './library.types';

export const libraryPageSize = 4;
export const libraryActiveJobRefresh = 5000;
export const libraryLoadMoreDelay = 300;
export const libraryScrollLoadDelay = 500;
/** Ours: a list that has not answered after this long counts as failed, so a stalled list cannot keep the page loading. */
export const libraryFetchTimeout = 15_000;
/** How close to the page's bottom (px) a scroll loads more (part 2 §9); the view measures it. */
export const libraryScrollThreshold = 200;

const fetchingBoth = { lipsync: true, localization: true } satisfies LibraryContext['awaiting'];

export const libraryMachine = setup({
  types: {
    context: {} as LibraryContext,
    events: {} as LibraryEvent,
  },
  actors: {
    loadLipsyncJobs: notProvided<LibraryJobRecord[], void>('loadLipsyncJobs'),
    loadLocalizationJobs: notProvided<LibraryJobRecord[], void>('loadLocalizationJobs'),
  },
  actions: {
    /** Failed job lists are only logged (spec part 1 §8, part 2 §8). */
    logError: (_, params: { error: unknown }) => {
      console.error('Could not load the library jobs', params.error);
    },
    startFetch: assign({ awaiting: fetchingBoth }),
    receiveJobs: assign(
      ({ context }, params: { job_type: LibraryJobType; records: readonly LibraryJobRecord[] }) => ({
        jobs: replaceJobsOfType(context.jobs, params.job_type, params.records),
        awaiting: { ...context.awaiting, [params.job_type]: false },
      }),
    ),
    /** The list failed: it keeps the jobs it showed. */
    keepJobs: assign(({ context }, params: { job_type: LibraryJobType }) => ({
      awaiting: { ...context.awaiting, [params.job_type]: false },
    })),
    /** The lists still awaited count as failed. */
    stopAwaiting: assign({ awaiting: { lipsync: false, localization: false } }),
    showMore: assign(({ context }) => ({ visibleCount: context.visibleCount + libraryPageSize })),
  },
  guards: {
    awaitingLipsync: ({ context }) => context.awaiting.lipsync,
    awaitingLocalization: ({ context }) => context.awaiting.localization,
    bothArrived: ({ context }) => !context.awaiting.lipsync && !context.awaiting.localization,
    hasActiveJobs: ({ context }) => hasActiveJobs(context.jobs),
    hasMore: ({ context }) => context.jobs.length > context.visibleCount,
  },
  delays: {
    activeJobRefresh: libraryActiveJobRefresh,
    loadMoreDelay: libraryLoadMoreDelay,
    scrollLoadDelay: libraryScrollLoadDelay,
    fetchTimeout: libraryFetchTimeout,
  },
}).createMachine({
  id: 'library',
  context: { jobs: [], visibleCount: libraryPageSize, awaiting: fetchingBoth },
  type: 'parallel',
  states: {
    jobs: {
      initial: 'fetching',
      states: {
        /** Both lists are asked for at once; the state settles when both have answered. */
        fetching: {
          entry: 'startFetch',
          initial: 'loading',
          states: {
            /** The first load: the page shows a spinner instead of the list. */
            loading: {},
            /** 'Refreshing...'. */
            refreshing: {},
            /** A quiet re-fetch while jobs run; Refresh Jobs makes it the visible refresh. */
            polling: { on: { 'jobs.refresh': { target: 'refreshing' } } },
          },
          invoke: [
            {
              id: 'loadLipsyncJobs',
              src: 'loadLipsyncJobs',
              onDone: {
                guard: 'awaitingLipsync',
                actions: {
                  type: 'receiveJobs',
                  params: ({ event }) => ({ job_type: 'lipsync', records: event.output }),
                },
              },
              onError: {
                guard: 'awaitingLipsync',
                actions: [
                  { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'keepJobs', params: { job_type: 'lipsync' } },
                ],
              },
            },
            {
              id: 'loadLocalizationJobs',
              src: 'loadLocalizationJobs',
              onDone: {
                guard: 'awaitingLocalization',
                actions: {
                  type: 'receiveJobs',
                  params: ({ event }) => ({ job_type: 'localization', records: event.output }),
                },
              },
              onError: {
                guard: 'awaitingLocalization',
                actions: [
                  { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'keepJobs', params: { job_type: 'localization' } },
                ],
              },
            },
          ],
          after: {
            fetchTimeout: {
              actions: [
                { type: 'logError', params: { error: new Error('A job list did not answer in time') } },
                'stopAwaiting',
              ],
            },
          },
          always: [
            { guard: and(['bothArrived', 'hasActiveJobs']), target: 'watching' },
            { guard: 'bothArrived', target: 'settled' },
          ],
        },
        /** Nothing runs: no more fetching until Refresh Jobs. */
        settled: { on: { 'jobs.refresh': { target: 'fetching.refreshing' } } },
        /** A job is pending or processing: fetch again after 5 s. */
        watching: {
          on: { 'jobs.refresh': { target: 'fetching.refreshing' } },
          after: { activeJobRefresh: { target: 'fetching.polling' } },
        },
      },
    },
    list: {
      initial: 'showing',
      states: {
        showing: {
          on: {
            'list.loadMore': { guard: 'hasMore', target: 'loadingMore' },
            'list.nearBottom': { guard: 'hasMore', target: 'loadingOnScroll' },
          },
        },
        /** After Load More: 300 ms, then 4 more. */
        loadingMore: { after: { loadMoreDelay: { target: 'showing', actions: 'showMore' } } },
        /** After a scroll near the bottom: 500 ms, then 4 more. */
        loadingOnScroll: { after: { scrollLoadDelay: { target: 'showing', actions: 'showMore' } } },
      },
    },
  },
});

export type LibraryMachine = typeof libraryMachine;
export type LibrarySnapshot = SnapshotFrom<typeof libraryMachine>;
export type LibraryActorRef = ActorRefFrom<typeof libraryMachine>;
