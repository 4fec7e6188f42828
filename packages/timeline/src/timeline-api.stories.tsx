// The React API in use: a controlled timeline whose host keeps the clips in state (and can reset
// them), the imperative handle (play, pause, seek, zoom, export), the edit events, and custom clip
// content. Each story's play function drives it in Chromium.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { readWavHeader } from './audio/wav-format';
import { Timeline } from './components/timeline';
import { speechLikeClip } from './demo/demo-clips';
import type { TimelineClipInSeconds } from './headless';
import type { TimelineChange } from './timeline-changes';
import type { TimelineLabelsInput } from './timeline-labels';
import type { TimelineHandle } from './use-timeline';

const clip = (id: string, name: string, startTime: number, duration: number, seed: number) =>
  speechLikeClip(id, name, startTime, duration, { seed });

const startingClips = [clip('intro', 'Intro', 0, 2, 3), clip('answer', 'Answer', 3, 3, 8)];

const meta = {
  title: 'Timeline/API',
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
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

/** Controlled: the host keeps the clips in state; a keyboard nudge reaches it, its reset comes back. */
export const Controlled: Story = {
  render: () => <ControlledHost />,
  play: async ({ canvas, userEvent }) => {
    const hostClips = canvas.getByLabelText('Host clips');
    await expect(hostClips).toHaveTextContent('intro@0, answer@3');
    canvas.getByRole('button', { name: /^Answer,/ }).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(hostClips).toHaveTextContent('intro@0, answer@4');
    await expect(edits).toHaveBeenLastCalledWith({ type: 'move', clipIds: ['answer'], bySeconds: 1 });
    await expect(canvas.getByRole('button', { name: /^Answer, 0:04\.0 to/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset clips' }));
    await expect(await canvas.findByRole('button', { name: /^Answer, 0:03\.0 to/ })).toBeVisible();
    // The host's own clips are not reported back to it.
    await expect(hostClips).toHaveTextContent('intro@0, answer@3');
  },
};

function HandleHost({ onExported }: { onExported: (bytes: ArrayBuffer) => void }) {
  const timeline = React.useRef<TimelineHandle>(null);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
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
          onClick={async () => onExported(await (await timeline.current!.export()).arrayBuffer())}
        >
          Export from the page
        </button>
      </div>
      <Timeline ref={timeline} defaultClips={startingClips} />
    </div>
  );
}

const exported = fn<(bytes: ArrayBuffer) => void>();

/** The imperative handle: seek, zoom, play, pause and export() resolving a WAV instead of downloading. */
export const Handle: Story = {
  render: () => <HandleHost onExported={exported} />,
  play: async ({ canvas, userEvent }) => {
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
    const header = readWavHeader(exported.mock.calls[0]![0]);
    await expect(header).toMatchObject({ channels: 2, sampleRate: 44_100, bitsPerSample: 16 });
  },
};

/** renderClipContent: the host's own content in each clip, around the default name and waveform. */
export const CustomClipContent: Story = {
  render: () => (
    <Timeline
      defaultClips={startingClips}
      renderClipContent={(item, { selected }, defaultContent) => (
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
              background: selected ? '#1e1b4b' : '#e0e7ff',
              color: selected ? '#fff' : '#1e1b4b',
            }}
          >
            {selected ? 'selected' : `${item.duration} s`}
          </span>
        </>
      )}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('badge-answer')).toHaveTextContent('3 s');
    await userEvent.click(canvas.getByRole('button', { name: /^Answer,/ }));
    await expect(canvas.getByTestId('badge-answer')).toHaveTextContent('selected');
    await expect(canvas.getByTestId('badge-intro')).toHaveTextContent('2 s');
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
