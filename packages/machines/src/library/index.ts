// @twin/machines/library: the /library page's machine (both job lists, refresh, polling of running
// jobs, paging), its types, texts, constants and list rules.
export {
  libraryActiveJobRefresh,
  libraryFetchTimeout,
  libraryLoadMoreDelay,
  libraryMachine,
  libraryPageSize,
  libraryScrollLoadDelay,
  libraryScrollThreshold,
} from './library.machine';
export type { LibraryActorRef, LibraryMachine, LibrarySnapshot } from './library.machine';
export { libraryJobTypes } from './library.types';
export type {
  LibraryContext,
  LibraryEvent,
  LibraryJob,
  LibraryJobRecord,
  LibraryJobStatus,
  LibraryJobType,
  LibrarySubtitleDownload,
} from './library.types';
export { libraryMessages } from './library.messages';
export { hasActiveJobs, isActiveJob, newestFirst, replaceJobsOfType, tagJobs } from './library.jobs';
export { libraryView, type LibraryView } from './library.view';
