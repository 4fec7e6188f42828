// Each clip's own view state — whether it is dragged, whether it is selected (and the primary
// selected clip, the one that shows its actions), whether it follows
// the drag of a selection it is part of — kept from one
// subscription to the timeline actor. An actor event (a zoom step, a drag move, a click) notifies
// only the clips whose state changed, instead of every clip running its own selectors on every
// event (with 200 clips that was 400 selector calls and React store checks per event). A drag move
// changes no clip's state: the dragged clip is moved by a transform (timeline-clip.tsx). Chunks
// (clip-chunks.ts) also learn here when one of their clips becomes or stops being active (selected
// or dragged), or starts or stops being dragged.
import {
  samplesToPixels,
  selectionDragOffset,
  type TimelineActorRef,
  type TimelineContext,
  type TimelineSnapshot,
} from './headless';

export interface ClipState {
  /** The machine previews the clip where the pointer drags it (its position is not part of the state). */
  dragged: boolean;
  selected: boolean;
  /** The selected clip the selection was last changed on (the machine's selectedClipId): the one
   *  selected clip that shows Split and Delete, however many are selected. */
  primary: boolean;
  /** Selected with the clip being dragged: hidden while a copy of it, in the track's ghost layer,
   *  is shifted by the group's offset (groupDragShiftPx), so a move re-renders none of them. */
  followsDrag: boolean;
}

const restingState: ClipState = { dragged: false, selected: false, primary: false, followsDrag: false };

function sameState(a: ClipState, b: ClipState): boolean {
  return (
    a.dragged === b.dragged &&
    a.selected === b.selected &&
    a.primary === b.primary &&
    a.followsDrag === b.followsDrag
  );
}

/** How far the clips following a dragged selection are shifted, in pixels; null when none are. */
export function groupDragShiftPx(context: TimelineContext): number | null {
  const offset = selectionDragOffset(context);
  return offset === null ? null : samplesToPixels(offset, context.pixelsPerSecond);
}

export class ClipStates {
  /** Only the clips not at rest (the previewed ones and the selected ones). */
  private readonly states = new Map<string, ClipState>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly activeListeners = new Set<() => void>();
  private seen: TimelineSnapshot | null = null;
  /** The clip the machine previews (dragged), as of the last snapshot seen. */
  private draggedClipId: string | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly actorRef: TimelineActorRef) {
    this.update(actorRef.getSnapshot());
  }

  /** The clip's state; the same object until it changes (useSyncExternalStore's snapshot). */
  get(clipId: string): ClipState {
    // Nobody listens, so nothing follows the actor: read it now (there is no one to notify).
    if (!this.unsubscribe) this.update(this.actorRef.getSnapshot());
    return this.states.get(clipId) ?? restingState;
  }

  /** Dragged or selected: the clip is not at rest. */
  isActive(clipId: string): boolean {
    return this.get(clipId) !== restingState;
  }

  /** The machine previews the clip where the pointer drags it (not a clip following the drag). */
  isDragged(clipId: string): boolean {
    return this.get(clipId).dragged;
  }

  /** Calls `listener` when this clip's state changes; follows the actor while anyone listens. */
  subscribe(clipId: string, listener: () => void): () => void {
    let forClip = this.listeners.get(clipId);
    if (!forClip) this.listeners.set(clipId, (forClip = new Set()));
    forClip.add(listener);
    this.follow();
    return () => {
      forClip.delete(listener);
      if (forClip.size === 0) this.listeners.delete(clipId);
      this.unfollowIfUnused();
    };
  }

  /** Calls `listener` when a clip becomes or stops being active, or starts or stops being dragged
   *  (not on every drag move). */
  subscribeActive(listener: () => void): () => void {
    this.activeListeners.add(listener);
    this.follow();
    return () => {
      this.activeListeners.delete(listener);
      this.unfollowIfUnused();
    };
  }

  private follow(): void {
    if (this.unsubscribe) return;
    const subscription = this.actorRef.subscribe((snapshot) => this.update(snapshot));
    this.unsubscribe = () => subscription.unsubscribe();
    // Catch up with events sent while nobody listened.
    this.update(this.actorRef.getSnapshot());
  }

  private unfollowIfUnused(): void {
    if (this.listeners.size > 0 || this.activeListeners.size > 0) return;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private update(snapshot: TimelineSnapshot): void {
    if (snapshot === this.seen) return;
    this.seen = snapshot;
    const { context } = snapshot;
    const { preview, selectedClipIds } = context;
    const selected = new Set(selectedClipIds);
    const touched = new Set<string>(this.states.keys());
    if (preview) touched.add(preview.clipId);
    for (const clipId of selectedClipIds) touched.add(clipId);
    // A selection moves with the clip dragged in it: the others follow by the group's offset.
    const groupDragged = selectionDragOffset(context) !== null;
    const changed: string[] = [];
    const draggedClipId = preview?.clipId ?? null;
    let activeSetChanged = draggedClipId !== this.draggedClipId;
    this.draggedClipId = draggedClipId;
    for (const clipId of touched) {
      const dragged = preview?.clipId === clipId;
      const next: ClipState = {
        dragged,
        selected: selected.has(clipId),
        primary: selected.has(clipId) && context.selectedClipId === clipId,
        followsDrag: groupDragged && !dragged && selected.has(clipId),
      };
      const current = this.states.get(clipId);
      if (sameState(next, current ?? restingState)) continue;
      if (sameState(next, restingState)) this.states.delete(clipId);
      else this.states.set(clipId, next);
      if ((current === undefined) !== sameState(next, restingState)) activeSetChanged = true;
      changed.push(clipId);
    }
    for (const clipId of changed) {
      for (const listener of [...(this.listeners.get(clipId) ?? [])]) listener();
    }
    if (activeSetChanged) for (const listener of [...this.activeListeners]) listener();
  }
}
