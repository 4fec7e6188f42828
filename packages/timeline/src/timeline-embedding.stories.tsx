// The embedding guide (an autodocs page): how to put the timeline in your own React app with your
// own clips and audio URLs, how to add clips from outside, and what the callbacks receive.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { TimelineClipInSeconds } from './headless';
import { TextButton } from './components/controls';
import { Timeline } from './components/timeline';
import { speechLikeAudioUrl } from './demo/speech-like-audio';
import { useTimeline } from './use-timeline';

const guide = `
\`@twin/ui/timeline\` is a complete audio timeline for React 19: waveforms, drag with snapping,
split, delete, undo/redo, keyboard control, playback on the Web Audio clock and export to a
44.1 kHz stereo 16-bit WAV. It needs neither the Twin Studio API client nor the studio app: give it
clips whose \`url\` is any audio the browser can fetch (same origin, CORS-enabled, \`blob:\` or
\`data:\`).

### Install and style

\`\`\`tsx
import { Timeline } from '@twin/ui/timeline';
import '@twin/ui/styles.css'; // Tailwind v4 tokens; add @tailwindcss/vite to your Vite config
\`\`\`

### Your clips, your audio

Clips use the spec's seconds form. \`startTime\` is where the clip sits on the timeline,
\`originalStartOffset\`/\`duration\` select a part of the source, \`originalDuration\` is the
source's length. Internally everything is converted to integer samples at 44,100 Hz.

\`\`\`tsx
const clips = [
  { id: 'intro', type: 'tts', name: 'Intro', url: '/media/intro.wav',
    startTime: 0, duration: 3.2, originalStartOffset: 0, originalDuration: 3.2 },
  { id: 'music', type: 'upload', name: 'Music bed', url: 'https://cdn.example.com/bed.mp3',
    startTime: 1, duration: 8, originalStartOffset: 12, originalDuration: 95 },
];

<Timeline
  defaultClips={clips}
  onClipsChange={(clips) => save(clips)}            // after every committed edit
  onUploadAudio={async (files) => uploadAll(files)} // return [{ url, name, duration }]
  onCreateVideo={(clips) => startLipSync(clips)}    // shows the Create Video button
  onAudioExported={(wav, fileName) => send(wav)}    // default: downloads timeline-audio.wav
/>
\`\`\`

Without \`onUploadAudio\`, Upload Audio plays the chosen files from \`blob:\` URLs in this browser only.

### Adding clips from outside

Keep the handle from \`useTimeline()\` when something outside the timeline adds audio (a
"Add to Timeline" button next to your speech generator):

\`\`\`tsx
const timeline = useTimeline({ defaultClips, onClipsChange });
<Button onClick={() => timeline.commands.addAudio([{ type: 'tts', url, name, duration }])}>
  Add to Timeline
</Button>
<Timeline timeline={timeline} />
\`\`\`

\`timeline.actorRef\` is the running \`timelineMachine\` from \`@twin/machines\`: read it with
\`useSelector\` and send it events (\`clip.split\`, \`history.undo\`, \`zoom.in\`, …).

### Keyboard

Tab to a clip; ←/→ move it by 0.1 s (Shift: 1 s), **S** splits at the cursor, **Delete** removes,
**Space** plays or pauses, **Ctrl/⌘+Z** undoes, **Ctrl/⌘+Shift+Z** redoes, **+**/**−** zoom. The
ruler is a slider for the cursor (arrows, Home, End). Keys are handled on the timeline element
only, never on the document. Edits are announced in a polite live region.

### Export

Download Audio mixes every clip with native \`OfflineAudioContext\`s (one source per clip) and
encodes 16-bit PCM in workers. If any clip fails to load, the export stops with
'Error creating composite audio. Please try again.' — a clip is never left out silently.
`;

const meta = {
  title: 'Timeline/Embedding',
  component: Timeline,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: guide } } },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
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
  args: { onClipsChange: fn(), onCreateVideo: fn() },
  render: (args) => <Timeline {...args} defaultClips={yourClips()} />,
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
