// @twin/machines/video-page: the /video page machine (tabs, library, its upload and recorder workflows), its types and texts.
export { videoPageMachine, videoPageTimings } from './video-page.machine';
export type { VideoPageActorRef, VideoPageMachine, VideoPageSnapshot } from './video-page.machine';
export { videoPageTabs } from './video-page.types';
export type { LibraryVideo, VideoPageContext, VideoPageEvent, VideoPageTab } from './video-page.types';
export { videoPageMessages } from './video-page.messages';
