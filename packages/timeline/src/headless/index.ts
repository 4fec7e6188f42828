// @twin/timeline/headless — the timeline without React or the DOM: the machine, the pure editing
// functions on integer samples at 44,100 Hz (one clip, a selection of several, in and out markers),
// the conversions to seconds, and the constants.
export { displayedStartSample, selectionDragOffset, timelineMachine } from './timeline.machine';
export type { TimelineActorRef, TimelineMachine, TimelineSnapshot } from './timeline.machine';
export type {
  ClipMovePreview,
  ExportInput,
  PlaybackEvent,
  PlaybackInput,
  TimelineContext,
  TimelineEvent,
  TimelineExport,
  TimelineInput,
} from './timeline.types';
export { timelineMessages } from './timeline.messages';
export {
  clipEndSample,
  clipFromSeconds,
  clipFromSource,
  wholeSourceClip,
  clipToSeconds,
  samplesToSeconds,
  secondsToSamples,
} from './timeline-clip';
export type { NewClipSource, TimelineClip, TimelineClipInSeconds, TimelineClipType } from './timeline-clip';
export {
  historyLimit,
  minimumTimelineSamples,
  minimumTimelineWidthPx,
  nudgeSamples,
  snapThresholdPx,
  splitGuardSamples,
  timelineExportFormat,
  timelineSampleRate,
  timelineZoom,
} from './timeline-constants';
export {
  addClip,
  canJoinClips,
  canSplitClipAt,
  clipsEndSample,
  deleteClip,
  findClip,
  joinClips,
  moveClip,
  splitClipAt,
  splitClipNames,
  splitTargetAt,
  totalDurationSamples,
} from './timeline-edits';
export { canRedo, canUndo, commitToHistory, createHistory, redo, undo } from './timeline-history';
export type { History } from './timeline-history';
export { clipsInMarkedSpan, markedSpan, noMarkers, setInMarker, setOutMarker } from './timeline-markers';
export type { TimelineMarkers } from './timeline-markers';
export {
  clipsInBox,
  clipsInTimelineOrder,
  deleteClips,
  moveClipsBy,
  selectionAfterClick,
} from './timeline-selection';
export type { SelectionBox, SelectModifiers } from './timeline-selection';
export { snapClipStart, snapTargets } from './timeline-snapping';
export type { SnapResult } from './timeline-snapping';
export {
  canZoomIn,
  canZoomOut,
  clampZoom,
  pixelsToSamples,
  samplesToPixels,
  zoomIn,
  zoomOut,
} from './timeline-zoom';
