// React commits counted on both bench pages (ours and the peer's): of the whole timeline and of each
// clip, by <Profiler> callbacks (React's profiling build), read and reset by scripts/bench-timeline.mjs.
import type * as React from 'react';

const counters = { timelineCommits: 0, clipCommits: new Map<string, number>() };

/** A <Profiler onRender> for one clip: its id is the clip's. */
export const countClipCommit: React.ProfilerOnRenderCallback = (id) => {
  counters.clipCommits.set(id, (counters.clipCommits.get(id) ?? 0) + 1);
};

/** A <Profiler onRender> for the whole timeline. */
export function countTimelineCommit(): void {
  counters.timelineCommits += 1;
}

export const commitCounts = {
  reset(): void {
    counters.timelineCommits = 0;
    counters.clipCommits.clear();
  },
  counts(): { timelineCommits: number; clipCommits: Record<string, number> } {
    return {
      timelineCommits: counters.timelineCommits,
      clipCommits: Object.fromEntries(counters.clipCommits),
    };
  },
};
