// The library machine on a fake clock (spec part 1 §2 Library, §6, §9; part 2 §9): both lists
// asked for at once, tagged and merged newest first; a failing list keeps what it showed and is
// logged; 4 cards, Load More after 300 ms, the scroll report after 500 ms; running jobs re-fetched
// every 5 s and only then; Refresh Jobs; the view's derived values; the walk's reachable states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createFakePromiseActors, settle } from '../testing/fake-actors';
import { reachableStateValues } from '../testing/reachable-states';
import { stateValuePaths } from '../testing/state-value-paths';
import { hasActiveJobs, newestFirst, replaceJobsOfType, tagJobs } from './library.jobs';
import { libraryMachine } from './library.machine';
import { libraryMessages } from './library.messages';
import type { LibraryJobRecord, LibraryJobStatus } from './library.types';
import { libraryView } from './library.view';
import { libraryMachineWalk } from './library.walk';

const job = (id: string, status: LibraryJobStatus, createdAt: string): LibraryJobRecord => ({
  id,
  status,
  result_video_path: status === 'completed' ? `/api/videos/lipsync/${id}/stream?token=t` : null,
  created_at: createdAt,
  error_message: null,
});

const lipsync = [
  job('ls-a', 'completed', '2026-11-20T10:00:00Z'),
  job('ls-b', 'processing', '2026-11-22T10:00:00Z'),
  job('ls-c', 'completed', '2026-11-18T10:00:00Z'),
];
const localization = [job('lo-a', 'completed', '2026-11-21T10:00:00Z')];
const many = (count: number, status: LibraryJobStatus = 'completed') =>
  Array.from({ length: count }, (_, index) =>
    job(`job-${index}`, status, `2026-11-${String(28 - index).padStart(2, '0')}T10:00:00Z`),
  );

function startLibrary() {
  const fakes = createFakePromiseActors(['loadLipsyncJobs', 'loadLocalizationJobs'] as const);
  const logError = vi.fn<(error: unknown) => void>();
  const actor = createActor(
    libraryMachine.provide({
      actors: fakes.actors,
      actions: { logError: (_, params) => logError(params.error) },
    }),
  ).start();
  const snapshot = () => actor.getSnapshot();
  const states = () => stateValuePaths(snapshot().value);
  async function answer(
    lipsyncJobs: LibraryJobRecord[] | Error,
    localizationJobs: LibraryJobRecord[] | Error,
  ) {
    if (lipsyncJobs instanceof Error) await fakes.reject('loadLipsyncJobs', lipsyncJobs);
    else await fakes.resolve('loadLipsyncJobs', lipsyncJobs);
    if (localizationJobs instanceof Error) await fakes.reject('loadLocalizationJobs', localizationJobs);
    else await fakes.resolve('loadLocalizationJobs', localizationJobs);
  }
  return { actor, fakes, logError, snapshot, states, answer };
}

async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the list rules', () => {
  it('tags each list with its type and merges them newest first', () => {
    const merged = replaceJobsOfType(tagJobs(localization, 'localization'), 'lipsync', lipsync);
    expect(merged.map((entry) => [entry.id, entry.job_type])).toEqual([
      ['ls-b', 'lipsync'],
      ['lo-a', 'localization'],
      ['ls-a', 'lipsync'],
      ['ls-c', 'lipsync'],
    ]);
  });

  it('replaces only the jobs of the type that answered', () => {
    const before = replaceJobsOfType(tagJobs(lipsync, 'lipsync'), 'localization', localization);
    const after = replaceJobsOfType(before, 'localization', []);
    expect(after.map((entry) => entry.id)).toEqual(['ls-b', 'ls-a', 'ls-c']);
  });

  it('keeps the list order of jobs made at the same moment, and puts unreadable dates last', () => {
    const same = tagJobs(
      [
        job('x', 'completed', '2026-11-20T10:00:00Z'),
        job('y', 'completed', '2026-11-20T10:00:00Z'),
        job('z', 'completed', 'soon'),
      ],
      'lipsync',
    );
    expect(newestFirst([same[2]!, same[0]!, same[1]!]).map((entry) => entry.id)).toEqual(['x', 'y', 'z']);
  });

  it('counts pending and processing as running, completed and failed as final', () => {
    expect(hasActiveJobs(tagJobs([job('p', 'pending', '')], 'lipsync'))).toBe(true);
    expect(hasActiveJobs(tagJobs([job('p', 'processing', '')], 'lipsync'))).toBe(true);
    expect(hasActiveJobs(tagJobs([job('c', 'completed', ''), job('f', 'failed', '')], 'lipsync'))).toBe(
      false,
    );
  });

  it("titles a card 'job type - status' and counts what Load More would add", () => {
    expect(libraryMessages.jobTitle({ job_type: 'lipsync', status: 'processing' })).toBe(
      'lipsync - processing',
    );
    expect(libraryMessages.loadMore(3)).toBe('Load More Videos (3 remaining)');
  });

  it('makes the readable titles of issue 25 and names the subtitle downloads', () => {
    expect(libraryMessages.localizationTitle('Sun Lesson', 'Spanish')).toBe('Sun Lesson → Spanish');
    expect(libraryMessages.lipsyncTitle('talk', 'Hello and welcome to the…')).toBe(
      'talk · Hello and welcome to the…',
    );
    expect(libraryMessages.lipsyncTitle('talk', '')).toBe('talk');
    expect(libraryMessages.subtitleDownload('vtt', 'original')).toBe('Original WebVTT');
    expect(libraryMessages.subtitleDownload('srt', 'translated')).toBe('SRT');
  });
});

describe('loading', () => {
  it('asks for both lists at once and shows a spinner meanwhile', () => {
    const { fakes, snapshot, states } = startLibrary();
    expect(states()).toEqual(['jobs.fetching.loading', 'list.showing']);
    expect(fakes.pendingCount('loadLipsyncJobs')).toBe(1);
    expect(fakes.pendingCount('loadLocalizationJobs')).toBe(1);
    expect(libraryView(snapshot())).toMatchObject({
      loading: true,
      refreshing: true,
      empty: false,
      jobs: [],
    });
  });

  it('shows the lip-sync jobs as soon as they come, tagged, then settles when both lists are in', async () => {
    const { fakes, snapshot, states } = startLibrary();
    await fakes.resolve(
      'loadLipsyncJobs',
      lipsync.filter((entry) => entry.status === 'completed'),
    );
    expect(states()).toEqual(['jobs.fetching.loading', 'list.showing']);
    expect(snapshot().context.jobs.map((entry) => entry.job_type)).toEqual(['lipsync', 'lipsync']);
    await fakes.resolve('loadLocalizationJobs', localization);
    expect(states()).toEqual(['jobs.settled', 'list.showing']);
    expect(snapshot().context.jobs.map((entry) => entry.id)).toEqual(['lo-a', 'ls-a', 'ls-c']);
    expect(libraryView(snapshot())).toMatchObject({
      loading: false,
      refreshing: false,
      empty: false,
      remaining: 0,
    });
  });

  it('settles in either order of answers', async () => {
    const { fakes, states } = startLibrary();
    await fakes.resolve('loadLocalizationJobs', localization);
    expect(states()).toEqual(['jobs.fetching.loading', 'list.showing']);
    await fakes.resolve('loadLipsyncJobs', []);
    expect(states()).toEqual(['jobs.settled', 'list.showing']);
  });

  it('treats a failing localization list as empty and only logs it', async () => {
    const { answer, snapshot, states, logError } = startLibrary();
    const notFound = Object.assign(new Error('Not Found'), { status: 404 });
    await answer([lipsync[0]!], notFound);
    expect(states()).toEqual(['jobs.settled', 'list.showing']);
    expect(snapshot().context.jobs.map((entry) => entry.id)).toEqual(['ls-a']);
    expect(logError).toHaveBeenCalledExactlyOnceWith(notFound);
  });

  it("shows 'No video jobs yet' when both lists are empty, or when both fail (failures only logged)", async () => {
    const empty = startLibrary();
    await empty.answer([], []);
    expect(libraryView(empty.snapshot()).empty).toBe(true);

    const failing = startLibrary();
    await failing.answer(new Error('Failed to fetch'), new Error('Failed to fetch'));
    expect(failing.states()).toEqual(['jobs.settled', 'list.showing']);
    expect(libraryView(failing.snapshot()).empty).toBe(true);
    expect(failing.logError).toHaveBeenCalledTimes(2);
  });

  it('counts a list that does not answer within 15 s as failed, and settles', async () => {
    const { fakes, snapshot, states, logError } = startLibrary();
    await fakes.resolve('loadLipsyncJobs', [lipsync[0]!]);
    expect(libraryView(snapshot())).toMatchObject({ loading: false, refreshing: true });
    await advance(14_999);
    expect(states()).toEqual(['jobs.fetching.loading', 'list.showing']);
    await advance(1);
    expect(states()).toEqual(['jobs.settled', 'list.showing']);
    expect(snapshot().context.jobs.map((entry) => entry.id)).toEqual(['ls-a']);
    expect(logError).toHaveBeenCalledOnce();
  });

  it('ignores a stray answer after its list has been counted', async () => {
    const { actor, snapshot } = startLibrary();
    actor.send({ type: 'xstate.done.actor.loadLipsyncJobs', output: lipsync } as never);
    const afterFirst = snapshot().context.jobs;
    actor.send({ type: 'xstate.done.actor.loadLipsyncJobs', output: [] } as never);
    actor.send({ type: 'xstate.error.actor.loadLipsyncJobs', error: new Error('late') } as never);
    expect(snapshot().context.jobs).toBe(afterFirst);
  });
});

describe('re-fetching running jobs every 5 seconds', () => {
  it('re-fetches both lists quietly 5 s after a list with a running job, until none runs', async () => {
    const { fakes, answer, snapshot, states } = startLibrary();
    await answer(lipsync, localization);
    expect(states()).toEqual(['jobs.watching', 'list.showing']);
    await advance(4999);
    expect(fakes.inputsOf('loadLipsyncJobs')).toHaveLength(1);
    await advance(1);
    expect(states()).toEqual(['jobs.fetching.polling', 'list.showing']);
    expect(libraryView(snapshot())).toMatchObject({ loading: false, refreshing: false });
    expect(fakes.inputsOf('loadLocalizationJobs')).toHaveLength(2);

    await answer(
      lipsync.map((entry) => ({ ...entry, status: 'completed' as const })),
      localization,
    );
    expect(states()).toEqual(['jobs.settled', 'list.showing']);
    await advance(60_000);
    expect(fakes.inputsOf('loadLipsyncJobs')).toHaveLength(2);
  });

  it('keeps the jobs it showed when a re-fetch fails, and keeps watching them', async () => {
    const { answer, snapshot, states, logError } = startLibrary();
    await answer(lipsync, localization);
    await advance(5000);
    await answer(new Error('Bad gateway'), new Error('Bad gateway'));
    expect(snapshot().context.jobs.map((entry) => entry.id)).toEqual(['ls-b', 'lo-a', 'ls-a', 'ls-c']);
    expect(states()).toEqual(['jobs.watching', 'list.showing']);
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it('watches a running localization job too', async () => {
    const { answer, states } = startLibrary();
    await answer([], [job('lo-p', 'pending', '2026-11-21T10:00:00Z')]);
    expect(states()).toEqual(['jobs.watching', 'list.showing']);
  });
});

describe('Refresh Jobs', () => {
  it("re-fetches from a settled list, saying 'Refreshing...' until both lists are in", async () => {
    const { actor, fakes, answer, snapshot, states } = startLibrary();
    await answer([lipsync[0]!], []);
    actor.send({ type: 'jobs.refresh' });
    expect(states()).toEqual(['jobs.fetching.refreshing', 'list.showing']);
    expect(libraryView(snapshot())).toMatchObject({ refreshing: true, loading: false });
    expect(fakes.inputsOf('loadLipsyncJobs')).toHaveLength(2);
    await answer(lipsync, []);
    expect(states()).toEqual(['jobs.watching', 'list.showing']);
  });

  it('re-fetches at once while watching, without waiting for the 5 s', async () => {
    const { actor, fakes, answer, states } = startLibrary();
    await answer(lipsync, []);
    await advance(2000);
    actor.send({ type: 'jobs.refresh' });
    expect(states()).toEqual(['jobs.fetching.refreshing', 'list.showing']);
    expect(fakes.inputsOf('loadLipsyncJobs')).toHaveLength(2);
    await advance(5000);
    expect(fakes.inputsOf('loadLipsyncJobs')).toHaveLength(2);
  });

  it('turns a quiet re-fetch into the visible refresh without asking twice', async () => {
    const { actor, fakes, answer, states } = startLibrary();
    await answer(lipsync, []);
    await advance(5000);
    actor.send({ type: 'jobs.refresh' });
    expect(states()).toEqual(['jobs.fetching.refreshing', 'list.showing']);
    expect(fakes.inputsOf('loadLipsyncJobs')).toHaveLength(2);
    await answer(lipsync, []);
    expect(states()).toEqual(['jobs.watching', 'list.showing']);
  });

  it('ignores Refresh Jobs during the first load and during a refresh', async () => {
    const { actor, fakes, answer, states } = startLibrary();
    actor.send({ type: 'jobs.refresh' });
    expect(fakes.inputsOf('loadLipsyncJobs')).toHaveLength(1);
    await answer([], []);
    actor.send({ type: 'jobs.refresh' });
    actor.send({ type: 'jobs.refresh' });
    expect(fakes.inputsOf('loadLipsyncJobs')).toHaveLength(2);
    expect(states()).toEqual(['jobs.fetching.refreshing', 'list.showing']);
  });
});

describe('paging', () => {
  it('shows 4 jobs at first and says how many remain', async () => {
    const { answer, snapshot } = startLibrary();
    await answer(many(10), []);
    expect(libraryView(snapshot())).toMatchObject({ remaining: 6, loadingMore: false });
    expect(libraryView(snapshot()).jobs.map((entry) => entry.id)).toEqual([
      'job-0',
      'job-1',
      'job-2',
      'job-3',
    ]);
  });

  it('Load More adds 4 after 300 ms', async () => {
    const { actor, answer, snapshot, states } = startLibrary();
    await answer(many(10), []);
    actor.send({ type: 'list.loadMore' });
    expect(states()).toEqual(['jobs.settled', 'list.loadingMore']);
    expect(libraryView(snapshot())).toMatchObject({ loadingMore: true, remaining: 6 });
    await advance(299);
    expect(snapshot().context.visibleCount).toBe(4);
    await advance(1);
    expect(states()).toEqual(['jobs.settled', 'list.showing']);
    expect(libraryView(snapshot())).toMatchObject({ remaining: 2, loadingMore: false });
    expect(libraryView(snapshot()).jobs).toHaveLength(8);
    actor.send({ type: 'list.loadMore' });
    await advance(300);
    expect(libraryView(snapshot())).toMatchObject({ remaining: 0 });
    expect(libraryView(snapshot()).jobs).toHaveLength(10);
  });

  it('a scroll near the bottom adds 4 after 500 ms', async () => {
    const { actor, answer, snapshot, states } = startLibrary();
    await answer(many(6), []);
    actor.send({ type: 'list.nearBottom' });
    expect(states()).toEqual(['jobs.settled', 'list.loadingOnScroll']);
    await advance(499);
    expect(snapshot().context.visibleCount).toBe(4);
    await advance(1);
    expect(snapshot().context.visibleCount).toBe(8);
    expect(states()).toEqual(['jobs.settled', 'list.showing']);
  });

  it('loads one page at a time: reports and clicks while a page is coming change nothing', async () => {
    const { actor, answer, snapshot } = startLibrary();
    await answer(many(20), []);
    actor.send({ type: 'list.nearBottom' });
    actor.send({ type: 'list.nearBottom' });
    actor.send({ type: 'list.loadMore' });
    await advance(500);
    expect(snapshot().context.visibleCount).toBe(8);
    await advance(1000);
    expect(snapshot().context.visibleCount).toBe(8);
  });

  it('loads nothing more when every job is shown', async () => {
    const { actor, answer, states } = startLibrary();
    await answer(many(4), []);
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.nearBottom' });
    expect(states()).toEqual(['jobs.settled', 'list.showing']);
  });

  it('keeps the cards shown across a refresh', async () => {
    const { actor, answer, snapshot } = startLibrary();
    await answer(many(10), []);
    actor.send({ type: 'list.loadMore' });
    await advance(300);
    actor.send({ type: 'jobs.refresh' });
    await answer(many(12), []);
    expect(libraryView(snapshot())).toMatchObject({ remaining: 4 });
  });

  it('pages while a re-fetch runs', async () => {
    const { actor, answer, states } = startLibrary();
    await answer(many(10, 'processing'), []);
    await advance(5000);
    actor.send({ type: 'list.loadMore' });
    expect(states()).toEqual(['jobs.fetching.polling', 'list.loadingMore']);
  });
});

describe('the graph walk', () => {
  it('reaches every state the stories show', () => {
    expect(reachableStateValues(libraryMachine, libraryMachineWalk)).toEqual([
      'jobs.fetching.loading',
      'jobs.fetching.polling',
      'jobs.fetching.refreshing',
      'jobs.settled',
      'jobs.watching',
      'list.loadingMore',
      'list.loadingOnScroll',
      'list.showing',
    ]);
  });
});
