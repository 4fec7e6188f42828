// What the timeline's parts share besides the actor: the playhead clock, the canvas tile registry,
// each clip's view state, the snapping switch and the commands. Created once per <Timeline>; the
// object never changes, so reading it causes no renders.
import * as React from 'react';
import type { TimelineActorRef, TimelineClipInSeconds } from './headless';
import type { ClipStates } from './clip-states';
import type { TimelineMedia } from './timeline-media';
import type { CanvasTiles } from './rendering/canvas-tiles';
import type { PlayheadClock } from './rendering/playhead-clock';
import type { TimelineCommands } from './timeline-commands';

/** The host's content for a clip (renderClipContent on <Timeline>). */
export type RenderClipContent = (
  clip: TimelineClipInSeconds,
  state: { selected: boolean; dragging: boolean },
  defaultContent: React.ReactNode,
) => React.ReactNode;

export interface TimelineView {
  actorRef: TimelineActorRef;
  media: TimelineMedia;
  clock: PlayheadClock;
  tiles: CanvasTiles;
  /** Each clip's preview position and selection, so an event re-checks only the clips it changed. */
  clipStates: ClipStates;
  commands: TimelineCommands;
  /** Id of the hidden text describing how to operate a clip (aria-describedby of every clip). */
  instructionsId: string;
  /** Snapping on or off (toolbar toggle); read when a drag moves. */
  snapping: SnappingSwitch;
  /** The latest renderClipContent, read by each clip when it renders. */
  clipContent: ClipContentSlot;
  /** Diagnostics: wraps each clip in a React Profiler when given (the bench counts commits). */
  clipProfiler?: React.ProfilerOnRenderCallback;
}

/** Holds the host's latest renderClipContent (set after each render of <Timeline>). */
export class ClipContentSlot {
  private current: RenderClipContent | undefined;
  static holding(render: RenderClipContent | undefined): ClipContentSlot {
    const slot = new ClipContentSlot();
    slot.set(render);
    return slot;
  }
  get render(): RenderClipContent | undefined {
    return this.current;
  }
  set(render: RenderClipContent | undefined): void {
    this.current = render;
  }
}

/** A switch read outside React (on every drag move) and flipped by the toolbar. */
export class SnappingSwitch {
  constructor(private on = true) {}
  get enabled(): boolean {
    return this.on;
  }
  toggle(): boolean {
    this.on = !this.on;
    return this.on;
  }
}

export const TimelineViewContext = React.createContext<TimelineView | null>(null);

export function useTimelineView(): TimelineView {
  const view = React.useContext(TimelineViewContext);
  if (!view) throw new Error('Timeline parts must be rendered inside <Timeline>.');
  return view;
}
