// Between a running timeline and its host: reports each committed edit (onEdit, onClipsChange),
// the selection and the markers to the host's latest callbacks, never the host's own clips back;
// in controlled use (`clips`) keeps the timeline showing the host's clips, so an edit the host
// does not take is undone. No React here: useTimeline calls it from its effects.
import {
  clipFromSeconds,
  clipToSeconds,
  type TimelineActorRef,
  type TimelineClipInSeconds,
} from './headless';
import {
  changedSelection,
  describeChange,
  describeMarkersChange,
  type TimelineChange,
  type TimelineClipsChange,
  type TimelineMarkersInSeconds,
} from './timeline-changes';

/** The host's clips and callbacks (useTimeline's options), read at the moment something happens. */
export interface TimelineHostOptions {
  /** Controlled: the clips the host shows. */
  clips?: readonly TimelineClipInSeconds[];
  onClipsChange?: (clips: TimelineClipInSeconds[], change: TimelineClipsChange) => void;
  onEdit?: (change: TimelineChange) => void;
  onSelectionChange?: (clipIds: string[]) => void;
  onMarkersChange?: (markers: TimelineMarkersInSeconds) => void;
}

export class TimelineHostSync {
  private applyingHostClips = false;

  /**
   * @param options the host's latest options.
   * @param askForAnswer called after an edit of a controlled timeline was reported: the host
   *   answers by rendering (with the clips it took, or the old ones); useTimeline re-renders so that
   *   a host that did not update its state is answered too, then calls showHostClips.
   */
  constructor(
    private readonly actorRef: TimelineActorRef,
    private readonly options: () => TimelineHostOptions,
    private readonly askForAnswer: () => void = () => {},
  ) {}

  /** Starts reporting to the host; returns the function that stops it. */
  connect(): () => void {
    let seen = this.actorRef.getSnapshot().context;
    const subscription = this.actorRef.subscribe(({ context }) => {
      const before = seen;
      seen = context;
      const host = this.options();
      const selection = changedSelection(before.selectedClipIds, context.selectedClipIds);
      if (selection) host.onSelectionChange?.(selection);
      const markers = describeMarkersChange(before.markers, context.markers);
      if (markers) {
        host.onEdit?.(markers);
        host.onMarkersChange?.({ inSeconds: markers.inSeconds, outSeconds: markers.outSeconds });
      }
      // The host's own clips are not reported back to it.
      if (this.applyingHostClips) return;
      const change = describeChange(before, context);
      if (!change) return;
      host.onEdit?.(change);
      host.onClipsChange?.(context.clips.map(clipToSeconds), change);
      if (host.clips !== undefined) this.askForAnswer();
    });
    return () => subscription.unsubscribe();
  }

  /**
   * Controlled: the timeline shows `clips`. The clips it has already (an edit the host took): nothing
   * happens; the clips from before the last edit (refused): that edit is taken back and forgotten;
   * other clips replace the timeline's as one undo step (see the machine's `clips.set`).
   */
  showHostClips(clips: readonly TimelineClipInSeconds[]): void {
    this.applyingHostClips = true;
    try {
      this.actorRef.send({ type: 'clips.set', clips: clips.map(clipFromSeconds) });
    } finally {
      this.applyingHostClips = false;
    }
  }
}

/**
 * Like React's inputs, a timeline is controlled (`clips`) or uncontrolled for its whole life: the
 * warning for one that switched, or null.
 */
export function controlledSwitchWarning(wasControlled: boolean, isControlled: boolean): string | null {
  if (wasControlled === isControlled) return null;
  const [from, to] = wasControlled ? ['controlled', 'uncontrolled'] : ['uncontrolled', 'controlled'];
  return `A timeline changed from ${from} to ${to}: pass \`clips\` always or never (use \`defaultClips\` for a starting state).`;
}
