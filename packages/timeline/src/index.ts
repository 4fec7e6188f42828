// @twin/timeline — the embeddable audio timeline: <Timeline>, useTimeline() for hosts that add
// clips themselves, the export and WAV helpers, and generated audio for demos. The state lives in
// the headless machine (@twin/timeline/headless), whose types this entry re-exports.
export { Timeline, type TimelineProps } from './components/timeline';
export type { UploadAudioHandler } from './components/timeline-toolbar';
export {
  useTimeline,
  type TimelineHandle,
  type TimelineMarkersInSeconds,
  type UseTimelineOptions,
} from './use-timeline';
export type { TimelineChange, TimelineClipsChange } from './timeline-changes';
export { defaultTimelineLabels, type TimelineLabels, type TimelineLabelsInput } from './timeline-labels';
export type { RenderClipContent } from './timeline-view-context';
export type { AudioToAdd, TimelineCommands } from './timeline-commands';
export { createTimelineMedia, type TimelineMedia } from './timeline-media';
export { AudioBufferCache, AudioLoadError, type FetchAudio } from './audio/audio-buffers';
export { TimelinePlayer } from './audio/timeline-player';
export {
  downloadFile,
  exportTimelineAudio,
  renderTimelineMix,
  TimelineExportError,
} from './audio/export-timeline-audio';
export { encodeWav16, readWavHeader, type WavHeader } from './audio/wav-format';
export {
  speechLikeAudioUrl,
  speechLikeWav,
  synthesizeSpeechLike,
  type SpeechLikeAudioOptions,
} from './demo/speech-like-audio';
export { demoManyClips, demoSessionClips, speechLikeClip } from './demo/demo-clips';
export { formatSampleTime, formatTimelineTime } from './format-time';
export * from './headless';
