// Texts of the timeline: the spec's export, upload and empty-timeline texts (part 2 §5, §8, word for word) and the
// announcements a screen reader hears after each edit (ours; the spec has none).
import { samplesToSeconds } from './timeline-clip';

function secondsText(samples: number): string {
  const seconds = samplesToSeconds(samples);
  const rounded = Math.round(seconds * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'second' : 'seconds'}`;
}

export const timelineMessages = {
  /** Spec part 2 §8: a clip could not be loaded or the mix could not be made. */
  exportFailed: 'Error creating composite audio. Please try again.',
  /** Spec part 2 §8: an uploaded file has been placed on the timeline. */
  audioFileAdded: 'Audio file added to timeline!',
  /** Spec part 2 §5: lip-sync needs a non-empty timeline. */
  emptyTimeline: 'Please add audio clips to the timeline first.',
  added: (name: string) => `Added ${name}.`,
  moved: (name: string, startSample: number) => `Moved ${name} to ${secondsText(startSample)}.`,
  split: (name: string, atSample: number) => `Split ${name} at ${secondsText(atSample)}.`,
  cannotSplit: 'Place the cursor inside a clip, more than 0.1 seconds from its edges, to split it.',
  deleted: (name: string) => `Deleted ${name}.`,
  deletedSeveral: (count: number) => `Deleted ${count} clips.`,
  movedSeveral: (count: number, bySamples: number) =>
    `Moved ${count} clips ${bySamples < 0 ? 'earlier' : 'later'} by ${secondsText(Math.abs(bySamples))}.`,
  selected: (count: number) => (count === 1 ? '1 clip selected.' : `${count} clips selected.`),
  markerIn: (atSample: number) => `In marker at ${secondsText(atSample)}.`,
  markerOut: (atSample: number) => `Out marker at ${secondsText(atSample)}.`,
  markersCleared: 'Markers cleared.',
  undone: 'Undone.',
  redone: 'Redone.',
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
  zoom: (pixelsPerSecond: number) => `Zoom ${pixelsPerSecond} pixels per second.`,
  cursor: (atSample: number) => `Cursor at ${secondsText(atSample)}.`,
  playing: 'Playing.',
  paused: (atSample: number) => `Paused at ${secondsText(atSample)}.`,
  ended: 'Playback finished.',
  exporting: 'Creating the audio file.',
  exported: 'Audio file ready.',
} as const;
