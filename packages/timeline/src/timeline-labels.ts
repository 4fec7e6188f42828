// Every text the timeline's view shows or gives assistive technology, in English by default (the
// spec's words where the spec has them): pass `labels` to <Timeline> to translate some or all.
// The announcements after edits come from the machine (timeline.messages.ts) and stay English.
import * as React from 'react';
import { timelineMessages } from './headless';

export interface TimelineLabels {
  title: string;
  uploadAudio: string;
  zoomIn: string;
  zoomOut: string;
  zoomLevel: (pixelsPerSecond: number) => string;
  undo: string;
  redo: string;
  splitAtCursor: string;
  deleteClip: string;
  snapping: string;
  setInMarker: string;
  setOutMarker: string;
  clearMarkers: string;
  downloadMarkedRange: string;
  downloadAudio: string;
  createVideo: string;
  exportFailed: string;
  tryAgain: string;
  dismiss: string;
  backToStart: string;
  play: string;
  pause: string;
  time: string;
  volume: string;
  cursorPosition: string;
  totalDuration: string;
  clipCount: (count: number) => string;
  empty: string;
  clipRole: string;
  /** A clip's accessible name: its name and where it sits ("0:01.0" style times). */
  clipName: (name: string, from: string, to: string) => string;
  splitClip: (name: string) => string;
  deleteNamedClip: (name: string) => string;
  /** The Delete button on a clip of a selection of several: it deletes them all. */
  deleteSelectedClips: (count: number) => string;
  instructions: string;
  keys: { play: string; split: string; delete: string; move: string; undo: string };
}

export const defaultTimelineLabels: TimelineLabels = {
  title: 'Audio Timeline',
  uploadAudio: 'Upload Audio',
  zoomIn: 'Zoom In',
  zoomOut: 'Zoom Out',
  zoomLevel: (pixelsPerSecond) => `${pixelsPerSecond} px/s`,
  undo: 'Undo',
  redo: 'Redo',
  splitAtCursor: 'Split at Cursor',
  deleteClip: 'Delete Clip',
  snapping: 'Snapping',
  setInMarker: 'Set In Marker',
  setOutMarker: 'Set Out Marker',
  clearMarkers: 'Clear Markers',
  downloadMarkedRange: 'Download Marked Range',
  downloadAudio: 'Download Audio',
  createVideo: 'Create Video',
  exportFailed: timelineMessages.exportFailed,
  tryAgain: 'Try Again',
  dismiss: 'Dismiss',
  backToStart: 'Back to start',
  play: 'Play',
  pause: 'Pause',
  time: 'Time',
  volume: 'Volume',
  cursorPosition: 'Cursor position',
  totalDuration: 'Total duration:',
  clipCount: (count) => `${count} ${count === 1 ? 'clip' : 'clips'}`,
  empty: 'No clips yet. Generate speech and add it to the timeline, or upload an audio file.',
  clipRole: 'audio clip',
  clipName: (name, from, to) => `${name}, ${from} to ${to}`,
  splitClip: (name) => `Split ${name} at the cursor`,
  deleteNamedClip: (name) => `Delete ${name}`,
  deleteSelectedClips: (count) => `Delete ${count} selected clips`,
  instructions:
    'Drag a clip with the pointer, or press the left and right arrow keys to move it (with Shift, by one second). ' +
    'Press S to split it at the cursor, Delete to remove it, Space to play. Control-click or Shift-click adds ' +
    'clips to the selection, Control+A selects them all, and dragging across empty lanes selects the clips in ' +
    'the box; moves and Delete then apply to every selected clip. I and O set the in and out markers at the cursor.',
  keys: { play: 'play', split: 'split', delete: 'delete', move: 'move', undo: 'undo' },
};

/** What a host passes: any of the labels (and any of the keys' words). */
export type TimelineLabelsInput = Partial<Omit<TimelineLabels, 'keys'>> & {
  keys?: Partial<TimelineLabels['keys']>;
};

/** The host's labels over the defaults (`keys` merged one level down). */
export function mergeLabels(labels: TimelineLabelsInput | undefined): TimelineLabels {
  if (!labels) return defaultTimelineLabels;
  return { ...defaultTimelineLabels, ...labels, keys: { ...defaultTimelineLabels.keys, ...labels.keys } };
}

export const TimelineLabelsContext = React.createContext<TimelineLabels>(defaultTimelineLabels);

export function useTimelineLabels(): TimelineLabels {
  return React.useContext(TimelineLabelsContext);
}
