// @twin/ui/features/video: the /video page screen, its upload and recorder panels and library grid,
// and lip-sync (Create Video on the speech page: the start screen, its video picker and status).
export type { VideoPageBinding, VideoRecorderBinding, VideoUploadBinding } from './video-bindings';
export { VideoPageScreen, type VideoPageScreenProps } from './video-page-screen';
export { VideoUploadPanel, type VideoUploadPanelProps } from './video-upload-panel';
export { VideoRecorderPanel, type VideoRecorderPanelProps } from './video-recorder-panel';
export { VideoLibrary, videoTitleOf, type VideoLibraryProps, type VideoManager } from './video-library';
export { FaceCheckBadge, type FaceCheckBadgeProps } from './face-check-badge';
export { VideoProcessingStatus, type VideoProcessingStatusProps } from './video-processing-status';
export { sampleRecordingScript } from './sample-script';
export {
  LipsyncStartScreen,
  useLipsyncSources,
  type LipsyncStartScreenProps,
} from './lipsync/lipsync-start-screen';
export { LipsyncStatus, type LipsyncStatusProps } from './lipsync/lipsync-status';
export { VideoPickerDialog, type VideoPickerDialogProps } from './lipsync/video-picker-dialog';
export { VideoPickerSources, type VideoPickerSourcesProps } from './lipsync/video-picker-sources';
