// What the lip-sync views show, read from a snapshot: whether the picker is open and which step it
// shows (with no videos, which of its Upload and Record tabs), the chosen video with what the result will be
// (length, cost, looped), the video just added, and the message under the timeline.
import type { LipsyncStartSnapshot } from './lipsync-start.machine';
import { lipsyncStartMessages } from './lipsync-start.messages';
import { lipsyncSummary, type LipsyncSummary } from './lipsync-start.summary';
import type { LipsyncSourceTab, LipsyncVideo } from './lipsync-start.types';

export type LipsyncPickerStep = 'loading' | 'loadFailed' | 'noVideos' | 'choosing' | 'confirming';

export interface LipsyncStartView {
  pickerOpen: boolean;
  step: LipsyncPickerStep | null;
  videos: LipsyncVideo[];
  /** With no videos: the tab shown (Upload or Record); null on other steps. */
  sourceTab: LipsyncSourceTab | null;
  /** The video an upload or a recording in the picker just added, when the grid lists it. */
  newVideoId: string | null;
  chosenVideo: LipsyncVideo | null;
  /** With a chosen video: the result's length, its cost in credits and whether the video will be looped. */
  summary: LipsyncSummary | null;
  /** Mixing or starting: the confirmation's buttons wait, the picker stays open. */
  busy: boolean;
  /** The progress line while busy. */
  busyText: string | null;
  /** An error inside the picker (failed to load, mix or start). */
  pickerError: string | null;
  /** Under the timeline: the empty-timeline error or the started notice. */
  status: { kind: 'error' | 'success'; text: string } | null;
}

export function lipsyncStartView(snapshot: LipsyncStartSnapshot): LipsyncStartView {
  const { videos, videoId, newVideoId, error, notice, clips } = snapshot.context;
  const step: LipsyncPickerStep | null = snapshot.matches('loadingVideos')
    ? 'loading'
    : snapshot.matches('videosFailed')
      ? 'loadFailed'
      : snapshot.matches('noVideos')
        ? 'noVideos'
        : snapshot.matches('choosing')
          ? 'choosing'
          : snapshot.matches('confirming') ||
              snapshot.matches('mixing') ||
              snapshot.matches('starting') ||
              snapshot.matches('failed')
            ? 'confirming'
            : null;
  const busyText = snapshot.matches('mixing')
    ? lipsyncStartMessages.mixing
    : snapshot.matches('starting')
      ? lipsyncStartMessages.starting
      : null;
  const status = snapshot.matches('timelineEmpty')
    ? { kind: 'error' as const, text: error ?? lipsyncStartMessages.emptyTimeline }
    : snapshot.matches('started')
      ? { kind: 'success' as const, text: notice ?? lipsyncStartMessages.started }
      : null;
  const chosenVideo = videos.find((video) => video.id === videoId) ?? null;
  return {
    pickerOpen: step !== null,
    step,
    videos,
    sourceTab: snapshot.matches({ noVideos: 'record' })
      ? 'record'
      : snapshot.matches('noVideos')
        ? 'upload'
        : null,
    newVideoId: videos.some((video) => video.id === newVideoId) ? newVideoId : null,
    chosenVideo,
    summary: chosenVideo ? lipsyncSummary(clips, chosenVideo) : null,
    busy: busyText !== null,
    busyText,
    pickerError: step === null ? null : error,
    status,
  };
}
