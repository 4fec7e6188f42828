// Model-based test of the timeline machine: every path the graph walk finds is replayed against a
// running actor with fake actors on a fake clock and must land in the predicted state and context.
// The walk must reach every state the stories show.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reachableStateValues, walkMachine, type WalkedPath } from '../testing/reachable-states';
import { stateValuePaths } from '../testing/state-value-paths';
import { replayPath } from '../testing/replay-path';
import { timelineMachine } from '@twin/timeline/headless';
import { timelineMachineWalk } from './timeline.walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

// Replay advances the fake clock by a numeric delay; the walk's clips make a 10-second timeline
// and every walked playback starts at 0 or 2 s, so 10 s always reaches the end.
const replayedMachine = timelineMachine.provide({ delays: { playbackEnd: 10_000 } });

describe('timeline machine, model-based', () => {
  it('reaches every state', () => {
    expect(reachableStateValues(timelineMachine, timelineMachineWalk)).toEqual([
      'dragging',
      'exportFailed',
      'exporting',
      'idle',
      'playing',
    ]);
  });

  const paths = walkMachine(timelineMachine, timelineMachineWalk);
  it('has a bounded number of paths', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(400);
  });

  it.each(paths.map((walked) => [describePath(walked), walked] as const))('%s', async (_, walked) => {
    const steps = await replayPath(replayedMachine, walked as WalkedPath);
    expect(steps.length).toBe(walked.path.steps.length);
    for (const step of steps) expect(step.actual, `after ${step.eventType}`).toEqual(step.expected);
  });
});

function describePath({ path }: WalkedPath): string {
  const events = path.steps.slice(1).map((step) => step.event.type);
  return `${events.join(' → ') || '(start)'} ⇒ ${stateValuePaths(path.state.value).join(', ')}`;
}
