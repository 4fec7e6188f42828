// The timeline machine on a fake clock: playback runs in real time to the end then resets, pause
// keeps the audio clock's position, seeking restarts, an edit while playing pauses where the audio
// is then applies; a drag is one undo step; split at the cursor; delete; zoom limits; export
// delivers the file or shows the spec's error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { createFakePromiseActors, settle } from '../testing/fake-actors';
import {
  displayedStartSample,
  timelineMachine,
  timelineSampleRate,
  type PlaybackEvent,
  type PlaybackInput,
  type TimelineClip,
  type TimelineEvent,
  type TimelineExport,
} from '@twin/timeline/headless';
import { timelineWalkClips } from './timeline.walk';

const second = timelineSampleRate;

function startTimeline(clips: readonly TimelineClip[] = timelineWalkClips) {
  const fakes = createFakePromiseActors(['exportAudio'] as const);
  const playbacks: { input: PlaybackInput; stopped: boolean }[] = [];
  const delivered: TimelineExport[] = [];
  const machine = timelineMachine.provide({
    actors: {
      exportAudio: fakes.actors.exportAudio,
      // Its audio clock: the fake clock's time since it started, from where it started.
      playback: fromCallback<PlaybackEvent, PlaybackInput>(({ input, receive }) => {
        const playback = { input, stopped: false };
        playbacks.push(playback);
        const startedAt = Date.now();
        receive((event) => {
          event.reply(input.fromSample + Math.round(((Date.now() - startedAt) / 1000) * second));
        });
        return () => {
          playback.stopped = true;
        };
      }),
    },
    actions: { deliverExport: (_, params) => delivered.push(params.export) },
  });
  const actor = createActor(machine, { input: { clips } }).start();
  return {
    actor,
    fakes,
    playbacks,
    delivered,
    send: (event: TimelineEvent) => actor.send(event),
    snapshot: () => actor.getSnapshot(),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('playback', () => {
  it('plays in real time to the end of a timeline of at least 10 s, then resets the cursor to 0', async () => {
    const { send, snapshot, playbacks } = startTimeline(); // clips end at 8 s; timeline is 10 s
    send({ type: 'playback.play' });
    expect(snapshot().value).toBe('playing');
    expect(playbacks[0]?.input).toMatchObject({ fromSample: 0, volume: 1 });

    vi.advanceTimersByTime(9_999);
    expect(snapshot().value).toBe('playing');
    vi.advanceTimersByTime(1);
    await settle();
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.cursorSample).toBe(0);
    expect(playbacks[0]?.stopped).toBe(true);
  });

  it('plays from the cursor, so the time left is shorter', () => {
    const { send, snapshot, playbacks } = startTimeline();
    send({ type: 'cursor.set', sample: 6 * second });
    send({ type: 'playback.play' });
    expect(playbacks[0]?.input.fromSample).toBe(6 * second);
    vi.advanceTimersByTime(3_999);
    expect(snapshot().value).toBe('playing');
    vi.advanceTimersByTime(1);
    expect(snapshot().value).toBe('idle');
  });

  it('runs as long as the clips when they pass 10 s', () => {
    const long = [{ ...timelineWalkClips[0]!, startSample: 20 * second }];
    const { send, snapshot } = startTimeline(long); // ends at 23 s
    send({ type: 'playback.play' });
    vi.advanceTimersByTime(22_999);
    expect(snapshot().value).toBe('playing');
    vi.advanceTimersByTime(1);
    expect(snapshot().value).toBe('idle');
  });

  it('pauses where the audio clock says, stopping the audio', () => {
    const { send, snapshot, playbacks } = startTimeline();
    send({ type: 'playback.play' });
    vi.advanceTimersByTime(2_500);
    send({ type: 'playback.pause', atSample: 110_250 });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.cursorSample).toBe(110_250);
    expect(playbacks[0]?.stopped).toBe(true);
    vi.advanceTimersByTime(20_000);
    expect(snapshot().context.cursorSample).toBe(110_250);
  });

  it('resumes from the pause position', () => {
    const { send, playbacks } = startTimeline();
    send({ type: 'playback.play' });
    send({ type: 'playback.pause', atSample: 3 * second });
    send({ type: 'playback.play' });
    expect(playbacks[1]?.input.fromSample).toBe(3 * second);
  });

  it('starts again from 0 when the cursor is at the end', () => {
    const { send, snapshot, playbacks } = startTimeline();
    send({ type: 'cursor.set', sample: 10 * second });
    send({ type: 'playback.play' });
    expect(playbacks[0]?.input.fromSample).toBe(0);
    expect(snapshot().context.cursorSample).toBe(0);
  });

  it('restarts from the new cursor on a seek while playing', () => {
    const { send, snapshot, playbacks } = startTimeline();
    send({ type: 'playback.play' });
    vi.advanceTimersByTime(1_000);
    send({ type: 'cursor.set', sample: 5 * second });
    expect(snapshot().value).toBe('playing');
    expect(playbacks).toHaveLength(2);
    expect(playbacks[0]?.stopped).toBe(true);
    expect(playbacks[1]?.input.fromSample).toBe(5 * second);
    vi.advanceTimersByTime(4_999);
    expect(snapshot().value).toBe('playing');
    vi.advanceTimersByTime(1);
    expect(snapshot().value).toBe('idle');
  });

  it('applies a clip.move sent while playing: pauses where the audio is, then moves', () => {
    const { send, snapshot, playbacks } = startTimeline();
    send({ type: 'playback.play' });
    vi.advanceTimersByTime(2_500);
    send({ type: 'clip.move.commit', clipId: 'voice-over', startSample: 6 * second, snap: false });
    expect(snapshot().value).toBe('idle');
    expect(playbacks[0]?.stopped).toBe(true);
    expect(snapshot().context.cursorSample).toBe(2.5 * second);
    expect(snapshot().context.clips.find((clip) => clip.id === 'voice-over')?.startSample).toBe(6 * second);
    expect(snapshot().context.past).toHaveLength(1);
    expect(snapshot().context.announcement).toBe('Moved Voice over to 6 seconds.');
    vi.advanceTimersByTime(20_000);
    expect(snapshot().value).toBe('idle');
  });

  it('applies every kind of edit sent while playing, each once', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'playback.play' });
    vi.advanceTimersByTime(1_000);
    send({ type: 'clip.split', clipId: 'intro' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.clips).toHaveLength(3);
    send({ type: 'playback.play' });
    send({ type: 'history.undo' });
    expect(snapshot().context.clips).toBe(timelineWalkClips);
    send({ type: 'playback.play' });
    send({ type: 'history.redo' });
    expect(snapshot().context.clips).toHaveLength(3);
    send({ type: 'playback.play' });
    send({ type: 'clip.delete', clipId: 'voice-over' });
    expect(snapshot().context.clips.map((clip) => clip.id)).not.toContain('voice-over');
    send({ type: 'playback.play' });
    const first = snapshot().context.clips[0]!.id;
    send({ type: 'clip.move.preview', clipId: first, startSample: 100 });
    expect(snapshot().value).toBe('dragging');
    send({ type: 'clip.move.cancel' });
    send({ type: 'playback.play' });
    send({ type: 'export.start' });
    expect(snapshot().value).toBe('exporting');
    expect(snapshot().context.past).toHaveLength(2);
  });

  it('pauses at the cursor when the playback does not say where it is', () => {
    const actor = createActor(timelineMachine, { input: { clips: timelineWalkClips } }).start();
    actor.send({ type: 'cursor.set', sample: second });
    actor.send({ type: 'playback.play' });
    vi.advanceTimersByTime(1_000);
    actor.send({ type: 'clip.delete', clipId: 'intro' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.cursorSample).toBe(second);
    expect(actor.getSnapshot().context.clips.map((clip) => clip.id)).toEqual(['voice-over']);
  });

  it('keeps the volume between 0 and 1 and passes it to playback', () => {
    const { send, snapshot, playbacks } = startTimeline();
    send({ type: 'volume.set', volume: 1.7 });
    expect(snapshot().context.volume).toBe(1);
    send({ type: 'volume.set', volume: 0.35 });
    send({ type: 'playback.play' });
    expect(playbacks[0]?.input.volume).toBe(0.35);
  });
});

describe('dragging', () => {
  it('previews without touching the clips, then commits one undo step on drop', () => {
    const { send, snapshot } = startTimeline();
    for (const start of [10_000, 20_000, 30_000, 40_000]) {
      send({ type: 'clip.move.preview', clipId: 'intro', startSample: start });
    }
    expect(snapshot().value).toBe('dragging');
    expect(snapshot().context.preview).toEqual({
      clipId: 'intro',
      startSample: 40_000,
      snappedToSample: null,
    });
    expect(snapshot().context.clips).toBe(timelineWalkClips);

    send({ type: 'clip.move.commit', clipId: 'intro', startSample: 40_000 });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.preview).toBeNull();
    expect(snapshot().context.clips[0]?.startSample).toBe(40_000);
    expect(snapshot().context.past).toHaveLength(1);

    send({ type: 'history.undo' });
    expect(snapshot().context.clips).toBe(timelineWalkClips);
    send({ type: 'history.redo' });
    expect(snapshot().context.clips[0]?.startSample).toBe(40_000);
  });

  it('clamps a drag to start at 0 or later', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'clip.move.preview', clipId: 'voice-over', startSample: -3 * second });
    expect(snapshot().context.preview?.startSample).toBe(0);
    send({ type: 'clip.move.commit', clipId: 'voice-over', startSample: -3 * second });
    expect(snapshot().context.clips[1]?.startSample).toBe(0);
  });

  it('snaps to another clip’s edge within 8 px at the current zoom', () => {
    const { send, snapshot } = startTimeline();
    // At 100 px/s, 8 px = 0.08 s. Intro ends at 3 s; dropping voice-over at 3.05 s snaps to 3 s.
    send({ type: 'clip.move.preview', clipId: 'voice-over', startSample: 3.05 * second });
    expect(snapshot().context.preview).toEqual({
      clipId: 'voice-over',
      startSample: 3 * second,
      snappedToSample: 3 * second,
    });
    send({ type: 'clip.move.commit', clipId: 'voice-over', startSample: 3.05 * second, snap: false });
    expect(snapshot().context.clips[1]?.startSample).toBe(Math.round(3.05 * second));
  });

  it('cancels a drag without a history step', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'clip.move.preview', clipId: 'intro', startSample: 5 * second });
    send({ type: 'clip.move.cancel' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.past).toHaveLength(0);
  });

  it('records no step for a drop where the clip started', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'clip.move.preview', clipId: 'intro', startSample: 0 });
    send({ type: 'clip.move.commit', clipId: 'intro', startSample: 0 });
    expect(snapshot().context.past).toHaveLength(0);
  });

  it('ignores a drag of an unknown clip', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'clip.move.preview', clipId: 'ghost', startSample: 0 });
    expect(snapshot().value).toBe('idle');
  });
});

describe('editing', () => {
  it('splits the clip under the cursor into two named halves, one undo step', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'cursor.set', sample: 5 * second });
    send({ type: 'clip.split' });
    expect(snapshot().context.clips.map((clip) => clip.name)).toEqual([
      'Intro',
      'Voice over (1)',
      'Voice over (2)',
    ]);
    expect(snapshot().context.announcement).toBe('Split Voice over at 5 seconds.');
    send({ type: 'history.undo' });
    expect(snapshot().context.clips).toBe(timelineWalkClips);
  });

  it('refuses a split within 0.1 s of an edge and says why', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'cursor.set', sample: 4 * second + 4410 });
    send({ type: 'clip.split' });
    expect(snapshot().context.clips).toBe(timelineWalkClips);
    expect(snapshot().context.announcement).toMatch(/more than 0.1 seconds/);
  });

  it('deletes the selected clip, or the one named', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'clip.select', clipId: 'voice-over' });
    send({ type: 'clip.delete' });
    expect(snapshot().context.clips.map((clip) => clip.id)).toEqual(['intro']);
    expect(snapshot().context.selectedClipId).toBeNull();
    send({ type: 'clip.delete', clipId: 'intro' });
    expect(snapshot().context.clips).toEqual([]);
    expect(snapshot().context.announcement).toBe('Deleted Intro.');
  });

  it('adds a clip as one undo step and selects it', () => {
    const { send, snapshot } = startTimeline([]);
    send({ type: 'clip.add', clip: timelineWalkClips[0]! });
    expect(snapshot().context.clips).toHaveLength(1);
    expect(snapshot().context.selectedClipId).toBe('intro');
    send({ type: 'history.undo' });
    expect(snapshot().context.clips).toEqual([]);
    expect(snapshot().context.selectedClipId).toBeNull();
  });

  it('clamps the cursor to the timeline', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'cursor.set', sample: -5 });
    expect(snapshot().context.cursorSample).toBe(0);
    send({ type: 'cursor.set', sample: 99 * second });
    expect(snapshot().context.cursorSample).toBe(10 * second);
  });

  it('zooms between 25 and 200 px/s in steps of 25', () => {
    const { send, snapshot } = startTimeline();
    expect(snapshot().context.pixelsPerSecond).toBe(100);
    for (let i = 0; i < 10; i += 1) send({ type: 'zoom.in' });
    expect(snapshot().context.pixelsPerSecond).toBe(200);
    for (let i = 0; i < 10; i += 1) send({ type: 'zoom.out' });
    expect(snapshot().context.pixelsPerSecond).toBe(25);
  });
});

describe('export', () => {
  it('exports the clips up to the end of the last one and delivers the file', async () => {
    const { send, snapshot, fakes, delivered } = startTimeline();
    send({ type: 'export.start' });
    expect(snapshot().value).toBe('exporting');
    expect(fakes.inputsOf('exportAudio')).toEqual([{ clips: timelineWalkClips, totalSamples: 8 * second }]);
    const file = { fileName: 'timeline-audio.wav', totalSamples: 8 * second, audio: 'wav' };
    await fakes.resolve('exportAudio', file);
    expect(snapshot().value).toBe('idle');
    expect(delivered).toEqual([file]);
  });

  it("shows 'Error creating composite audio. Please try again.' when a clip fails to load", async () => {
    const { send, snapshot, fakes, delivered } = startTimeline();
    send({ type: 'export.start' });
    await fakes.reject('exportAudio', new Error('404 audio/intro.wav'));
    expect(snapshot().value).toBe('exportFailed');
    expect(snapshot().context.error).toBe('Error creating composite audio. Please try again.');
    expect(delivered).toEqual([]);

    send({ type: 'export.start' });
    expect(snapshot().value).toBe('exporting');
    expect(snapshot().context.error).toBeNull();
  });

  it('clears the error on dismiss', async () => {
    const { send, snapshot, fakes } = startTimeline();
    send({ type: 'export.start' });
    await fakes.reject('exportAudio', new Error('decode'));
    send({ type: 'error.dismiss' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.error).toBeNull();
  });

  it('does not export an empty timeline', () => {
    const { send, snapshot } = startTimeline([]);
    send({ type: 'export.start' });
    expect(snapshot().value).toBe('idle');
  });
});

describe('several clips at once', () => {
  it('selects with ctrl, shift and a box, and keeps the anchor as the focused clip', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'clip.select', clipId: 'intro' });
    send({ type: 'clip.select', clipId: 'voice-over', modifiers: { toggle: true } });
    expect(snapshot().context).toMatchObject({
      selectedClipIds: ['intro', 'voice-over'],
      selectedClipId: 'voice-over',
    });
    send({ type: 'clip.select', clipId: 'intro', modifiers: { toggle: true } });
    expect(snapshot().context.selectedClipIds).toEqual(['voice-over']);
    send({ type: 'selection.set', clipIds: ['intro', 'voice-over', 'gone'] });
    expect(snapshot().context.selectedClipIds).toEqual(['intro', 'voice-over']);
    expect(snapshot().context.announcement).toBe('2 clips selected.');
    send({ type: 'clip.select', clipId: null });
    expect(snapshot().context).toMatchObject({ selectedClipIds: [], selectedClipId: null });
  });

  it('drags the whole selection as one undo step, drawn together while dragged, stopping at 0', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'selection.set', clipIds: ['intro', 'voice-over'] });
    send({ type: 'clip.move.preview', clipId: 'voice-over', startSample: 5 * second, snap: false });
    const { context } = snapshot();
    expect(displayedStartSample(context, context.clips[0]!)).toBe(1 * second);
    send({ type: 'clip.move.commit', clipId: 'voice-over', startSample: 5 * second, snap: false });
    expect(snapshot().context.clips.map((clip) => clip.startSample / second)).toEqual([1, 5]);
    expect(snapshot().context.past).toHaveLength(1);
    expect(snapshot().context.announcement).toBe('Moved 2 clips later by 1 second.');
    // Far to the left: the earliest clip stops at 0 and the spacing stays.
    send({ type: 'clip.move.commit', clipId: 'voice-over', startSample: 0, snap: false });
    expect(snapshot().context.clips.map((clip) => clip.startSample / second)).toEqual([0, 4]);
    send({ type: 'history.undo' });
    send({ type: 'history.undo' });
    expect(snapshot().context.clips.map((clip) => clip.startSample / second)).toEqual([0, 4]);
    expect(snapshot().context.selectedClipIds).toEqual(['intro', 'voice-over']);
  });

  it('deletes the selection as one step when one of its clips is deleted; an unselected clip alone', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'selection.set', clipIds: ['intro', 'voice-over'] });
    send({ type: 'clip.delete', clipId: 'intro' });
    expect(snapshot().context.clips).toEqual([]);
    expect(snapshot().context.announcement).toBe('Deleted 2 clips.');
    send({ type: 'history.undo' });
    expect(snapshot().context.clips).toHaveLength(2);
    send({ type: 'clip.select', clipId: 'voice-over' });
    send({ type: 'clip.delete', clipId: 'intro' });
    expect(snapshot().context.clips.map((clip) => clip.id)).toEqual(['voice-over']);
    expect(snapshot().context.selectedClipIds).toEqual(['voice-over']);
  });
});

describe('markers', () => {
  it('sets in and out at the cursor or a sample, and exports only the marked span', async () => {
    const { send, snapshot, fakes } = startTimeline();
    send({ type: 'cursor.set', sample: 2 * second });
    send({ type: 'marker.in' });
    send({ type: 'marker.out', sample: 6 * second });
    expect(snapshot().context.markers).toEqual({ inSample: 2 * second, outSample: 6 * second });
    expect(snapshot().context.announcement).toBe('Out marker at 6 seconds.');
    send({ type: 'export.start', range: 'marked' });
    expect(fakes.inputsOf('exportAudio').at(-1)).toMatchObject({
      totalSamples: 4 * second,
      clips: [
        { id: 'intro', startSample: 0, lengthSamples: 1 * second, sourceOffsetSamples: 2 * second },
        { id: 'voice-over', startSample: 2 * second, lengthSamples: 2 * second, sourceOffsetSamples: 0 },
      ],
    });
    await fakes.resolve('exportAudio', {
      fileName: 'timeline-audio.wav',
      totalSamples: 4 * second,
      audio: null,
    });
    send({ type: 'export.start' });
    expect(fakes.inputsOf('exportAudio').at(-1)).toMatchObject({ totalSamples: 8 * second });
    send({ type: 'markers.clear' });
    expect(snapshot().context.markers).toEqual({ inSample: null, outSample: null });
  });
});

describe('export retry', () => {
  it('tries the marked span again after it failed, not the whole timeline', async () => {
    const { send, snapshot, fakes } = startTimeline();
    send({ type: 'marker.in', sample: 1 * second });
    send({ type: 'marker.out', sample: 5 * second });
    send({ type: 'export.start', range: 'marked' });
    await fakes.reject('exportAudio', new Error('a clip would not load'));
    expect(snapshot().value).toBe('exportFailed');
    send({ type: 'export.start' });
    expect(snapshot().value).toBe('exporting');
    expect(fakes.inputsOf('exportAudio').at(-1)).toMatchObject({ totalSamples: 4 * second });
  });
});

describe("the host's clips (controlled use) and zoom", () => {
  it('replaces the clips as one undo step, keeps the selection that still exists, and ignores the same clips', () => {
    const { send, snapshot } = startTimeline();
    const [first, second] = timelineWalkClips;
    send({ type: 'selection.set', clipIds: [first!.id, second!.id] });
    const before = snapshot().context;
    // The host passes back exactly what the timeline has (new objects): nothing changes.
    send({ type: 'clips.set', clips: before.clips.map((clip) => ({ ...clip })) });
    expect(snapshot().context.past).toBe(before.past);
    expect(snapshot().context.clips).toBe(before.clips);
    // The host keeps only the second clip, moved.
    send({ type: 'clips.set', clips: [{ ...second!, startSample: 0 }] });
    expect(snapshot().context.clips).toEqual([{ ...second!, startSample: 0 }]);
    expect(snapshot().context.selectedClipIds).toEqual([second!.id]);
    expect(snapshot().context.past).toHaveLength(before.past.length + 1);
    send({ type: 'history.undo' });
    expect(snapshot().context.clips).toEqual(before.clips);
  });

  it('takes back an edit the host refuses (its clips from before the edit), leaving no undo or redo of it', () => {
    const { send, snapshot } = startTimeline();
    const [first, secondClip] = timelineWalkClips;
    send({ type: 'clip.delete', clipId: first!.id });
    const beforeMove = snapshot().context;
    send({ type: 'clip.move.commit', clipId: secondClip!.id, startSample: 9 * second, snap: false });
    expect(snapshot().context.past).toHaveLength(beforeMove.past.length + 1);
    // The host answers with the clips it had (new objects, as a host's state would be).
    send({ type: 'clips.set', clips: beforeMove.clips.map((clip) => ({ ...clip })) });
    expect(snapshot().context.clips).toEqual(beforeMove.clips);
    expect(snapshot().context.past).toEqual(beforeMove.past);
    expect(snapshot().context.future).toEqual([]);
    // Undo goes to before the delete, not to the refused move; redo then returns to after the delete.
    send({ type: 'history.undo' });
    expect(snapshot().context.clips).toEqual(timelineWalkClips);
    send({ type: 'history.redo' });
    expect(snapshot().context.clips).toEqual(beforeMove.clips);
  });

  it('redoes an undo the host refuses (its clips from before the undo)', () => {
    const { send, snapshot } = startTimeline();
    const [first] = timelineWalkClips;
    send({ type: 'clip.delete', clipId: first!.id });
    const afterDelete = snapshot().context;
    send({ type: 'history.undo' });
    expect(snapshot().context.clips).toEqual(timelineWalkClips);
    send({ type: 'clips.set', clips: afterDelete.clips.map((clip) => ({ ...clip })) });
    expect(snapshot().context.clips).toEqual(afterDelete.clips);
    expect(snapshot().context.past).toEqual(afterDelete.past);
    expect(snapshot().context.future).toEqual([]);
  });

  it('ignores the same clips during a drag, while playing and after a failed export', async () => {
    const { send, snapshot, playbacks, fakes } = startTimeline();
    const [first] = timelineWalkClips;
    const same = () => snapshot().context.clips.map((clip) => ({ ...clip }));
    send({ type: 'clip.move.preview', clipId: first!.id, startSample: second, snap: false });
    send({ type: 'clips.set', clips: same() });
    expect(snapshot().value).toBe('dragging');
    expect(snapshot().context.preview).not.toBeNull();
    send({ type: 'clip.move.cancel' });
    send({ type: 'playback.play' });
    send({ type: 'clips.set', clips: same() });
    expect(snapshot().value).toBe('playing');
    expect(playbacks[0]?.stopped).toBe(false);
    send({ type: 'playback.pause' });
    send({ type: 'export.start' });
    await fakes.reject('exportAudio', new Error('a clip would not load'));
    send({ type: 'clips.set', clips: same() });
    expect(snapshot().value).toBe('exportFailed');
    expect(snapshot().context.error).not.toBeNull();
  });

  it('takes the clips while playing by pausing first', () => {
    const { send, snapshot, playbacks } = startTimeline();
    send({ type: 'playback.play' });
    send({ type: 'clips.set', clips: timelineWalkClips.slice(0, 1) });
    expect(snapshot().value).toBe('idle');
    expect(playbacks[0]?.stopped).toBe(true);
    expect(snapshot().context.clips).toHaveLength(1);
  });

  it('takes the clips during a drag (the drag ends) and during an export', () => {
    const { send, snapshot } = startTimeline();
    const [first] = timelineWalkClips;
    send({ type: 'clip.move.preview', clipId: first!.id, startSample: second, snap: false });
    expect(snapshot().value).toBe('dragging');
    send({ type: 'clips.set', clips: timelineWalkClips.slice(1) });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.preview).toBeNull();
    expect(snapshot().context.clips).toHaveLength(timelineWalkClips.length - 1);
    send({ type: 'export.start' });
    expect(snapshot().value).toBe('exporting');
    send({ type: 'clips.set', clips: timelineWalkClips });
    expect(snapshot().context.clips).toHaveLength(timelineWalkClips.length);
  });

  it('zooms to a given scale, on the 25 px/s steps and clamped to 25–200 px/s', () => {
    const { send, snapshot } = startTimeline();
    send({ type: 'zoom.set', pixelsPerSecond: 75 });
    expect(snapshot().context.pixelsPerSecond).toBe(75);
    send({ type: 'zoom.set', pixelsPerSecond: 60 });
    expect(snapshot().context.pixelsPerSecond).toBe(50);
    send({ type: 'zoom.set', pixelsPerSecond: 1000 });
    expect(snapshot().context.pixelsPerSecond).toBe(200);
  });
});
