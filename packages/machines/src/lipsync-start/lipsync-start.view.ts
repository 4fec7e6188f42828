// What the lip-sync views show, read from a snapshot: whether the picker is open and which step it
// shows, the chosen video, and the message under the timeline.
import type { LipsyncStartSnapshot } from './lipsync-start.machine';
import { lipsyncStartMessages } from './lipsync-start.messages';
import type { LipsyncVideo } from './lipsync-start.types';

export type LipsyncPickerStep = 'loading' | 'loadFailed' | 'choosing' | 'confirming';

export interface LipsyncStartView {
  pickerOpen: boolean;
  step: LipsyncPickerStep | null;
  videos: LipsyncVideo[];
  chosenVideo: LipsyncVideo | null;
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
  const { videos, videoId, error, notice } = snapshot.context;
  const step: LipsyncPickerStep | null = snapshot.matches('loadingVideos')
    ? 'loading'
    : snapshot.matches('videosFailed')
      ? 'loadFailed'
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
  return {
    pickerOpen: step !== null,
    step,
    videos,
    chosenVideo: videos.find((video) => video.id === videoId) ?? null,
    busy: busyText !== null,
    busyText,
    pickerError: step === null ? null : error,
    status,
  };
}
