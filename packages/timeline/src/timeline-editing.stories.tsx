// Editing beyond one clip, in Chromium: the Delete on a selection of several says how many clips it
// deletes; a box dragged across empty lanes selects the clips it touches (Shift adds to the
// selection) and they move together as one undo step; in and out
// markers set with I and O are drawn, and Download Marked Range mixes only the marked span; a
// pointer drag moves its clip without any React commit until the drop; the export's plain-code mix
// gives Web Audio's samples.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AudioBufferCache } from './audio/audio-buffers';
import { renderRange } from './audio/export-timeline-audio';
import { mixRange } from './audio/mix-range';
import { readWavHeader } from './audio/wav-format';
import { Timeline } from './components/timeline';
import { speechLikeClip } from './demo/demo-clips';
import { clipFromSeconds, clipsEndSample } from './headless';
import { paddedFrame } from './story-frame';

const clip = (id: string, name: string, startTime: number, duration: number, seed: number) =>
  speechLikeClip(id, name, startTime, duration, { seed });

const clips = [clip('one', 'One', 1, 1.5, 3), clip('two', 'Two', 3, 1.5, 5), clip('three', 'Three', 6, 2, 7)];

const meta = {
  title: 'Timeline/Editing',
  decorators: [paddedFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Split and Delete buttons show on the clip the selection last took in; with several clips
 * selected, that Delete says how many it deletes, and deletes them all as one undo step.
 */
export const DeleteTheSelection: Story = {
  render: () => <Timeline defaultClips={clips} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const status = canvasElement.querySelector<HTMLElement>('[data-slot="timeline-announcer"]')!;
    await userEvent.click(canvas.getByRole('button', { name: /^One,/ }));
    await expect(canvas.getByRole('button', { name: 'Delete One' })).toBeVisible();
    await userEvent.keyboard('{Control>}');
    await userEvent.click(canvas.getByRole('button', { name: /^Three,/ }));
    await userEvent.keyboard('{/Control}');
    await expect(canvas.queryByRole('button', { name: 'Delete One' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('.twin-timeline__clip-actions')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 2 selected clips' }));
    await expect(status).toHaveTextContent('Deleted 2 clips.');
    await expect(canvas.queryByRole('button', { name: /^One,/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Three,/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Two,/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(await canvas.findByRole('button', { name: /^One,/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Three,/ })).toBeVisible();
  },
};

/** A box over the first two clips selects them; Shift+→ moves both by 1 s; one Undo puts both back. */
export const BoxSelect: Story = {
  render: () => <Timeline defaultClips={clips} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="timeline-track"]')!;
    const one = canvas.getByRole('button', { name: /^One,/ });
    const two = canvas.getByRole('button', { name: /^Two,/ });
    const rect = track.getBoundingClientRect();
    const y = one.getBoundingClientRect().top + 10;
    const from = { clientX: rect.left + 50, clientY: y }; // 0.5 s, empty
    const to = { clientX: two.getBoundingClientRect().left + 40, clientY: y + 20 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords: from },
      { target: track, coords: { clientX: from.clientX + 30, clientY: y + 10 } },
      { target: track, coords: to },
      { keys: '[/MouseLeft]', target: track, coords: to },
    ]);
    await expect(one).toHaveAttribute('aria-pressed', 'true');
    await expect(two).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /^Three,/ })).toHaveAttribute('aria-pressed', 'false');
    two.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(canvas.getByRole('button', { name: /^One, 0:02\.0 to/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Two, 0:04\.0 to/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByRole('button', { name: /^One, 0:01\.0 to/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Two, 0:03\.0 to/ })).toBeVisible();
  },
};

const exported = fn<(file: Blob, fileName: string) => void>();

/** I at 2 s and O at 5 s mark a 3 s span, drawn over the lanes; its download is 3 s long. */
export const MarkedRange: Story = {
  render: () => <Timeline defaultClips={clips} onAudioExported={exported} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const cursor = canvas.getByRole('slider', { name: 'Cursor position' });
    cursor.focus();
    // The ruler moves the cursor by 0.1 s per arrow key: 20 presses to 2 s.
    await userEvent.keyboard('{ArrowRight>20/}');
    await expect(cursor).toHaveAttribute('aria-valuetext', '0:02.0');
    await userEvent.keyboard('i');
    await userEvent.keyboard('{ArrowRight>30/}');
    await userEvent.keyboard('o');
    await expect(canvasElement.querySelector('[data-marker="in"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-marker="out"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Marked Range' }));
    await waitFor(() => expect(exported).toHaveBeenCalled(), { timeout: 10_000 });
    const [file] = exported.mock.calls[0]!;
    const header = readWavHeader(await file.slice(0, 64).arrayBuffer());
    await expect(header.durationSeconds).toBeCloseTo(3, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Markers' }));
    await expect(canvasElement.querySelector('[data-marker]')).toBeNull();
  },
};

/** Commits of the whole timeline, counted by a <Profiler> around it. */
const dragCommits = { count: 0 };

/**
 * A pointer drag moves its clip in the pointer events themselves (a transform per move, its name
 * following when the pointer rests) and React commits nothing from the drag's start to its drop; the drop commits the new
 * place; Escape cancels a drag.
 */
export const DragCommitsOnlyAtDrop: Story = {
  render: () => (
    <React.Profiler id="timeline" onRender={() => (dragCommits.count += 1)}>
      <Timeline defaultClips={clips} />
    </React.Profiler>
  ),
  play: async ({ canvas, userEvent }) => {
    await document.fonts.ready;
    const two = canvas.getByRole('button', { name: /^Two, 0:03\.0 to/ });
    const box = () => two.closest<HTMLElement>('[data-slot="timeline-clip-mover"]')!;
    // How far the clip is slid from where it is laid out (a scrubbed animation: slide-by-animation.ts).
    const slidBy = () => new DOMMatrix(getComputedStyle(box()).transform).m41;
    const rect = two.getBoundingClientRect();
    const y = rect.top + rect.height / 2;
    const x = rect.left + 20;
    // Press, and move past the 4 px that start a drag: the drag's start renders the clip once.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: two, coords: { clientX: x, clientY: y } },
      { target: two, coords: { clientX: x + 10, clientY: y } },
    ]);
    await waitFor(() => expect(two).toHaveAttribute('data-dragging'));
    await waitFor(() => expect(slidBy()).toBeCloseTo(10, 3));
    await expect(box().getAnimations()).toHaveLength(1);
    dragCommits.count = 0;
    // The drag's moves are its own: no listener of the page sees them (React's included).
    let movesSeenByThePage = 0;
    const countMove = () => (movesSeenByThePage += 1);
    document.addEventListener('pointermove', countMove);
    // 50 px and 120 px at 100 px/s (snapping off the other clips' edges): the clip follows each move.
    for (const byPx of [50, 120]) {
      await userEvent.pointer({ target: two, coords: { clientX: x + byPx, clientY: y } });
      await expect(slidBy()).toBeCloseTo(byPx, 3);
    }
    document.removeEventListener('pointermove', countMove);
    await expect(movesSeenByThePage).toBe(0);
    // Once the pointer rests, its name says where it is, for screen readers, still without a commit.
    await waitFor(() => expect(two).toHaveAccessibleName(/^Two, 0:04\.2 to 0:05\.7/));
    await expect(dragCommits.count).toBe(0);
    await userEvent.pointer({ keys: '[/MouseLeft]', target: two, coords: { clientX: x + 120, clientY: y } });
    await expect(await canvas.findByRole('button', { name: /^Two, 0:04\.2 to/ })).toBeVisible();
    await expect(slidBy()).toBe(0);
    await expect(box().getAnimations()).toHaveLength(0);
    await expect(dragCommits.count).toBeGreaterThan(0);
    // Escape cancels a drag: the clip and its name go back to where it was.
    const moved = canvas.getByRole('button', { name: /^Two, 0:04\.2 to/ });
    const from = moved.getBoundingClientRect().left + 20;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: moved, coords: { clientX: from, clientY: y } },
      { target: moved, coords: { clientX: from + 60, clientY: y } },
    ]);
    await waitFor(() => expect(moved).toHaveAccessibleName(/^Two, 0:04\.8 to/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(moved).toHaveAccessibleName(/^Two, 0:04\.2 to/));
    await expect(slidBy()).toBe(0);
    await expect(box().getAnimations()).toHaveLength(0);
    await userEvent.pointer({
      keys: '[/MouseLeft]',
      target: moved,
      coords: { clientX: from + 60, clientY: y },
    });
    await expect(moved).toHaveAccessibleName(/^Two, 0:04\.2 to/);
  },
};

/**
 * The export mixes by plain code (mix-range.ts) what Web Audio's OfflineAudioContext renders: the
 * same samples for clips that overlap, start mid-source (after a split) and start on odd samples.
 */
export const PlainMixIsWebAudiosMix: Story = {
  render: () => <Timeline defaultClips={clips} />,
  play: async () => {
    const buffers = new AudioBufferCache();
    const placed = [
      ...clips.map(clipFromSeconds),
      { ...clipFromSeconds(clips[0]!), id: 'overlap', startSample: 55_001, sourceOffsetSamples: 7_777 },
    ];
    const audio = await Promise.all(placed.map((clip) => buffers.load(clip.url)));
    const sources = audio.map((buffer) => [buffer.getChannelData(0)]);
    const end = clipsEndSample(placed);
    const webAudio = await renderRange(placed, audio, 0, end);
    const plain = mixRange(placed, sources, 0, end);
    for (const channel of [0, 1]) {
      const expected = webAudio.getChannelData(channel);
      let differences = 0;
      for (let index = 0; index < end; index += 1)
        if (plain[channel]![index] !== expected[index]) differences += 1;
      await expect(differences).toBe(0);
    }
    await expect(Math.max(...plain[0].subarray(55_001, 70_000).map(Math.abs))).toBeGreaterThan(0.05);
  },
};
