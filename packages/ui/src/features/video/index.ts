// @twin/ui/features/video: the /video page screen, and its upload and recorder panels and library
// grid, which other pages (the speech page's video picker) reuse.
export type { VideoPageBinding, VideoRecorderBinding, VideoUploadBinding } from './video-bindings';
export { VideoPageScreen, type VideoPageScreenProps } from './video-page-screen';
export { VideoUploadPanel, type VideoUploadPanelProps } from './video-upload-panel';
export { VideoRecorderPanel, type VideoRecorderPanelProps } from './video-recorder-panel';
export { VideoLibrary, type VideoLibraryProps } from './video-library';
export { FaceCheckBadge, type FaceCheckBadgeProps } from './face-check-badge';
export { VideoProcessingStatus, type VideoProcessingStatusProps } from './video-processing-status';
export { sampleRecordingScript } from './sample-script';
