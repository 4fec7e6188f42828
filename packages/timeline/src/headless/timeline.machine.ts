// The audio timeline (spec part 2 §4 "Timeline"): clips placed, dragged, split and deleted with
// undo/redo, a cursor, zoom, playback to the end then back to the start, and export to one WAV.
// Several clips can be selected; moving or deleting one of them moves or deletes them all, as one
// undo step. In and out markers mark a span that an export can mix alone.
// The editing is done by the pure functions in timeline-edits.ts; the machine sequences them.
// Side effects are placeholders the host provides: actors `playback` (plays audio while in
// `playing`, stopped on exit; answers `playback.locate` with where the audio is) and `exportAudio`
// (mixes and encodes), action `deliverExport`. An edit sent while playing pauses where the audio
// is, then applies, so a host may send edits at any time.
import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  raise,
  setup,
  type ActorRefFrom,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import { samplesToSeconds, type TimelineClip } from './timeline-clip';
import { snapThresholdPx, timelineZoom } from './timeline-constants';
import {
  addClip,
  clipsEndSample,
  deleteClip,
  findClip,
  moveClip,
  splitClipAt,
  splitTargetAt,
  totalDurationSamples,
} from './timeline-edits';
import { commitToHistory, redo, undo, type History } from './timeline-history';
import { clipsInMarkedSpan, markedSpan, noMarkers, setInMarker, setOutMarker } from './timeline-markers';
import { deleteClips, moveClipsBy, selectionAfterClick } from './timeline-selection';
import { snapClipStart, snapTargets } from './timeline-snapping';
import { clampZoom, pixelsToSamples, zoomIn, zoomOut } from './timeline-zoom';
import { timelineMessages } from './timeline.messages';
import type {
  ExportInput,
  PlaybackEvent,
  PlaybackInput,
  TimelineContext,
  TimelineEvent,
  TimelineExport,
  TimelineInput,
} from './timeline.types';

type ClipList = readonly TimelineClip[];

function historyOf(context: TimelineContext): History<ClipList> {
  return { past: context.past, present: context.clips, future: context.future };
}

function fromHistory(history: History<ClipList>): Pick<TimelineContext, 'clips' | 'past' | 'future'> {
  return { clips: history.present, past: history.past, future: history.future };
}

/** The selection as context: the ids and their anchor (the last). */
function selection(clipIds: readonly string[]): Pick<TimelineContext, 'selectedClipIds' | 'selectedClipId'> {
  return { selectedClipIds: clipIds, selectedClipId: clipIds.at(-1) ?? null };
}

/** The clips an edit of `clipId` moves or deletes: the whole selection when the clip is part of it. */
function clipsActedOn(context: TimelineContext, clipId: string): readonly string[] {
  return context.selectedClipIds.includes(clipId) ? context.selectedClipIds : [clipId];
}

/**
 * Where a dragged clip lands: snapped to edges and the cursor unless `snap` is false, never before 0. The clips
 * moving with it (a selection) are not snap targets, and the group stops when its earliest clip reaches 0.
 */
function landingOf(
  context: TimelineContext,
  event: { clipId: string; startSample: number; snap?: boolean },
): { startSample: number; snappedToSample: number | null } {
  const clip = findClip(context.clips, event.clipId);
  const moving = clipsActedOn(context, event.clipId);
  const earliest = Math.min(
    ...context.clips.filter((other) => moving.includes(other.id)).map((other) => other.startSample),
  );
  const lowest = clip && Number.isFinite(earliest) ? clip.startSample - earliest : 0;
  const start = Math.max(lowest, Math.round(event.startSample));
  if (!clip || event.snap === false) return { startSample: start, snappedToSample: null };
  const threshold = pixelsToSamples(snapThresholdPx, context.pixelsPerSecond);
  const still = context.clips.filter((other) => other.id === clip.id || !moving.includes(other.id));
  const snapped = snapClipStart(
    start,
    clip.lengthSamples,
    snapTargets(still, clip.id, context.cursorSample),
    threshold,
  );
  return snapped.startSample < lowest ? { startSample: start, snappedToSample: null } : snapped;
}

function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1;
}

function clampCursor(context: TimelineContext, sample: number): number {
  if (!Number.isFinite(sample)) return context.cursorSample;
  return Math.min(totalDurationSamples(context.clips), Math.max(0, Math.round(sample)));
}

/**
 * Where the audio is now: the playback actor answers `playback.locate` at once from its audio
 * clock. Without an answer (no playback running, e.g. in a graph walk), the cursor.
 */
function heardSample(context: TimelineContext, playback: AnyActorRef | undefined): number {
  let heard = context.cursorSample;
  const locate: PlaybackEvent = {
    type: 'playback.locate',
    reply: (sample) => {
      heard = sample;
    },
  };
  playback?.send(locate);
  return heard;
}

export const timelineMachine = setup({
  types: {
    context: {} as TimelineContext,
    input: {} as TimelineInput,
    events: {} as TimelineEvent,
  },
  actors: {
    /** Plays the clips from `fromSample` while the machine is in `playing`; stops when stopped. */
    playback: fromCallback<PlaybackEvent, PlaybackInput>(() => () => {}),
    /** Mixes the clips into one WAV; rejects when any clip fails to load. */
    exportAudio: fromPromise<TimelineExport, ExportInput>(async () => {
      throw new Error(
        "The timeline machine has no 'exportAudio' actor: provide one with timelineMachine.provide({ actors }) (useTimeline does).",
      );
    }),
  },
  actions: {
    /** The host hands the file to the user (a download named timeline-audio.wav) or to its caller. */
    deliverExport: (_, _params: { export: TimelineExport }) => {},
    addClip: assign(({ context, event }) => {
      assertEvent(event, 'clip.add');
      const clips = addClip(context.clips, event.clip);
      const added = clips[clips.length - 1];
      return {
        ...fromHistory(commitToHistory(historyOf(context), clips)),
        ...(added ? selection([added.id]) : {}),
        announcement: timelineMessages.added(event.clip.name),
      };
    }),
    selectClip: assign(({ context, event }) => {
      assertEvent(event, 'clip.select');
      if (event.clipId === null) return selection([]);
      return selection(
        selectionAfterClick(context.clips, context.selectedClipIds, event.clipId, event.modifiers),
      );
    }),
    setSelection: assign(({ context, event }) => {
      assertEvent(event, 'selection.set');
      const known = event.clipIds.filter((id) => findClip(context.clips, id) !== undefined);
      return { ...selection([...new Set(known)]), announcement: timelineMessages.selected(known.length) };
    }),
    setInMarker: assign(({ context, event }) => {
      assertEvent(event, 'marker.in');
      const markers = setInMarker(
        context.markers,
        clampCursor(context, event.sample ?? context.cursorSample),
      );
      return { markers, announcement: timelineMessages.markerIn(markers.inSample ?? 0) };
    }),
    setOutMarker: assign(({ context, event }) => {
      assertEvent(event, 'marker.out');
      const markers = setOutMarker(
        context.markers,
        clampCursor(context, event.sample ?? context.cursorSample),
      );
      return { markers, announcement: timelineMessages.markerOut(markers.outSample ?? 0) };
    }),
    clearMarkers: assign({ markers: noMarkers, announcement: timelineMessages.markersCleared }),
    chooseExportRange: assign({
      exportRange: ({ event }) => {
        assertEvent(event, 'export.start');
        return event.range ?? 'all';
      },
    }),
    retryExportRange: assign({
      exportRange: ({ context, event }) => {
        assertEvent(event, 'export.start');
        return event.range ?? context.exportRange;
      },
    }),
    showPreview: assign({
      preview: ({ context, event }) => {
        assertEvent(event, 'clip.move.preview');
        return { clipId: event.clipId, ...landingOf(context, event) };
      },
      // Dragging an unselected clip selects it alone; a selected one drags the selection.
      selectedClipIds: ({ context, event }) => {
        assertEvent(event, 'clip.move.preview');
        return context.selectedClipIds.includes(event.clipId) ? context.selectedClipIds : [event.clipId];
      },
      selectedClipId: ({ context, event }) => {
        assertEvent(event, 'clip.move.preview');
        return context.selectedClipIds.includes(event.clipId) ? context.selectedClipId : event.clipId;
      },
    }),
    commitMove: assign(({ context, event }) => {
      assertEvent(event, 'clip.move.commit');
      const { startSample } = landingOf(context, event);
      const moving = clipsActedOn(context, event.clipId);
      const before = findClip(context.clips, event.clipId);
      const clips =
        moving.length > 1 && before
          ? moveClipsBy(context.clips, moving, startSample - before.startSample)
          : moveClip(context.clips, event.clipId, startSample);
      const clip = findClip(clips, event.clipId);
      const moved = clip && clips !== context.clips;
      return {
        ...fromHistory(commitToHistory(historyOf(context), clips)),
        preview: null,
        ...(clip ? selection(moving.length > 1 ? context.selectedClipIds : [clip.id]) : {}),
        announcement: !moved
          ? context.announcement
          : moving.length > 1
            ? timelineMessages.movedSeveral(moving.length, clip.startSample - before!.startSample)
            : timelineMessages.moved(clip.name, clip.startSample),
      };
    }),
    clearPreview: assign({ preview: null }),
    splitAtCursor: assign(({ context, event }) => {
      assertEvent(event, 'clip.split');
      const target = splitTargetAt(
        context.clips,
        context.cursorSample,
        event.clipId ?? context.selectedClipId,
      );
      if (!target || (event.clipId !== undefined && target.id !== event.clipId)) {
        return { announcement: timelineMessages.cannotSplit };
      }
      const clips = splitClipAt(context.clips, target.id, context.cursorSample);
      // splitClipAt puts the two halves where the clip was; the second half is selected.
      const second = clips[context.clips.indexOf(target) + 1];
      return {
        ...fromHistory(commitToHistory(historyOf(context), clips)),
        ...selection(second ? [second.id] : []),
        announcement: timelineMessages.split(target.name, context.cursorSample),
      };
    }),
    deleteClip: assign(({ context, event }) => {
      assertEvent(event, 'clip.delete');
      const clipId = event.clipId ?? context.selectedClipId;
      const clip = clipId === null ? undefined : findClip(context.clips, clipId);
      if (!clip) return {};
      const deleting = clipsActedOn(context, clip.id);
      const clips =
        deleting.length > 1 ? deleteClips(context.clips, deleting) : deleteClip(context.clips, clip.id);
      return {
        ...fromHistory(commitToHistory(historyOf(context), clips)),
        ...selection(context.selectedClipIds.filter((id) => !deleting.includes(id))),
        announcement:
          deleting.length > 1
            ? timelineMessages.deletedSeveral(deleting.length)
            : timelineMessages.deleted(clip.name),
      };
    }),
    undo: assign(({ context }) => {
      if (context.past.length === 0) return { announcement: timelineMessages.nothingToUndo };
      const history = undo(historyOf(context));
      return {
        ...fromHistory(history),
        ...keepSelection(context, history.present),
        announcement: timelineMessages.undone,
      };
    }),
    redo: assign(({ context }) => {
      if (context.future.length === 0) return { announcement: timelineMessages.nothingToRedo };
      const history = redo(historyOf(context));
      return {
        ...fromHistory(history),
        ...keepSelection(context, history.present),
        announcement: timelineMessages.redone,
      };
    }),
    setCursor: assign(({ context, event }) => {
      assertEvent(event, 'cursor.set');
      const cursorSample = clampCursor(context, event.sample);
      return { cursorSample, announcement: timelineMessages.cursor(cursorSample) };
    }),
    zoomIn: assign(({ context }) => {
      const pixelsPerSecond = zoomIn(context.pixelsPerSecond);
      return { pixelsPerSecond, announcement: timelineMessages.zoom(pixelsPerSecond) };
    }),
    setZoom: assign(({ event }) => {
      assertEvent(event, 'zoom.set');
      const pixelsPerSecond = clampZoom(event.pixelsPerSecond);
      return { pixelsPerSecond, announcement: timelineMessages.zoom(pixelsPerSecond) };
    }),
    /**
     * The host's clips (controlled use). The same clips: nothing. The clips before the last step (the
     * host refusing the edit it was just told of): that step is taken back and forgotten, so neither
     * undo nor redo brings the refused edit back. The clips the last undo took away (the host refusing
     * an undo): redone. Anything else replaces the clips as one undo step.
     */
    setClips: assign(({ context, event }) => {
      assertEvent(event, 'clips.set');
      if (sameClips(context.clips, event.clips)) return {};
      const previous = context.past.at(-1);
      if (previous && sameClips(previous, event.clips)) {
        return { clips: previous, past: context.past.slice(0, -1), ...keepSelection(context, previous) };
      }
      const undone = context.future[0];
      if (undone && sameClips(undone, event.clips)) {
        const history = redo(historyOf(context));
        return { ...fromHistory(history), ...keepSelection(context, history.present) };
      }
      return {
        ...fromHistory(commitToHistory(historyOf(context), event.clips)),
        ...keepSelection(context, event.clips),
      };
    }),
    zoomOut: assign(({ context }) => {
      const pixelsPerSecond = zoomOut(context.pixelsPerSecond);
      return { pixelsPerSecond, announcement: timelineMessages.zoom(pixelsPerSecond) };
    }),
    setVolume: assign({
      volume: ({ event }) => {
        assertEvent(event, 'volume.set');
        return clampVolume(event.volume);
      },
    }),
    startPlayback: assign(({ context }) => ({
      playbackFromSample:
        context.cursorSample >= totalDurationSamples(context.clips) ? 0 : context.cursorSample,
      cursorSample: context.cursorSample >= totalDurationSamples(context.clips) ? 0 : context.cursorSample,
      announcement: timelineMessages.playing,
    })),
    pausePlayback: assign(({ context, event }) => {
      assertEvent(event, 'playback.pause');
      const cursorSample =
        event.atSample === undefined ? context.cursorSample : clampCursor(context, event.atSample);
      return { cursorSample, announcement: timelineMessages.paused(cursorSample) };
    }),
    /** Spec: play advances in real time to the total length, then resets. */
    finishPlayback: assign({ cursorSample: 0, playbackFromSample: 0, announcement: timelineMessages.ended }),
    announceExport: assign({ error: null, announcement: timelineMessages.exporting }),
    announceExported: assign({ announcement: timelineMessages.exported }),
    showExportError: assign({
      error: timelineMessages.exportFailed,
      announcement: timelineMessages.exportFailed,
    }),
    clearError: assign({ error: null }),
    /** Pause where the audio is (as if the host had sent `playback.pause`), then redo the edit in `idle`. */
    pauseThenEdit: raise(({ context, self }) => ({
      type: 'playback.pause' as const,
      atSample: heardSample(context, self.getSnapshot()?.children?.playback),
    })),
    applyEditWhenPaused: raise(({ event }) => event),
  },
  guards: {
    hasClips: ({ context }) => context.clips.length > 0,
    /** The host's clips differ from the timeline's: the same clips (a host rendering again) stop no drag or playback. */
    isNewClips: ({ context, event }) => event.type === 'clips.set' && !sameClips(context.clips, event.clips),
    isKnownClip: ({ context, event }) =>
      'clipId' in event &&
      typeof event.clipId === 'string' &&
      findClip(context.clips, event.clipId) !== undefined,
  },
  delays: {
    /** From where playback started to the end of the timeline, in real time. */
    playbackEnd: ({ context }) =>
      Math.max(
        0,
        Math.round(samplesToSeconds(totalDurationSamples(context.clips) - context.playbackFromSample) * 1000),
      ),
  },
}).createMachine({
  id: 'timeline',
  context: ({ input }) => ({
    clips: input.clips ?? [],
    past: [],
    future: [],
    preview: null,
    selectedClipIds: [],
    selectedClipId: null,
    markers: noMarkers,
    exportRange: 'all',
    cursorSample: 0,
    pixelsPerSecond: clampZoom(input.pixelsPerSecond ?? timelineZoom.default),
    volume: clampVolume(input.volume ?? 1),
    playbackFromSample: 0,
    error: null,
    announcement: '',
  }),
  initial: 'idle',
  // Harmless anywhere: looking around, selecting, the volume.
  on: {
    'clip.select': { actions: 'selectClip' },
    'selection.set': { actions: 'setSelection' },
    'marker.in': { actions: 'setInMarker' },
    'marker.out': { actions: 'setOutMarker' },
    'markers.clear': { actions: 'clearMarkers' },
    'zoom.in': { actions: 'zoomIn' },
    'zoom.out': { actions: 'zoomOut' },
    'zoom.set': { actions: 'setZoom' },
    'volume.set': { actions: 'setVolume' },
  },
  states: {
    idle: {
      on: {
        'clip.add': { actions: 'addClip' },
        'clips.set': { guard: 'isNewClips', actions: 'setClips' },
        'clip.move.preview': { guard: 'isKnownClip', target: 'dragging', actions: 'showPreview' },
        'clip.move.commit': { guard: 'isKnownClip', actions: 'commitMove' },
        'clip.split': { actions: 'splitAtCursor' },
        'clip.delete': { actions: 'deleteClip' },
        'cursor.set': { actions: 'setCursor' },
        'history.undo': { actions: 'undo' },
        'history.redo': { actions: 'redo' },
        'playback.play': { target: 'playing' },
        'export.start': { guard: 'hasClips', target: 'exporting', actions: 'chooseExportRange' },
      },
    },
    /** A clip follows the pointer: previews only; the drop is one undo step. */
    dragging: {
      on: {
        'clip.move.preview': { guard: 'isKnownClip', actions: 'showPreview' },
        'clip.move.commit': { guard: 'isKnownClip', target: 'idle', actions: 'commitMove' },
        'clip.move.cancel': { target: 'idle', actions: 'clearPreview' },
        // The host's clips win over a drag in progress.
        'clips.set': { guard: 'isNewClips', target: 'idle', actions: ['clearPreview', 'setClips'] },
      },
    },
    /**
     * Audio plays from the cursor; after the time left to the end, back to 0. An edit pauses
     * where the audio is (the cursor lands there), then is applied in `idle`.
     */
    playing: {
      entry: 'startPlayback',
      invoke: {
        id: 'playback',
        src: 'playback',
        input: ({ context }) => ({
          clips: context.clips,
          fromSample: context.playbackFromSample,
          volume: context.volume,
        }),
      },
      after: { playbackEnd: { target: 'idle', actions: 'finishPlayback' } },
      on: {
        'playback.pause': { target: 'idle', actions: 'pausePlayback' },
        // Seeking restarts playback from the new cursor.
        'cursor.set': { target: 'playing', reenter: true, actions: 'setCursor' },
        'clip.add': { actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
        'clips.set': { guard: 'isNewClips', actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
        'clip.move.preview': { actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
        'clip.move.commit': { actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
        'clip.split': { actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
        'clip.delete': { actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
        'history.undo': { actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
        'history.redo': { actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
        'export.start': { actions: ['pauseThenEdit', 'applyEditWhenPaused'] },
      },
    },
    exporting: {
      entry: 'announceExport',
      // The mix already has its clips; the host's new ones are taken at once.
      on: { 'clips.set': { guard: 'isNewClips', actions: 'setClips' } },
      invoke: {
        id: 'exportAudio',
        src: 'exportAudio',
        input: ({ context }) => exportInput(context),
        onDone: {
          target: 'idle',
          actions: [
            'announceExported',
            { type: 'deliverExport', params: ({ event }) => ({ export: event.output }) },
          ],
        },
        onError: { target: 'exportFailed', actions: 'showExportError' },
      },
    },
    /** 'Error creating composite audio. Please try again.' is shown until dismissed, retried or an edit. */
    exportFailed: {
      on: {
        'error.dismiss': { target: 'idle', actions: 'clearError' },
        // Try again: the same range, unless the retry names one.
        'export.start': { guard: 'hasClips', target: 'exporting', actions: 'retryExportRange' },
        'clip.add': { target: 'idle', actions: ['clearError', 'addClip'] },
        'clips.set': { guard: 'isNewClips', target: 'idle', actions: ['clearError', 'setClips'] },
        'clip.move.preview': {
          guard: 'isKnownClip',
          target: 'dragging',
          actions: ['clearError', 'showPreview'],
        },
        'clip.move.commit': { guard: 'isKnownClip', target: 'idle', actions: ['clearError', 'commitMove'] },
        'clip.split': { target: 'idle', actions: ['clearError', 'splitAtCursor'] },
        'clip.delete': { target: 'idle', actions: ['clearError', 'deleteClip'] },
        'cursor.set': { target: 'idle', actions: ['clearError', 'setCursor'] },
        'history.undo': { target: 'idle', actions: ['clearError', 'undo'] },
        'history.redo': { target: 'idle', actions: ['clearError', 'redo'] },
        'playback.play': { target: 'playing', actions: 'clearError' },
      },
    },
  },
});

/** The same clips in the same places (a controlled host passing back what the timeline reported). */
function sameClips(a: ClipList, b: ClipList): boolean {
  return (
    a.length === b.length &&
    a.every((clip, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        clip.id === other.id &&
        clip.startSample === other.startSample &&
        clip.lengthSamples === other.lengthSamples &&
        clip.sourceOffsetSamples === other.sourceOffsetSamples &&
        clip.url === other.url &&
        clip.name === other.name &&
        clip.type === other.type &&
        clip.sourceLengthSamples === other.sourceLengthSamples
      );
    })
  );
}

/** After undo/redo the selection keeps the clips that still exist. */
function keepSelection(
  context: TimelineContext,
  clips: ClipList,
): Pick<TimelineContext, 'selectedClipIds' | 'selectedClipId'> {
  return selection(context.selectedClipIds.filter((id) => findClip(clips, id) !== undefined));
}

/** What the export mixes: every clip, or (range 'marked') the span between the markers, starting at 0. */
function exportInput(context: TimelineContext): ExportInput {
  if (context.exportRange !== 'marked') {
    return { clips: context.clips, totalSamples: clipsEndSample(context.clips) };
  }
  const [from, to] = markedSpan(context.clips, context.markers);
  return { clips: clipsInMarkedSpan(context.clips, context.markers), totalSamples: to - from };
}

export type TimelineMachine = typeof timelineMachine;
export type TimelineSnapshot = SnapshotFrom<typeof timelineMachine>;
export type TimelineActorRef = ActorRefFrom<typeof timelineMachine>;

/**
 * While a clip of a selection of several is dragged, how far the drag has moved it (so every selected clip moves
 * by as much); null when no selection is dragged.
 */
export function selectionDragOffset(context: TimelineContext): number | null {
  const { preview, selectedClipIds } = context;
  if (!preview || selectedClipIds.length < 2 || !selectedClipIds.includes(preview.clipId)) return null;
  const dragged = findClip(context.clips, preview.clipId);
  return dragged ? preview.startSample - dragged.startSample : null;
}

/** Where a clip is drawn: moved with the drag preview while it (or the selection it is part of) is dragged. */
export function displayedStartSample(context: TimelineContext, clip: TimelineClip): number {
  if (context.preview?.clipId === clip.id) return context.preview.startSample;
  const offset = selectionDragOffset(context);
  return offset !== null && context.selectedClipIds.includes(clip.id)
    ? clip.startSample + offset
    : clip.startSample;
}
