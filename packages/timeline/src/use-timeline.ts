// useTimeline: one running timeline — the timelineMachine from @twin/machines with this
// package's playback (Web Audio) and export (OfflineAudioContext + WAV worker) provided — plus its
// media. Hosts that need to add clips from outside (the studio's "Add to Timeline") keep the
// returned handle and send events to `actorRef`; others let <Timeline> create its own.
import * as React from 'react';
import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import {
  clipFromSeconds,
  clipToSeconds,
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
import type { FetchAudio } from './audio/audio-buffers';
import { downloadFile, exportTimelineAudio } from './audio/export-timeline-audio';
import { createTimelineCommands, type TimelineCommands } from './timeline-commands';
import { createTimelineMedia, type TimelineMedia } from './timeline-media';

export interface UseTimelineOptions {
  /** The clips to start with, in the spec's seconds form (e.g. the saved page state). */
  initialClips?: readonly TimelineClipInSeconds[];
  /** Zoom to start at, 25–200 px/s (default 100). */
  pixelsPerSecond?: number;
  volume?: number;
  /** Start from a given machine snapshot instead (stories: one per machine state). */
  snapshot?: TimelineSnapshot;
  /** Called after every committed edit with all clips in seconds (save them, send them to lip-sync). */
  onClipsChange?: (clips: TimelineClipInSeconds[]) => void;
  /** Receives the exported WAV instead of the default download of timeline-audio.wav. */
  onAudioExported?: (file: Blob, fileName: string) => void;
  /** A clip's audio could not be loaded for playback (export reports its own error). */
  onAudioLoadError?: (url: string, error: unknown) => void;
  /** Loads a clip's URL (default: fetch); hosts whose audio needs a bearer header pass their own. */
  fetchAudio?: FetchAudio;
}

export interface TimelineHandle {
  /** The running timelineMachine: read it with useSelector, send it TimelineEvents. */
  actorRef: TimelineActorRef;
  media: TimelineMedia;
  /** What the toolbar and keys do, for hosts too: `commands.addAudio([{ url, name, duration }])`. */
  commands: TimelineCommands;
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
      clips: (options.initialClips ?? []).map(clipFromSeconds),
      pixelsPerSecond: options.pixelsPerSecond,
      volume: options.volume,
    },
  });

  React.useEffect(() => {
    let clips = actorRef.getSnapshot().context.clips;
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.context.clips === clips) return;
      clips = snapshot.context.clips;
      latest.get().onClipsChange?.(clips.map(clipToSeconds));
    });
    return () => subscription.unsubscribe();
  }, [actorRef, latest]);

  React.useEffect(() => {
    media.player.setVolume(actorRef.getSnapshot().context.volume);
    return () => media.dispose();
  }, [actorRef, media]);

  return React.useMemo(
    () => ({
      actorRef,
      media,
      commands: createTimelineCommands(actorRef, () => media.player.positionSample()),
    }),
    [actorRef, media],
  );
}
