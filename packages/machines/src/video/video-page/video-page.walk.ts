// Sample events for walking the /video page's graph: the library loaded (a lipsync video among
// them, left out), refused (by the server or for want of a login), reloads asked for by the user
// and by a child's upload, and the tabs. The children are never walked here: they have walks of
// their own.
import { MissingTokenError } from '../../shared/session-errors';
import { actorDone, actorFailed } from '../../testing/actor-events';
import type { MachineWalk } from '../../testing/reachable-states';
import type { VideoPageMachine } from './video-page.machine';
import type { LibraryVideo } from './video-page.types';

export const videoPageWalkVideos: LibraryVideo[] = [
  {
    id: 'video-1',
    name: 'talk.mp4',
    uploadMethod: 'upload',
    status: 'ready',
    durationSeconds: 42,
    createdAt: '2026-11-20T10:00:00.000Z',
    streamUrl: '/api/videos/video-1/stream?token=t1',
    posterUrl: null,
  },
  {
    id: 'video-2',
    name: 'lipsync.mp4',
    uploadMethod: 'lipsync',
    status: 'ready',
    durationSeconds: 12,
    createdAt: '2026-11-21T10:00:00.000Z',
    streamUrl: '/api/videos/video-2/stream?token=t2',
    posterUrl: null,
  },
];

export const videoPageMachineWalk: MachineWalk<VideoPageMachine> = {
  events: [
    actorDone('loadVideos', videoPageWalkVideos),
    // A recording still being processed: the list is read again after 3 s (the timer is tried bare).
    actorDone('loadVideos', [{ ...videoPageWalkVideos[0]!, status: 'processing', streamUrl: null }]),
    actorFailed('loadVideos', new Error('')),
    actorFailed('loadVideos', new MissingTokenError()),
    { type: 'videos.reload' },
    { type: 'library.changed' },
    { type: 'tab.select', tab: 'record' },
    { type: 'tab.select', tab: 'library' },
  ],
  // A reload while one is pending would leave its fake call unsettled for the replay (unit tested).
  filterEvents: (snapshot, event) =>
    !(snapshot.matches('reloading') && (event.type === 'videos.reload' || event.type === 'library.changed')),
};
