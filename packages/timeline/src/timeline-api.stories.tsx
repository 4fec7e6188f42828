// The React API in use: a controlled timeline whose host keeps the clips in state (and can reset
// them, or refuse an edit), an uncontrolled one (defaultClips), the imperative handle (play, pause,
// seek, zoom, export), the edit events, and custom clip content. Each story's play function drives
// it in Chromium.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { readWavHeader } from './audio/wav-format';
import { Timeline } from './components/timeline';
import { speechLikeClip } from './demo/demo-clips';
import type { TimelineClipInSeconds } from './headless';
import type { TimelineChange } from './timeline-changes';
import type { TimelineLabelsInput } from './timeline-labels';
import type { TimelineHandle } from './use-timeline';
import { paddedFrame } from './story-frame';

const clip = (id: string, name: string, startTime: number, duration: number, seed: number) =>
  speechLikeClip(id, name, startTime, duration, { seed });

const startingClips = [clip('intro', 'Intro', 0, 2, 3), clip('answer', 'Answer', 3, 3, 8)];

const meta = {
  title: 'Timeline/API',
  decorators: [paddedFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const edits = fn<(change: TimelineChange) => void>();

function ControlledHost() {
  const [clips, setClips] = React.useState<readonly TimelineClipInSeconds[]>(startingClips);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>
        Host state:{' '}
        <output aria-label="Host clips">{clips.map((c) => `${c.id}@${c.startTime}`).join(', ')}</output>{' '}
        <button type="button" onClick={() => setClips(startingClips)}>
          Reset clips
        </button>
      </p>
      <Timeline clips={clips} onClipsChange={(next) => setClips(next)} onEdit={edits} />
    </div>
  );
}

/** Drags a clip `byPx` to the right with the mouse and waits for the drop to be committed. */
async function dragClip(
  clipButton: HTMLElement,
  byPx: number,
  userEvent: { pointer: (actions: object[]) => Promise<void> },
): Promise<void> {
  // Measure once the layout is final: a web font arriving late can still move the lanes.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const box = clipButton.getBoundingClientRect();
  const y = box.top + box.height / 2;
  const x = box.left + 20;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: clipButton, coords: { clientX: x, clientY: y } },
    { target: clipButton, coords: { clientX: x + byPx / 4, clientY: y } },
    { target: clipButton, coords: { clientX: x + byPx / 2, clientY: y } },
    { target: clipButton, coords: { clientX: x + byPx, clientY: y } },
    { keys: '[/MouseLeft]', target: clipButton, coords: { clientX: x + byPx, clientY: y } },
  ]);
  // The timeline swallows the click that ends a drag by ignoring every click for 50 ms after the drop; a
  // person takes longer than that to reach another button, the play function waits as long.
  await new Promise((resolve) => setTimeout(resolve, 60));
}

/**
 * Controlled: the host keeps the clips in state; a keyboard nudge and a pointer drag reach it (the
 * drag once, on drop), its reset comes back to the timeline and is not reported back.
 */
export const Controlled: Story = {
  render: () => <ControlledHost />,
  play: async ({ canvas, userEvent }) => {
    edits.mockClear();
    const hostClips = canvas.getByLabelText('Host clips');
    await expect(hostClips).toHaveTextContent('intro@0, answer@3');
    canvas.getByRole('button', { name: /^Answer,/ }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(hostClips).toHaveTextContent('intro@0, answer@4');
    await expect(edits).toHaveBeenLastCalledWith({ type: 'move', clipIds: ['answer'], bySeconds: 1 });
    await expect(canvas.getByRole('button', { name: /^Answer, 0:04\.0 to/ })).toBeVisible();
    // 100 px at 100 px/s: one second later, reported once.
    await dragClip(canvas.getByRole('button', { name: /^Answer,/ }), 100, userEvent);
    await waitFor(() => expect(hostClips).toHaveTextContent('intro@0, answer@5'));
    await expect(canvas.getByRole('button', { name: /^Answer, 0:05\.0 to/ })).toBeVisible();
    await expect(edits).toHaveBeenCalledTimes(2);
    await expect(edits).toHaveBeenLastCalledWith({ type: 'move', clipIds: ['answer'], bySeconds: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Reset clips' }));
    await expect(await canvas.findByRole('button', { name: /^Answer, 0:03\.0 to/ })).toBeVisible();
    // The host's own clips are not reported back to it.
    await expect(hostClips).toHaveTextContent('intro@0, answer@3');
  },
};

const refusedDeletes = fn<(clipIds: string[]) => void>();

/** A host that takes moves but keeps every clip: it does not pass a delete on to its state. */
function RefusingHost() {
  const [clips, setClips] = React.useState<readonly TimelineClipInSeconds[]>(startingClips);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>
        Host state:{' '}
        <output aria-label="Host clips">{clips.map((c) => `${c.id}@${c.startTime}`).join(', ')}</output>
      </p>
      <Timeline
        clips={clips}
        onClipsChange={(next, change) => {
          if (change.type === 'delete') refusedDeletes(change.clipIds);
          else setClips(next);
        }}
      />
    </div>
  );
}

/**
 * Controlled, an edit refused: like an input whose value the host does not update, the timeline
 * keeps showing the host's clips. The refused delete leaves no undo step; a move is still taken.
 */
export const ControlledRefusingAnEdit: Story = {
  render: () => <RefusingHost />,
  play: async ({ canvas, userEvent }) => {
    refusedDeletes.mockClear();
    const hostClips = canvas.getByLabelText('Host clips');
    canvas.getByRole('button', { name: /^Intro,/ }).focus();
    await userEvent.keyboard('{Delete}');
    await expect(refusedDeletes).toHaveBeenCalledWith(['intro']);
    await expect(canvas.getByRole('button', { name: /^Intro, 0:00\.0 to/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(hostClips).toHaveTextContent('intro@0, answer@3');
    canvas.getByRole('button', { name: /^Answer,/ }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(hostClips).toHaveTextContent('intro@0, answer@4');
    await expect(canvas.getByRole('button', { name: /^Answer, 0:04\.0 to/ })).toBeVisible();
    // One undo step: the move, not the refused delete.
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(hostClips).toHaveTextContent('intro@0, answer@3');
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
  },
};

const uncontrolledChanges = fn<(clips: TimelineClipInSeconds[]) => void>();

/** A host that only starts the timeline (defaultClips) and listens; later changes of defaultClips are ignored. */
function UncontrolledHost() {
  const [starting, setStarting] = React.useState<readonly TimelineClipInSeconds[]>(startingClips);
  const [controlled, setControlled] = React.useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setStarting(startingClips.slice(0, 1))}>
          Change defaultClips
        </button>
        <button type="button" onClick={() => setControlled(true)}>
          Pass clips as well
        </button>
      </p>
      <Timeline
        defaultClips={starting}
        {...(controlled ? { clips: starting } : {})}
        onClipsChange={(clips) => uncontrolledChanges(clips)}
      />
    </div>
  );
}

/**
 * Uncontrolled: defaultClips start the timeline, which keeps its own clips (an edit is reported,
 * not answered); a new defaultClips is ignored, like an input's defaultValue. Switching to
 * controlled later warns once in the console.
 */
export const Uncontrolled: Story = {
  render: () => <UncontrolledHost />,
  play: async ({ canvas, userEvent }) => {
    uncontrolledChanges.mockClear();
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    try {
      canvas.getByRole('button', { name: /^Answer,/ }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: /^Answer, 0:03\.1 to/ })).toBeVisible();
      await expect(uncontrolledChanges).toHaveBeenCalledTimes(1);
      const [reported] = uncontrolledChanges.mock.calls[0]!;
      await expect(reported.map((c) => [c.id, c.startTime])).toEqual([
        ['intro', 0],
        ['answer', 3.1],
      ]);
      await userEvent.click(canvas.getByRole('button', { name: 'Change defaultClips' }));
      await expect(canvas.getByRole('button', { name: /^Answer, 0:03\.1 to/ })).toBeVisible();
      await expect(warn).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Pass clips as well' }));
      // Now controlled: the host's clips are shown; another render does not warn again.
      await expect(await canvas.findByRole('button', { name: /^Intro,/ })).toBeVisible();
      await waitFor(() => expect(canvas.queryByRole('button', { name: /^Answer,/ })).toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: 'Change defaultClips' }));
      await expect(warn).toHaveBeenCalledTimes(1);
      await expect(warn.mock.calls[0]![0]).toMatch(/from uncontrolled to controlled/);
    } finally {
      warn.mockRestore();
    }
  },
};

function HandleHost({ onExported }: { onExported: (file: Blob, bytes: ArrayBuffer) => void }) {
  const timeline = React.useRef<TimelineHandle>(null);
  const [clipsRead, setClipsRead] = React.useState('');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" onClick={() => timeline.current?.zoomIn()}>
          Zoom in from the page
        </button>
        <button type="button" onClick={() => timeline.current?.zoomOut()}>
          Zoom out from the page
        </button>
        <button
          type="button"
          onClick={() =>
            setClipsRead(
              timeline
                .current!.getClips()
                .map((c) => `${c.id}@${c.startTime}+${c.duration}`)
                .join(', '),
            )
          }
        >
          Read the clips
        </button>
        <output aria-label="Clips read">{clipsRead}</output>
        <button type="button" onClick={() => timeline.current?.seek(3.5)}>
          Seek to 3.5 s
        </button>
        <button type="button" onClick={() => timeline.current?.setZoom(50)}>
          Zoom to 50 px/s
        </button>
        <button type="button" onClick={() => timeline.current?.play()}>
          Play from the page
        </button>
        <button type="button" onClick={() => timeline.current?.pause()}>
          Pause from the page
        </button>
        <button
          type="button"
          onClick={async () => {
            const file = await timeline.current!.export();
            onExported(file, await file.arrayBuffer());
          }}
        >
          Export from the page
        </button>
      </div>
      <Timeline ref={timeline} defaultClips={startingClips} />
    </div>
  );
}

const exported = fn<(file: Blob, bytes: ArrayBuffer) => void>();

/**
 * The imperative handle: zoom, seek, play, pause, getClips and export() resolving a WAV (no
 * download) — all from buttons outside the timeline.
 */
export const Handle: Story = {
  render: () => <HandleHost onExported={exported} />,
  play: async ({ canvas, userEvent }) => {
    exported.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in from the page' }));
    await expect(canvas.getByText('125 px/s')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out from the page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out from the page' }));
    await expect(canvas.getByText('75 px/s')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read the clips' }));
    await expect(canvas.getByLabelText('Clips read')).toHaveTextContent('intro@0+2, answer@3+3');
    await userEvent.click(canvas.getByRole('button', { name: 'Seek to 3.5 s' }));
    await expect(canvas.getByRole('slider', { name: 'Cursor position' })).toHaveAttribute(
      'aria-valuetext',
      '0:03.5',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom to 50 px/s' }));
    await expect(canvas.getByText('50 px/s')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Play from the page' }));
    await expect(await canvas.findByRole('button', { name: 'Pause' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause from the page' }));
    await expect(await canvas.findByRole('button', { name: 'Play' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export from the page' }));
    await waitFor(() => expect(exported).toHaveBeenCalled(), { timeout: 10_000 });
    const [file, bytes] = exported.mock.calls[0]!;
    await expect(file.type).toBe('audio/wav');
    const text = (from: number) => String.fromCharCode(...new Uint8Array(bytes, from, 4));
    await expect([text(0), text(8)]).toEqual(['RIFF', 'WAVE']);
    const header = readWavHeader(bytes);
    await expect(header).toMatchObject({ channels: 2, sampleRate: 44_100, bitsPerSample: 16 });
    // 6 s of clips (Answer ends at 6 s): 6 × 44,100 frames.
    await expect(header.frames).toBe(6 * 44_100);
  },
};

const clipContentRenders = fn<(clipId: string, state: { selected: boolean; dragging: boolean }) => void>();

/** A host drawing a badge in each clip with an inline render function (a new one every render). */
function CustomContentHost() {
  const [renders, setRenders] = React.useState(0);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>
        <button type="button" onClick={() => setRenders((count) => count + 1)}>
          Render the host again
        </button>{' '}
        <output aria-label="Host renders">{renders}</output>
      </p>
      <Timeline
        defaultClips={startingClips}
        renderClipContent={(item, state, defaultContent) => {
          clipContentRenders(item.id, state);
          return (
            <>
              {defaultContent}
              <span
                data-testid={`badge-${item.id}`}
                style={{
                  position: 'absolute',
                  right: 4,
                  bottom: 4,
                  padding: '0 4px',
                  borderRadius: 4,
                  font: '600 10px/16px system-ui',
                  background: state.selected ? '#1e1b4b' : '#e0e7ff',
                  color: state.selected ? '#fff' : '#1e1b4b',
                }}
              >
                {state.selected ? `${item.name} ✓` : `${item.duration} s`}
              </span>
            </>
          );
        }}
      />
    </div>
  );
}

const rendersOf = (clipId: string) => clipContentRenders.mock.calls.filter(([id]) => id === clipId).length;

/**
 * renderClipContent: the host's own content in each clip, around the default name and waveform.
 * A clip calls it again only when its own state changes: not when the host renders a new function,
 * not for the other clips while one is dragged.
 */
export const CustomClipContent: Story = {
  render: () => <CustomContentHost />,
  play: async ({ canvas, userEvent }) => {
    clipContentRenders.mockClear();
    await expect(canvas.getByTestId('badge-answer')).toHaveTextContent('3 s');
    await userEvent.click(canvas.getByRole('button', { name: /^Answer,/ }));
    await expect(canvas.getByTestId('badge-answer')).toHaveTextContent('Answer ✓');
    await expect(canvas.getByTestId('badge-intro')).toHaveTextContent('2 s');
    const intro = rendersOf('intro');
    const answer = rendersOf('answer');
    await userEvent.click(canvas.getByRole('button', { name: 'Render the host again' }));
    await expect(canvas.getByLabelText('Host renders')).toHaveTextContent('1');
    await expect([rendersOf('intro'), rendersOf('answer')]).toEqual([intro, answer]);
    await dragClip(canvas.getByRole('button', { name: /^Answer,/ }), 100, userEvent);
    await expect(await canvas.findByRole('button', { name: /^Answer, 0:04\.0 to/ })).toBeVisible();
    await expect(clipContentRenders).toHaveBeenCalledWith('answer', { selected: true, dragging: true });
    await expect(rendersOf('intro')).toBe(intro);
  },
};

const norwegian: TimelineLabelsInput = {
  title: 'Lydtidslinje',
  uploadAudio: 'Last opp lyd',
  zoomIn: 'Zoom inn',
  downloadAudio: 'Last ned lyd',
  cursorPosition: 'Markørposisjon',
  totalDuration: 'Total varighet:',
  clipName: (name, from, to) => `${name}, fra ${from} til ${to}`,
  keys: { play: 'spill av' },
};

/** labels: the view's texts translated (here some into Norwegian); the rest stay English. */
export const TranslatedLabels: Story = {
  render: () => <Timeline defaultClips={startingClips} labels={norwegian} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Lydtidslinje' })).toBeVisible();
    for (const name of ['Last opp lyd', 'Zoom inn', 'Last ned lyd', 'Zoom Out']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('slider', { name: 'Markørposisjon' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Answer, fra 0:03\.0 til 0:06\.0$/ })).toBeVisible();
    await expect(canvas.getByText('Total varighet:')).toBeVisible();
    await expect(canvasElement.querySelector('.twin-timeline__keys')).toHaveTextContent(
      /Space spill av S split/,
    );
  },
};

/**
 * The timeline is a stacking context of its own: a host's layer above it (a sticky header, a
 * banner) stays above all of it, its toolbar (stacked over the tracks inside) included.
 */
export const UnderTheHostsLayers: Story = {
  render: () => (
    <div style={{ position: 'relative' }}>
      <Timeline defaultClips={startingClips} />
      <div
        data-testid="host-banner"
        style={{ position: 'absolute', inset: 0, zIndex: 1, background: 'transparent' }}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByTestId('host-banner');
    for (const name of ['Zoom In', 'Play']) {
      const rect = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)).toBe(
        banner,
      );
    }
  },
};
