// useTimeline: one running timeline — the headless timelineMachine with this package's playback
// (Web Audio) and export (OfflineAudioContext + WAV worker) provided — plus its media, the
// imperative API (play, pause, seek, zoom, export) and the host's callbacks: controlled (`clips`)
// or uncontrolled (`defaultClips`) clips, onClipsChange/onEdit after every committed edit, the
// selection and the markers (timeline-host-sync.ts). Hosts that add clips from outside keep the
// returned handle; others let <Timeline> create its own.
import * as React from 'react';
import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import {
  clipFromSeconds,
  clipToSeconds,
  secondsToSamples,
  timelineExportFormat,
  timelineMachine,
  type ExportInput,
  type PlaybackEvent,
  type PlaybackInput,
  type TimelineActorRef,
  type TimelineClipInSeconds,
  type TimelineExport,
  type TimelineSnapshot,
} from './headless';
import type { TimelineChange, TimelineClipsChange, TimelineMarkersInSeconds } from './timeline-changes';
import { controlledSwitchWarning, TimelineHostSync } from './timeline-host-sync';
import type { FetchAudio } from './audio/audio-buffers';
import { downloadFile, exportTimelineAudio } from './audio/export-timeline-audio';
import { createTimelineCommands, type TimelineCommands } from './timeline-commands';
import { createTimelineMedia, type TimelineMedia } from './timeline-media';

export type { TimelineMarkersInSeconds } from './timeline-changes';

export interface UseTimelineOptions {
  /** Controlled: the clips shown (seconds form), like an input's `value`. An edit is reported
   *  through onClipsChange and stays only if the host passes the reported clips back; if it keeps
   *  its clips, the edit is taken back (and forgotten by undo and redo). Other clips from the host
   *  (a reset, a load) replace the timeline's as one undo step and are not reported back. */
  clips?: readonly TimelineClipInSeconds[];
  /** Uncontrolled: the clips to start with (e.g. the saved page state). */
  defaultClips?: readonly TimelineClipInSeconds[];
  /** Zoom to start at, 25–200 px/s (default 100). */
  pixelsPerSecond?: number;
  volume?: number;
  /** Start from a given machine snapshot instead (stories: one per machine state). */
  snapshot?: TimelineSnapshot;
  /** After every committed edit of the clips (a drag on drop, not per move): all clips in seconds,
   *  and what changed. Never called for the host's own `clips`. */
  onClipsChange?: (clips: TimelineClipInSeconds[], change: TimelineClipsChange) => void;
  /** After every committed edit: what it did (add, delete, move, split, undo, redo, replace, or
   *  markers). */
  onEdit?: (change: TimelineChange) => void;
  /** The selected clips' ids, the anchor (the focused one) last. */
  onSelectionChange?: (clipIds: string[]) => void;
  /** The in and out markers, in seconds (null when not set). */
  onMarkersChange?: (markers: TimelineMarkersInSeconds) => void;
  /** Receives the exported WAV instead of the default download of timeline-audio.wav. */
  onAudioExported?: (file: Blob, fileName: string) => void;
  /** A clip's audio could not be loaded for playback (export reports its own error). */
  onAudioLoadError?: (url: string, error: unknown) => void;
  /** Loads a clip's URL (default: fetch); hosts whose audio needs a bearer header pass their own. */
  fetchAudio?: FetchAudio;
}

export interface TimelineHandle {
  play(): void;
  /** Pauses where the audio is. */
  pause(): void;
  /** Moves the cursor (and playback) to `seconds`. */
  seek(seconds: number): void;
  zoomIn(): void;
  zoomOut(): void;
  /** 25–200 pixels per second, in steps of 25. */
  setZoom(pixelsPerSecond: number): void;
  /** Mixes the clips (or the span between the markers) into a 44.1 kHz stereo 16-bit WAV and
   *  resolves with it instead of downloading it; rejects with the timeline's export error. */
  export(options?: { range?: 'all' | 'marked' }): Promise<Blob>;
  /** The clips now, in seconds. */
  getClips(): TimelineClipInSeconds[];
  /** The running timelineMachine: read it with useSelector, send it TimelineEvents. */
  actorRef: TimelineActorRef;
  media: TimelineMedia;
  /** What the toolbar and keys do, for hosts too: `commands.addAudio([{ url, name, duration }])`. */
  commands: TimelineCommands;
}

/** export() calls waiting for the machine's file (or its error); the toolbar's exports download. */
class ExportRequests {
  private waiting: { resolve: (file: Blob) => void; reject: (error: Error) => void } | null = null;

  request(actorRef: TimelineActorRef, range: 'all' | 'marked'): Promise<Blob> {
    if (this.waiting || actorRef.getSnapshot().matches('exporting')) {
      return Promise.reject(new Error('An export is already running.'));
    }
    if (!actorRef.getSnapshot().can({ type: 'export.start', range })) {
      return Promise.reject(new Error('Nothing to export.'));
    }
    return new Promise<Blob>((resolve, reject) => {
      this.waiting = { resolve, reject };
      const subscription = actorRef.subscribe((snapshot) => {
        if (!snapshot.matches('exportFailed') || !this.waiting) return;
        subscription.unsubscribe();
        this.waiting = null;
        reject(new Error(snapshot.context.error ?? 'Export failed.'));
      });
      const settle = this.waiting;
      this.waiting = {
        resolve: (file) => {
          subscription.unsubscribe();
          settle.resolve(file);
        },
        reject: settle.reject,
      };
      actorRef.send({ type: 'export.start', range });
    });
  }

  /** Hands the file to a waiting export(); false when none waits. */
  deliver(file: Blob): boolean {
    const waiting = this.waiting;
    if (!waiting) return false;
    this.waiting = null;
    waiting.resolve(file);
    return true;
  }
}

/** The host's latest callbacks, read when the machine calls back (long after the render that set them). */
class LatestOptions {
  constructor(private options: UseTimelineOptions) {}
  get(): UseTimelineOptions {
    return this.options;
  }
  set(options: UseTimelineOptions): void {
    this.options = options;
  }
}

export function useTimeline(options: UseTimelineOptions = {}): TimelineHandle {
  const [latest] = React.useState(() => new LatestOptions(options));
  const [exports] = React.useState(() => new ExportRequests());
  React.useEffect(() => {
    latest.set(options);
  });

  const [media] = React.useState(() =>
    createTimelineMedia(
      (url, error) => latest.get().onAudioLoadError?.(url, error),
      (url) => (latest.get().fetchAudio ?? fetch)(url),
    ),
  );
  const [logic] = React.useState(() =>
    timelineMachine.provide({
      actors: {
        playback: fromCallback<PlaybackEvent, PlaybackInput>(({ input, receive }) => {
          media.player.play(input);
          // An edit while playing asks where the audio is; the audio clock answers.
          receive((event) => event.reply(media.player.positionSample()));
          return () => media.player.stop();
        }),
        exportAudio: fromPromise<TimelineExport, ExportInput>(async ({ input }) => ({
          fileName: timelineExportFormat.fileName,
          totalSamples: input.totalSamples,
          audio: await exportTimelineAudio(input.clips, input.totalSamples, media.buffers),
        })),
      },
      actions: {
        deliverExport: (_, { export: exported }) => {
          const file = exported.audio as Blob;
          if (exports.deliver(file)) return;
          const receive = latest.get().onAudioExported;
          if (receive) receive(file, exported.fileName);
          else downloadFile(file, exported.fileName);
        },
      },
    }),
  );

  const actorRef = useActorRef(logic, {
    snapshot: options.snapshot,
    input: {
      clips: (options.clips ?? options.defaultClips ?? []).map(clipFromSeconds),
      pixelsPerSecond: options.pixelsPerSecond,
      volume: options.volume,
    },
  });

  // Controlled: after a reported edit, render again to see the host's answer (its clips).
  const [answers, askForAnswer] = React.useReducer((count: number) => count + 1, 0);
  const [sync] = React.useState(() => new TimelineHostSync(actorRef, () => latest.get(), askForAnswer));
  React.useEffect(() => sync.connect(), [sync]);
  // Before paint, so a refused edit is never drawn.
  const controlledClips = options.clips;
  React.useLayoutEffect(() => {
    if (controlledClips) sync.showHostClips(controlledClips);
  }, [sync, controlledClips, answers]);
  useControlledWarning(options);

  React.useEffect(() => {
    media.player.setVolume(actorRef.getSnapshot().context.volume);
    return () => media.dispose();
  }, [actorRef, media]);

  return React.useMemo(() => {
    const commands = createTimelineCommands(actorRef, () => media.player.positionSample());
    return {
      actorRef,
      media,
      commands,
      play: () => {
        if (!actorRef.getSnapshot().matches('playing')) actorRef.send({ type: 'playback.play' });
      },
      pause: () => commands.pause(),
      seek: (seconds: number) => actorRef.send({ type: 'cursor.set', sample: secondsToSamples(seconds) }),
      zoomIn: () => actorRef.send({ type: 'zoom.in' }),
      zoomOut: () => actorRef.send({ type: 'zoom.out' }),
      setZoom: (pixelsPerSecond: number) => actorRef.send({ type: 'zoom.set', pixelsPerSecond }),
      export: (exportOptions?: { range?: 'all' | 'marked' }) =>
        exports.request(actorRef, exportOptions?.range ?? 'all'),
      getClips: () => actorRef.getSnapshot().context.clips.map(clipToSeconds),
    };
  }, [actorRef, media, exports]);
}

/** Like React's inputs: a timeline is controlled (`clips`) or not for its whole life. */
function useControlledWarning(options: UseTimelineOptions): void {
  const [controlled] = React.useState(() => options.clips !== undefined);
  const controlledNow = options.clips !== undefined;
  const warned = React.useRef(false);
  React.useEffect(() => {
    const warning = controlledSwitchWarning(controlled, controlledNow);
    if (!warning || warned.current) return;
    warned.current = true;
    console.warn(warning);
  }, [controlled, controlledNow]);
}
