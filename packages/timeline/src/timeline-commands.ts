// The user's commands, as the toolbar, keyboard and pointer give them. Edits go straight to the
// machine, which takes them while playing too (it pauses where the audio is, then edits); the
// explicit pause reads the audio clock so the cursor lands where the user heard.
import {
  clipFromSource,
  clipsEndSample,
  findClip,
  nudgeSamples,
  type TimelineActorRef,
  type TimelineClipType,
  type TimelineEvent,
} from './headless';

export interface AudioToAdd {
  /** Defaults to a generated id. */
  id?: string;
  type?: TimelineClipType;
  url: string;
  name: string;
  /** Length of the audio in seconds. */
  duration: number;
}

export interface TimelineCommands {
  /** Sends any event, edits included (while playing, the machine pauses first). */
  send(event: TimelineEvent): void;
  togglePlayback(): void;
  pause(): void;
  /** Moves the clip (with the selection it is part of) by 0.1 s, or 1 s when `large`. */
  nudgeClip(clipId: string, direction: -1 | 1, large: boolean): void;
  /** Selects every clip. */
  selectAll(): void;
  /** Adds whole audio files one after another at the end of the timeline. */
  addAudio(audio: readonly AudioToAdd[]): void;
}

let generatedIds = 0;

/** `positionSample` reads where playback is (the audio clock); the machine clamps it to the timeline. */
export function createTimelineCommands(
  actorRef: TimelineActorRef,
  positionSample: () => number,
): TimelineCommands {
  const pause = () => {
    if (actorRef.getSnapshot().matches('playing')) {
      actorRef.send({ type: 'playback.pause', atSample: positionSample() });
    }
  };
  return {
    send: (event) => actorRef.send(event),
    pause,
    togglePlayback() {
      if (actorRef.getSnapshot().matches('playing')) pause();
      else actorRef.send({ type: 'playback.play' });
    },
    nudgeClip(clipId, direction, large) {
      const clip = findClip(actorRef.getSnapshot().context.clips, clipId);
      if (!clip) return;
      const step = large ? nudgeSamples.large : nudgeSamples.small;
      actorRef.send({
        type: 'clip.move.commit',
        clipId,
        startSample: clip.startSample + direction * step,
        snap: false,
      });
    },
    selectAll() {
      actorRef.send({
        type: 'selection.set',
        clipIds: actorRef.getSnapshot().context.clips.map((clip) => clip.id),
      });
    },
    addAudio(audio) {
      for (const item of audio) {
        const start = clipsEndSample(actorRef.getSnapshot().context.clips);
        generatedIds += 1;
        actorRef.send({
          type: 'clip.add',
          clip: clipFromSource(
            {
              id: item.id ?? `clip-${Date.now().toString(36)}-${generatedIds}`,
              type: item.type ?? 'upload',
              url: item.url,
              name: item.name,
              durationSeconds: item.duration,
            },
            start,
          ),
        });
      }
    },
  };
}
