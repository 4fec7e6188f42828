// Sample events for walking the library's graph: each list answering with jobs (some running, or
// all finished) or failing, Refresh Jobs, Load More and the scroll report; the timers go bare.
// A quiet re-fetch's timer is not taken while a page of cards is on its way: the replay advances
// one shared clock, so the 5 s would also fire the 300/500 ms timer (each is unit tested alone).
import { actorDone, actorFailed } from '../testing/actor-events';
import type { MachineWalk } from '../testing/reachable-states';
import type { LibraryMachine } from './library.machine';
import type { LibraryEvent, LibraryJobRecord, LibraryJobStatus } from './library.types';

const record = (id: string, status: LibraryJobStatus, day: number): LibraryJobRecord => ({
  id,
  status,
  result_video_path: status === 'completed' ? `/api/videos/lipsync/${id}/stream?token=t` : null,
  created_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  error_message: status === 'failed' ? 'The video has no audio track.' : null,
  download_name: `lipsync_${id}.mp4`,
});

/** Six lip-sync jobs, one still processing: two pages, and polling. */
export const libraryWalkRunningJobs: LibraryJobRecord[] = [
  record('ls-1', 'processing', 20),
  record('ls-2', 'completed', 19),
  record('ls-3', 'failed', 18),
  record('ls-4', 'completed', 17),
  record('ls-5', 'completed', 16),
  record('ls-6', 'completed', 15),
];
/** The same jobs once the running one has completed. */
export const libraryWalkFinishedJobs: LibraryJobRecord[] = libraryWalkRunningJobs.map((job) =>
  job.status === 'processing'
    ? { ...job, status: 'completed', result_video_path: `/api/videos/lipsync/${job.id}/stream?token=t` }
    : job,
);
export const libraryWalkLocalizationJobs: LibraryJobRecord[] = [
  {
    id: 'lo-1',
    status: 'completed',
    result_video_path: '/api/localization/jobs/lo-1/stream?token=t',
    created_at: '2026-11-21T09:00:00.000Z',
    error_message: null,
    download_name: 'localized_lecture_es.mp4',
  },
];

export const libraryMachineWalk: MachineWalk<LibraryMachine> = {
  events: [
    { type: 'jobs.refresh' },
    { type: 'list.loadMore' },
    { type: 'list.nearBottom' },
    actorDone('loadLipsyncJobs', libraryWalkRunningJobs),
    actorDone('loadLipsyncJobs', libraryWalkFinishedJobs),
    actorFailed('loadLipsyncJobs', new Error('Failed to fetch')),
    actorDone('loadLocalizationJobs', libraryWalkLocalizationJobs),
    actorFailed('loadLocalizationJobs', Object.assign(new Error('Not Found'), { status: 404 })),
  ] satisfies (LibraryEvent | ReturnType<typeof actorDone> | ReturnType<typeof actorFailed>)[],
  filterEvents: (snapshot, event) =>
    !(event.type.startsWith('xstate.after.activeJobRefresh') && !snapshot.matches({ list: 'showing' })) &&
    // A list that timed out stays pending in the replay's fakes, which settle the oldest call
    // first; the timeout reaches no new state and is unit tested.
    !event.type.startsWith('xstate.after.fetchTimeout'),
};
