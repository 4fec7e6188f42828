// The timeline's Docs page (autodocs with controls for its props): the short guide, your own clips
// and audio URLs, and a host adding clips from outside through useTimeline().
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { TimelineClipInSeconds } from './headless';
import { TextButton } from './components/controls';
import { Timeline } from './components/timeline';
import { speechLikeAudioUrl } from './demo/speech-like-audio';
import { useTimeline } from './use-timeline';
import { paddedFrame } from './story-frame';

const guide = `
\`@twin/timeline\` is an audio timeline for React 19 (the package README has the whole guide):
waveforms, drag with snapping, split, delete, several clips selected at once and moved or deleted as
one undo step, in and out markers with export of the marked range, undo/redo, keyboard and
screen-reader control, playback on the Web Audio clock and export to a 44.1 kHz stereo 16-bit WAV.

\`\`\`tsx
import { Timeline } from '@twin/timeline';
import '@twin/timeline/styles.css';

<Timeline
  clips={clips}                                     // or defaultClips, uncontrolled
  onClipsChange={(next, change) => setClips(next)}  // after every committed edit
  onUploadAudio={async (files) => uploadAll(files)} // return [{ url, name, duration }]
  onCreateVideo={(clips) => startLipSync(clips)}    // shows the Create Video button
  ref={handle}                                      // play, pause, seek, zoom, export()
/>
\`\`\`

Clips use seconds: \`startTime\` is where the clip sits, \`originalStartOffset\`/\`duration\` choose
a part of the source, \`originalDuration\` is the source's length; \`url\` is any audio the browser
can fetch. The controls below change the props of the first story; \`pixelsPerSecond\`, \`volume\`
and \`defaultSnapping\` are starting values, so changing them starts the timeline again.

Theme it with the \`--twin-timeline-*\` custom properties on \`.twin-timeline\`; translate it with
\`labels\`; put your own content in clips with \`renderClipContent\`.
`;

const meta = {
  title: 'Timeline/Docs',
  component: Timeline,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guide } } },
  args: {
    title: 'Audio Timeline',
    pixelsPerSecond: 100,
    volume: 1,
    defaultSnapping: true,
    onClipsChange: fn(),
    onEdit: fn(),
    onSelectionChange: fn(),
    onMarkersChange: fn(),
    onCreateVideo: fn(),
  },
  argTypes: {
    title: { control: 'text', description: 'The heading and the region name.' },
    pixelsPerSecond: {
      control: { type: 'range', min: 25, max: 200, step: 25 },
      description: 'Zoom to start at (px/s).',
    },
    volume: { control: { type: 'range', min: 0, max: 1, step: 0.05 }, description: 'Starting volume.' },
    defaultSnapping: { control: 'boolean', description: 'Snapping to clip edges and the cursor at start.' },
    labels: { control: 'object', description: 'Texts to translate (any of TimelineLabels).' },
    clips: { control: false },
    defaultClips: { control: false },
    timeline: { control: false },
    renderClipContent: { control: false },
    fetchAudio: { control: false },
    snapshot: { control: false },
    clipProfiler: { control: false },
  },
  decorators: [paddedFrame],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

function yourClips(): TimelineClipInSeconds[] {
  // In your app these are your own URLs; here the audio is generated in the browser.
  return [
    {
      id: 'intro',
      type: 'tts',
      name: 'Intro',
      url: speechLikeAudioUrl({ seconds: 3.2, seed: 3 }),
      startTime: 0,
      duration: 3.2,
      originalStartOffset: 0,
      originalDuration: 3.2,
    },
    {
      id: 'answer',
      type: 'tts',
      name: 'Answer',
      url: speechLikeAudioUrl({ seconds: 6, seed: 8, pitch: 120 }),
      startTime: 3.5,
      duration: 4.5,
      originalStartOffset: 1,
      originalDuration: 6,
    },
    {
      id: 'music',
      type: 'upload',
      name: 'Music bed',
      url: speechLikeAudioUrl({ seconds: 12, seed: 5, pitch: 260 }),
      startTime: 1,
      duration: 8,
      originalStartOffset: 2,
      originalDuration: 12,
    },
  ];
}

/** Your clips and audio URLs; callbacks receive the clips in seconds. */
export const WithYourOwnClips: Story = {
  render: (args) => (
    <Timeline
      key={`${args.pixelsPerSecond}-${args.volume}-${args.defaultSnapping}`}
      {...args}
      defaultClips={yourClips()}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: /^Answer,/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onClipsChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        expect.objectContaining({ id: 'answer', startTime: 3.6, duration: 4.5, originalStartOffset: 1 }),
      ]),
      { type: 'move', clipIds: ['answer'], bySeconds: 0.1 },
    );
  },
};

function HostAddsClips() {
  const timeline = useTimeline({ defaultClips: yourClips().slice(0, 1) });
  const takes = React.useRef(0);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextButton
        onClick={() => {
          takes.current += 1;
          const take = takes.current;
          timeline.commands.addAudio([
            {
              type: 'tts',
              url: speechLikeAudioUrl({ seconds: 2.5, seed: 20 + take }),
              name: `Generated take ${take}`,
              duration: 2.5,
            },
          ]);
        }}
      >
        Add to Timeline
      </TextButton>
      <Timeline timeline={timeline} />
    </div>
  );
}

/** The host keeps the handle from useTimeline() and adds generated audio at the end. */
export const HostAddsClipsFromOutside: Story = {
  render: () => <HostAddsClips />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Timeline' }));
    await expect(
      await canvas.findByRole('button', { name: /^Generated take 1, 0:03\.2 to 0:05\.7$/ }),
    ).toBeVisible();
  },
};
