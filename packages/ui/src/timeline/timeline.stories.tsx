// Timeline stories: one per reachable state of the timeline machine (parameters.machineState,
// restored into a live actor), the empty timeline, 200 clips over 30 minutes, and flows in
// Chromium — keyboard editing, a pointer drag and its undo, playback on the audio clock, an
// export whose WAV header is checked, and an export that fails on a clip that will not load.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  clipFromSeconds,
  clipsEndSample,
  splitClipAt,
  timelineSampleRate,
  timelineZoom,
  type TimelineClip,
} from '@twin/timeline/headless';
import { machineState, snapshotFromParameters } from '../storybook/machine-state';
import {
  AudioBufferCache,
  demoManyClips,
  demoSessionClips,
  exportTimelineAudio,
  readWavHeader,
  renderTimelineMix,
  Timeline,
  useTimeline,
} from '@twin/timeline';

const second = timelineSampleRate;
const createVideo = fn();

/** The session's clips in samples, as the machine holds them. */
function sessionClips(): TimelineClip[] {
  return demoSessionClips().map(clipFromSeconds);
}

function TimelineInState({ parameters }: { parameters: Record<string, unknown> }) {
  const timeline = useTimeline({ snapshot: snapshotFromParameters(parameters, 'timeline') });
  return <Timeline timeline={timeline} onCreateVideo={createVideo} />;
}

const meta = {
  title: 'Timeline/Timeline',
  render: (_args, { parameters }) => <TimelineInState parameters={parameters} />,
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** timeline `idle`: four clips in two lanes, the cursor at 2.4 s, one clip selected. */
export const Idle: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timeline',
      value: 'idle',
      context: {
        clips: sessionClips(),
        cursorSample: 2.4 * second,
        selectedClipIds: ['chapter-1'],
        selectedClipId: 'chapter-1',
      },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    for (const name of ['Upload Audio', 'Zoom In', 'Zoom Out', 'Download Audio', 'Create Video']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('slider', { name: 'Cursor position' })).toHaveAttribute(
      'aria-valuetext',
      '0:02.4',
    );
    await expect(canvas.getByText('Total duration:')).toHaveTextContent('Total duration: 0:12.0');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom In' }));
    await expect(canvas.getByText('125 px/s')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Video' }));
    await expect(createVideo).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ id: 'welcome', startTime: 0, duration: 3.2 })]),
    );
  },
};

/** timeline `idle` with no clips: at least 10 s long, nothing to export. */
export const Empty: Story = {
  parameters: { machineState: machineState({ machine: 'timeline', value: 'idle' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No clips yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download Audio' })).toBeDisabled();
    await expect(canvas.getByText('Total duration:')).toHaveTextContent('0:10.0');
  },
};

/** timeline `dragging`: 'Thanks for watching' follows the pointer and snaps to the end of chapter one. */
export const Dragging: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timeline',
      value: 'dragging',
      context: {
        clips: sessionClips(),
        selectedClipIds: ['outro'],
        selectedClipId: 'outro',
        preview: { clipId: 'outro', startSample: 9 * second, snappedToSample: 9 * second },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /^Thanks for watching, 0:09\.0 to/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="timeline-snap-guide"]')).not.toBeNull();
  },
};

/** timeline `idle` with three clips selected (ctrl/⌘-click, shift-click or Ctrl+A): they show as pressed. */
export const SeveralSelected: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timeline',
      value: 'idle',
      context: {
        clips: sessionClips(),
        selectedClipIds: ['welcome', 'chapter-1', 'outro'],
        selectedClipId: 'outro',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const pressed = canvasElement.querySelectorAll('[data-clip-id][aria-pressed="true"]');
    await expect([...pressed].map((clip) => (clip as HTMLElement).dataset.clipId).sort()).toEqual([
      'chapter-1',
      'outro',
      'welcome',
    ]);
  },
};

/** timeline `dragging` a selection: the clip selected with the dragged one is drawn moved with it, 1 s later here. */
export const DraggingSeveral: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timeline',
      value: 'dragging',
      context: {
        clips: sessionClips(),
        selectedClipIds: ['chapter-1', 'outro'],
        selectedClipId: 'outro',
        preview: { clipId: 'outro', startSample: 10.4 * second, snappedToSample: null },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /^Thanks for watching, 0:10\.4 to/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Welcome to the course, 0:00\.0 to/ })).toBeVisible();
    // The follower is drawn 1 s later (at 4.6 s) by its copy in the ghost layer, which moves as one;
    // the clip itself stays hidden where it was until the drop.
    const leftOf = (selector: string) => canvasElement.querySelector(selector)!.getBoundingClientRect().left;
    await waitFor(() =>
      expect(leftOf('[data-ghost-of="chapter-1"]') - leftOf('[data-clip-id="welcome"]')).toBeCloseTo(
        4.6 * timelineZoom.default,
        0,
      ),
    );
    await expect(canvasElement.querySelector('[data-clip-id="chapter-1"]')).not.toBeVisible();
  },
};

/** Ctrl/⌘-click adds clips to the selection, ← moves them together, one undo takes the move back. */
export const FlowMovesSeveral: Story = {
  parameters: {
    machineState: machineState({ machine: 'timeline', value: 'idle', context: { clips: sessionClips() } }),
  },
  play: async ({ canvas, userEvent }) => {
    const welcome = canvas.getByRole('button', { name: /^Welcome to the course, / });
    const outro = canvas.getByRole('button', { name: /^Thanks for watching, / });
    await userEvent.click(welcome);
    await userEvent.keyboard('{Control>}');
    await userEvent.click(outro);
    await userEvent.keyboard('{/Control}');
    await expect(welcome).toHaveAttribute('aria-pressed', 'true');
    await expect(outro).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(canvas.getByRole('button', { name: /^Welcome to the course, 0:01\.0 to/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Thanks for watching, 0:10\.4 to/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(canvas.getByRole('button', { name: /^Welcome to the course, 0:00\.0 to/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Thanks for watching, 0:09\.4 to/ })).toBeVisible();
  },
};

/** timeline `playing` (restored without its audio): the transport shows Pause. */
export const Playing: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timeline',
      value: 'playing',
      context: { clips: sessionClips(), cursorSample: 4 * second, playbackFromSample: 4 * second },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};

/** timeline `exporting`: Download Audio is busy. */
export const Exporting: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timeline',
      value: 'exporting',
      context: { clips: sessionClips() },
    }),
  },
  play: async ({ canvas }) => {
    const download = canvas.getByRole('button', { name: 'Download Audio' });
    await expect(download).toBeDisabled();
    await expect(download).toHaveAttribute('aria-busy', 'true');
  },
};

/** timeline `exportFailed`: the spec's message, with Try Again and Dismiss. */
export const ExportFailed: Story = {
  parameters: {
    machineState: machineState({
      machine: 'timeline',
      value: 'exportFailed',
      context: { clips: sessionClips(), error: 'Error creating composite audio. Please try again.' },
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error creating composite audio. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** 200 clips over 30 minutes: only the visible waveform tiles are drawn. */
export const TwoHundredClips: Story = {
  render: () => <Timeline defaultClips={demoManyClips(200, 1800)} onCreateVideo={createVideo} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('200 clips')).toBeVisible();
    // 200 clips one after another over 30 minutes: the last ends just before 30:00.
    await expect(canvas.getByText('Total duration:')).toHaveTextContent(
      /Total duration: (29:5\d|30:0\d)\.\d$/,
    );
    await expect(canvasElement.querySelectorAll('[data-slot="timeline-clip"]')).toHaveLength(200);
  },
};

/** Keyboard only: move a clip with the arrows, split it at the cursor with S, delete, undo. */
export const KeyboardEditing: Story = {
  render: () => <Timeline defaultClips={demoSessionClips()} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const status = canvasElement.querySelector<HTMLElement>('[data-slot="timeline-announcer"]')!;
    const chapter = canvas.getByRole('button', { name: /^Chapter one: getting started,/ });
    chapter.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Moved Chapter one: getting started to 3.7 seconds.');
    await expect(chapter).toHaveAccessibleName(/^Chapter one: getting started, 0:03\.7 to 0:09\.1$/);

    const ruler = canvas.getByRole('slider', { name: 'Cursor position' });
    ruler.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(ruler).toHaveAttribute('aria-valuetext', '0:05.0');

    canvas.getByRole('button', { name: /^Chapter one: getting started,/ }).focus();
    await userEvent.keyboard('s');
    await expect(status).toHaveTextContent('Split Chapter one: getting started at 5 seconds.');
    const second = canvas.getByRole('button', { name: /^Chapter one: getting started \(2\), 0:05\.0/ });
    await expect(
      canvas.getByRole('button', { name: /^Chapter one: getting started \(1\), 0:03\.7 to 0:05\.0$/ }),
    ).toBeVisible();

    // Split selects the second half; focus follows it there.
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(status).toHaveTextContent('Deleted Chapter one: getting started (2).');
    await expect(canvas.queryByRole('button', { name: /\(2\)/ })).not.toBeInTheDocument();
    // Focus stays in the timeline (on the ruler), so the next keys still reach it.
    await waitFor(() => expect(ruler).toHaveFocus());

    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await canvas.findByRole('button', { name: /\(2\), 0:05\.0/ })).toBeVisible();
  },
};

/** A pointer drag moves a clip by whole pixels of time; the drop is one undo step. */
export const PointerDrag: Story = {
  render: () => <Timeline defaultClips={demoSessionClips()} />,
  play: async ({ canvas, userEvent }) => {
    const outro = await canvas.findByRole('button', { name: /^Thanks for watching, 0:09\.4/ });
    // Measure once the layout is final: a web font arriving late can still move the lanes.
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const box = outro.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + 20;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: outro, coords: { clientX: x, clientY: y } },
      { target: outro, coords: { clientX: x + 20, clientY: y } },
      { target: outro, coords: { clientX: x + 60, clientY: y + 30 } },
      { target: outro, coords: { clientX: x + 100, clientY: y + 30 } },
      { keys: '[/MouseLeft]', target: outro, coords: { clientX: x + 100, clientY: y + 30 } },
    ]);
    // 100 px at 100 px/s = 1 s later, whatever the vertical movement.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Thanks for watching, 0:10\.4/ })).toBeVisible(),
    );
    // The drop is committed (Undo is disabled while a drag is only previewed).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled());
    // Undone from the keyboard (the dragged clip keeps focus): the timeline swallows any click in the
    // 50 ms after a drop, and a scripted click on Undo can land inside that window.
    await expect(outro).toHaveFocus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await canvas.findByRole('button', { name: /^Thanks for watching, 0:09\.4/ })).toBeVisible();
  },
};

/**
 * Ctrl/⌘-click selects two clips and a pointer drag of one moves both: the other is drawn moved
 * with it during the drag (a copy of it, in the ghost layer), lands where it was drawn, and one
 * undo takes both back.
 */
export const PointerDragsSeveral: Story = {
  render: () => <Timeline defaultClips={demoSessionClips()} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chapter = await canvas.findByRole('button', { name: /^Chapter one: getting started, 0:03\.6/ });
    const outro = canvas.getByRole('button', { name: /^Thanks for watching, 0:09\.4/ });
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.click(chapter);
    await userEvent.keyboard('{Control>}');
    await userEvent.click(outro);
    await userEvent.keyboard('{/Control}');
    await expect(chapter).toHaveAttribute('aria-pressed', 'true');
    const clipBox = (id: string) => canvasElement.querySelector(`[data-clip-id="${id}"]`)!.parentElement!;
    const leftOf = (id: string) => clipBox(id).getBoundingClientRect().left;
    const chapterAt = leftOf('chapter-1');
    const box = outro.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + 20;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: outro, coords: { clientX: x, clientY: y } },
      { target: outro, coords: { clientX: x + 20, clientY: y } },
      { target: outro, coords: { clientX: x + 60, clientY: y } },
      { target: outro, coords: { clientX: x + 100, clientY: y } },
    ]);
    // Dragged 100 px (1 s): the follower is drawn 100 px later too, before the drop, by its copy
    // in the ghost layer (its waveform copied); the clip itself is hidden where it was.
    const ghost = () => canvasElement.querySelector<HTMLElement>('[data-ghost-of="chapter-1"]');
    await waitFor(() => expect(ghost()!.getBoundingClientRect().left - chapterAt).toBeCloseTo(100, 0));
    await expect(clipBox('chapter-1')).not.toBeVisible();
    await expect(leftOf('chapter-1')).toBeCloseTo(chapterAt, 0);
    await expect(ghost()!.querySelector('[data-clip-id]')).toBeNull();
    // Drawn as selected, like the clip it stands for.
    await expect(ghost()!.querySelector('[aria-pressed="true"]')).not.toBeNull();
    await userEvent.pointer({
      keys: '[/MouseLeft]',
      target: outro,
      coords: { clientX: x + 100, clientY: y },
    });
    const chapterMoved = await canvas.findByRole('button', {
      name: /^Chapter one: getting started, 0:04\.6/,
    });
    // Drawn in every frame from the drop on: its copy until the clip itself shows again (no frame
    // without it, none with the clip still fading in).
    for (let frame = 0; frame < 3; frame += 1) {
      await expect(ghost() !== null || getComputedStyle(clipBox('chapter-1')).opacity === '1').toBe(true);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await waitFor(() => expect(chapterMoved).toBeVisible());
    await expect(canvas.getByRole('button', { name: /^Thanks for watching, 0:10\.4/ })).toBeVisible();
    // Placed by its new start: drawn where it was dropped, shown again, and the copy gone.
    await waitFor(() => expect(leftOf('chapter-1') - chapterAt).toBeCloseTo(100, 0));
    await expect(clipBox('chapter-1')).toBeVisible();
    await waitFor(() => expect(ghost()).toBeNull());
    // Undone from the keyboard (the dragged clip has focus): the timeline swallows any click in the 50 ms
    // after a drop, so a click on Undo that soon could be lost.
    await expect(outro).toHaveFocus();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(
      await canvas.findByRole('button', { name: /^Chapter one: getting started, 0:03\.6/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Thanks for watching, 0:09\.4/ })).toBeVisible();
    await waitFor(() => expect(leftOf('chapter-1')).toBeCloseTo(chapterAt, 0));
  },
};

/**
 * Play and pause from the transport and the keyboard; an edit while playing pauses, then applies.
 * (Story clicks are synthetic, so Chromium keeps the AudioContext suspended here; the bench drives
 * real clicks and checks the audio clock.)
 */
export const Playback: Story = {
  render: () => <Timeline defaultClips={demoSessionClips()} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    canvas.getByRole('slider', { name: 'Cursor position' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    canvas.getByRole('button', { name: /^Thanks for watching/ }).focus();
    canvas.getByRole('slider', { name: 'Cursor position' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeVisible();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Thanks for watching/ })).toBeNull();
  },
};

/** Download Audio makes a 44.1 kHz stereo 16-bit PCM WAV as long as the clips. */
export const ExportsWav: Story = {
  render: (_args, { parameters }) => (
    <Timeline
      defaultClips={demoSessionClips()}
      onAudioExported={(file, fileName) => (parameters.exported as ExportedFiles).push({ file, fileName })}
    />
  ),
  parameters: { exported: [] as ExportedFiles },
  play: async ({ canvas, parameters, userEvent }) => {
    const exported = parameters.exported as ExportedFiles;
    exported.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Download Audio' }));
    await waitFor(() => expect(exported).toHaveLength(1), { timeout: 10_000 });
    const [{ file, fileName }] = exported as [ExportedFile];
    await expect(fileName).toBe('timeline-audio.wav');
    await expect(file.type).toBe('audio/wav');
    const header = readWavHeader(await file.arrayBuffer());
    // The last clip ends at 9.4 s + 2.6 s = 12.0 s.
    await expect(header).toMatchObject({
      audioFormat: 1,
      channels: 2,
      sampleRate: 44_100,
      bitsPerSample: 16,
      frames: 12 * second,
    });
    await expect(header.durationSeconds).toBe(12);
  },
};

interface ExportedFile {
  file: Blob;
  fileName: string;
}
type ExportedFiles = ExportedFile[];

/** A clip whose audio will not load: the export fails with the spec's message, never skipping it. */
export const ExportFailsOnBrokenClip: Story = {
  render: () => (
    <Timeline
      defaultClips={[
        ...demoSessionClips().slice(0, 2),
        {
          id: 'broken',
          type: 'upload',
          name: 'Corrupted upload',
          url: 'data:audio/wav;base64,AAAAAAAA',
          startTime: 9,
          duration: 2,
          originalStartOffset: 0,
          originalDuration: 2,
        },
      ]}
      onAudioExported={fn()}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download Audio' }));
    const alert = await within(canvas.getByRole('region', { name: 'Audio Timeline' })).findByRole(
      'alert',
      {},
      { timeout: 10_000 },
    );
    await expect(alert).toHaveTextContent('Error creating composite audio. Please try again.');
  },
};

/**
 * Sample accuracy through the real audio path: a clip split at an odd sample mixes to exactly the
 * samples of the whole clip, and an export rendered in odd-sized segments gives exactly the bytes
 * of one rendered in a single piece.
 */
export const SplitAndSegmentsAreSampleExact: Story = {
  render: () => <Timeline defaultClips={demoSessionClips().slice(1, 2)} />,
  play: async () => {
    const buffers = new AudioBufferCache();
    const [whole] = demoSessionClips().slice(1, 2).map(clipFromSeconds) as [TimelineClip];
    const moved = { ...whole, startSample: 12_347 };
    const halves = splitClipAt([moved], moved.id, moved.startSample + 54_321);
    await expect(halves).toHaveLength(2);
    const total = clipsEndSample([moved]) + 1000;
    const [single, split] = await Promise.all([
      renderTimelineMix([moved], total, buffers),
      renderTimelineMix(halves, total, buffers),
    ]);
    for (const channel of [0, 1]) {
      const a = single.getChannelData(channel);
      const b = split.getChannelData(channel);
      let differences = 0;
      for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) differences += 1;
      await expect(differences).toBe(0);
    }
    await expect(
      Math.max(...single.getChannelData(0).subarray(12_347, 60_000).map(Math.abs)),
    ).toBeGreaterThan(0.05);

    const clips = demoSessionClips().map(clipFromSeconds);
    const end = clipsEndSample(clips);
    const [onePiece, segmented] = await Promise.all([
      exportTimelineAudio(clips, end, buffers, { segmentSamples: end }),
      exportTimelineAudio(clips, end, buffers, { segmentSamples: 12_345, concurrency: 3 }),
    ]);
    const [x, y] = [
      new Uint8Array(await onePiece.arrayBuffer()),
      new Uint8Array(await segmented.arrayBuffer()),
    ];
    await expect(y.length).toBe(x.length);
    let firstDifference = -1;
    for (let index = 0; index < x.length && firstDifference < 0; index += 1)
      if (x[index] !== y[index]) firstDifference = index;
    await expect(firstDifference).toBe(-1);
  },
};
