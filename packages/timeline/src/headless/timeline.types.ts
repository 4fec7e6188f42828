// Context, events, input and actor contracts of the timeline machine. Times are integer samples at
// 44,100 Hz; the host converts to and from the spec's seconds with clipFromSeconds/clipToSeconds.
import type { TimelineClip } from './timeline-clip';
import type { TimelineMarkers } from './timeline-markers';
import type { SelectModifiers } from './timeline-selection';

export interface ClipMovePreview {
  clipId: string;
  /** Where the clip would start if dropped now (snapped, clamped). */
  startSample: number;
  /** The edge or cursor position it snapped to, for a guide line; null when free. */
  snappedToSample: number | null;
}

export interface TimelineContext {
  /** The committed clips (the present of the undo history). */
  clips: readonly TimelineClip[];
  /** Earlier clip lists, oldest first (undo). */
  past: readonly (readonly TimelineClip[])[];
  /** Undone clip lists, next first (redo). */
  future: readonly (readonly TimelineClip[])[];
  /** A drag in progress: shown, not yet in the history. */
  preview: ClipMovePreview | null;
  /** The selected clips, the anchor (last clicked) last. A move or delete of one of them applies to all. */
  selectedClipIds: readonly string[];
  /** The anchor of the selection (its last id), or null: the clip the keyboard and split act on. */
  selectedClipId: string | null;
  /** In and out markers: the span `export.start` with range 'marked' mixes. */
  markers: TimelineMarkers;
  /** What the running or last export mixes: every clip, or the marked span. */
  exportRange: 'all' | 'marked';
  cursorSample: number;
  pixelsPerSecond: number;
  /** Playback volume, 0 to 1 (export is not affected). */
  volume: number;
  /** Where the current or last playback started. */
  playbackFromSample: number;
  /** The spec's export error while in exportFailed. */
  error: string | null;
  /** The last edit in words, for an aria-live region. */
  announcement: string;
}

export interface TimelineInput {
  clips?: readonly TimelineClip[];
  pixelsPerSecond?: number;
  volume?: number;
}

export type TimelineEvent =
  | { type: 'clip.add'; clip: TimelineClip }
  | { type: 'clip.select'; clipId: string | null; modifiers?: SelectModifiers }
  /** A box selection: exactly these clips (the anchor last). */
  | { type: 'selection.set'; clipIds: readonly string[] }
  /** Markers at `sample`, or at the cursor. */
  | { type: 'marker.in'; sample?: number }
  | { type: 'marker.out'; sample?: number }
  | { type: 'markers.clear' }
  | { type: 'clip.move.preview'; clipId: string; startSample: number; snap?: boolean }
  | { type: 'clip.move.commit'; clipId: string; startSample: number; snap?: boolean }
  | { type: 'clip.move.cancel' }
  | { type: 'clip.split'; clipId?: string }
  | { type: 'clip.delete'; clipId?: string }
  | { type: 'cursor.set'; sample: number }
  | { type: 'zoom.in' }
  | { type: 'zoom.out' }
  /** Zoom to this many pixels per second (clamped to the zoom range). */
  | { type: 'zoom.set'; pixelsPerSecond: number }
  /**
   * The host's clips (a controlled timeline): nothing when equal to the clips; the last step taken
   * back and forgotten when equal to the clips before it (a refused edit); redone when equal to what
   * the last undo took away (a refused undo); otherwise the clips replaced as one undo step.
   */
  | { type: 'clips.set'; clips: readonly TimelineClip[] }
  | { type: 'volume.set'; volume: number }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'playback.play' }
  /** `atSample`: where the audio clock says playback is (the cursor moves there). */
  | { type: 'playback.pause'; atSample?: number }
  /** `range: 'marked'` mixes only the span between the markers. */
  | { type: 'export.start'; range?: 'all' | 'marked' }
  | { type: 'error.dismiss' };

/** What the host's `playback` actor receives: play these clips from this sample at this volume. */
export interface PlaybackInput {
  clips: readonly TimelineClip[];
  fromSample: number;
  volume: number;
}

/**
 * What the host's `playback` actor receives while it plays: where is the audio now? It calls
 * `reply` at once with the audio clock's position in timeline samples (an edit while playing
 * pauses there).
 */
export interface PlaybackEvent {
  type: 'playback.locate';
  reply: (sample: number) => void;
}

/** What the host's `exportAudio` actor receives. */
export interface ExportInput {
  clips: readonly TimelineClip[];
  /** Length of the mix: the end of the last clip. */
  totalSamples: number;
}

/** What `exportAudio` resolves with; `audio` is the host's file object (a Blob in browsers). */
export interface TimelineExport {
  fileName: string;
  totalSamples: number;
  audio: unknown;
}
