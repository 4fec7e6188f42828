// TimelineHostSync on a running machine, no React: what a host is told after each edit, controlled
// clips taken, refused and replaced, and the warning for a timeline that switches.
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clipToSeconds,
  timelineMachine,
  timelineSampleRate,
  type TimelineActorRef,
  type TimelineClipInSeconds,
} from './headless';
import { controlledSwitchWarning, TimelineHostSync, type TimelineHostOptions } from './timeline-host-sync';
import { testClip } from './test-clip';

const second = timelineSampleRate;
const startingClips = [testClip('a', 0, second), testClip('b', 2 * second, second)];

let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** A timeline and a host whose options (and so whether it is controlled) the test sets. */
function connect(host: TimelineHostOptions) {
  const actor: TimelineActorRef = createActor(timelineMachine, { input: { clips: startingClips } }).start();
  const askForAnswer = vi.fn();
  const sync = new TimelineHostSync(actor, () => host, askForAnswer);
  const disconnect = sync.connect();
  stop = () => {
    disconnect();
    actor.stop();
  };
  return { actor, sync, askForAnswer, context: () => actor.getSnapshot().context };
}

const startsOf = (clips: readonly TimelineClipInSeconds[]) => clips.map((clip) => [clip.id, clip.startTime]);

describe('TimelineHostSync, uncontrolled', () => {
  it('reports a committed edit once with the clips in seconds, and asks for no answer', () => {
    const host = { onClipsChange: vi.fn(), onEdit: vi.fn(), onSelectionChange: vi.fn() };
    const { actor, askForAnswer } = connect(host);
    actor.send({ type: 'clip.move.preview', clipId: 'b', startSample: 3 * second, snap: false });
    actor.send({ type: 'clip.move.preview', clipId: 'b', startSample: 4 * second, snap: false });
    expect(host.onClipsChange).not.toHaveBeenCalled();
    actor.send({ type: 'clip.move.commit', clipId: 'b', startSample: 4 * second, snap: false });
    expect(host.onClipsChange).toHaveBeenCalledTimes(1);
    const [clips, change] = host.onClipsChange.mock.calls[0]!;
    expect(startsOf(clips)).toEqual([
      ['a', 0],
      ['b', 4],
    ]);
    expect(change).toEqual({ type: 'move', clipIds: ['b'], bySeconds: 2 });
    expect(host.onEdit).toHaveBeenCalledExactlyOnceWith(change);
    // The drag selected b: reported once, not per move.
    expect(host.onSelectionChange).toHaveBeenCalledExactlyOnceWith(['b']);
    expect(askForAnswer).not.toHaveBeenCalled();
  });

  it('reports the markers as an edit and as the markers, in seconds', () => {
    const host = { onEdit: vi.fn(), onMarkersChange: vi.fn(), onClipsChange: vi.fn() };
    const { actor } = connect(host);
    actor.send({ type: 'marker.in', sample: second / 2 });
    expect(host.onEdit).toHaveBeenLastCalledWith({ type: 'markers', inSeconds: 0.5, outSeconds: null });
    expect(host.onMarkersChange).toHaveBeenLastCalledWith({ inSeconds: 0.5, outSeconds: null });
    actor.send({ type: 'markers.clear' });
    expect(host.onMarkersChange).toHaveBeenLastCalledWith({ inSeconds: null, outSeconds: null });
    expect(host.onClipsChange).not.toHaveBeenCalled();
  });

  it('says nothing for what is not an edit (zoom, the cursor, the same selection again)', () => {
    const host = { onEdit: vi.fn(), onClipsChange: vi.fn(), onSelectionChange: vi.fn() };
    const { actor } = connect(host);
    actor.send({ type: 'clip.select', clipId: 'a' });
    actor.send({ type: 'clip.select', clipId: 'a' });
    actor.send({ type: 'zoom.in' });
    actor.send({ type: 'cursor.set', sample: second });
    expect(host.onSelectionChange).toHaveBeenCalledTimes(1);
    expect(host.onEdit).not.toHaveBeenCalled();
    expect(host.onClipsChange).not.toHaveBeenCalled();
  });
});

describe('TimelineHostSync, controlled', () => {
  function controlledHost() {
    return {
      clips: startingClips.map(clipToSeconds),
      onClipsChange: vi.fn<NonNullable<TimelineHostOptions['onClipsChange']>>(),
    };
  }

  it('keeps an edit the host takes: passing back the reported clips changes nothing', () => {
    const host = controlledHost();
    const { actor, sync, askForAnswer, context } = connect(host);
    actor.send({ type: 'clip.delete', clipId: 'a' });
    expect(askForAnswer).toHaveBeenCalledTimes(1);
    const [reported] = host.onClipsChange.mock.calls[0]!;
    const after = context();
    sync.showHostClips(reported);
    expect(context().clips).toBe(after.clips);
    expect(context().past).toBe(after.past);
    expect(host.onClipsChange).toHaveBeenCalledTimes(1);
  });

  it('takes back an edit the host refuses, without reporting it and without an undo step', () => {
    const host = controlledHost();
    const { actor, sync, context } = connect(host);
    const before = context();
    actor.send({ type: 'clip.move.commit', clipId: 'a', startSample: 5 * second, snap: false });
    expect(context().clips).not.toEqual(before.clips);
    // The host did not update its state: it answers with its clips as they were.
    sync.showHostClips(host.clips!);
    expect(context().clips).toEqual(before.clips);
    expect(context().past).toHaveLength(0);
    expect(context().future).toHaveLength(0);
    expect(host.onClipsChange).toHaveBeenCalledTimes(1);
  });

  it("shows the host's other clips as one undo step, not reported back; undo is reported", () => {
    const host = controlledHost();
    const onEdit = vi.fn();
    const { actor, sync, context } = connect({ ...host, onEdit });
    const loaded = [testClip('c', second, 2 * second)].map(clipToSeconds);
    sync.showHostClips(loaded);
    expect(startsOf(context().clips.map(clipToSeconds))).toEqual([['c', 1]]);
    expect(host.onClipsChange).not.toHaveBeenCalled();
    expect(onEdit).not.toHaveBeenCalled();
    actor.send({ type: 'history.undo' });
    expect(onEdit).toHaveBeenCalledExactlyOnceWith({ type: 'undo' });
    expect(startsOf(host.onClipsChange.mock.calls[0]![0])).toEqual([
      ['a', 0],
      ['b', 2],
    ]);
  });

  it('keeps the selected clips that the host kept', () => {
    const host = controlledHost();
    const onSelectionChange = vi.fn();
    const { actor, sync, context } = connect({ ...host, onSelectionChange });
    actor.send({ type: 'selection.set', clipIds: ['a', 'b'] });
    sync.showHostClips(host.clips!.filter((clip) => clip.id === 'b'));
    expect(context().selectedClipIds).toEqual(['b']);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['b']);
  });
});

describe('controlledSwitchWarning', () => {
  it('warns only for a timeline that switched, naming both ways', () => {
    expect(controlledSwitchWarning(true, true)).toBeNull();
    expect(controlledSwitchWarning(false, false)).toBeNull();
    expect(controlledSwitchWarning(false, true)).toMatch(/from uncontrolled to controlled/);
    expect(controlledSwitchWarning(true, false)).toMatch(/from controlled to uncontrolled/);
  });
});
