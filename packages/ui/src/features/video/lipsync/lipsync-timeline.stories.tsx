// Create Video from the speech page's timeline: the embeddable timeline with the session's clips
// and lip-sync start wired as the page wires it — its Create Video opens the picker with the
// timeline's clips, the composite audio is the timeline's own WAV export (mixed in the browser),
// the start call is pretend. Flows in Chromium: the whole way to the started notice; an empty
// timeline asks for clips first, and the request leaves once a clip is on the timeline.
import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import type { CompositeAudio, CompositeAudioInput } from '@twin/machines/video/lipsync-start';
import { demoSessionClips, Timeline, useTimeline } from '@twin/timeline';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { storyLipsyncStartMachine } from '../../../storybook/library-fake-machines';
import { LipsyncStartScreen } from './lipsync-start-screen';

const goToLibrary = fn();
const mixedBytes = fn<(bytes: number) => void>();

function SpeechTimelineWithLipsync({ withClips }: { withClips: boolean }) {
  const [defaultClips] = React.useState(() => (withClips ? demoSessionClips() : []));
  const timeline = useTimeline({ defaultClips });
  const [machine] = React.useState(() =>
    storyLipsyncStartMachine({ goToLibrary }).provide({
      actors: {
        // The page's mix: the timeline's export, then (in the studio) an upload of the WAV.
        createCompositeAudio: fromPromise<CompositeAudio, CompositeAudioInput>(async () => {
          const wav = await timeline.export();
          mixedBytes(wav.size);
          return { mixedAudioUrl: '/api/audio/story-mix' };
        }),
      },
    }),
  );
  const lipsync = useActorRef(machine);
  const snapshot = useSelector(lipsync, (state) => state);
  const clipCount = useSelector(timeline.actorRef, (state) => state.context.clips.length);
  const timelineElement = React.useMemo(
    () => (
      <Timeline
        timeline={timeline}
        onCreateVideo={(clips) => lipsync.send({ type: 'lipsync.open', clips })}
      />
    ),
    [timeline, lipsync],
  );
  const addTake = () => {
    const take = demoSessionClips()[0]!;
    timeline.commands.addAudio([{ type: 'tts', url: take.url, name: take.name, duration: take.duration }]);
  };
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
      {/* As the speech page's Add to Timeline does. */}
      <button type="button" className="justify-self-start text-sm underline" onClick={addTake}>
        Add a take
      </button>
      <LipsyncStartScreen snapshot={snapshot} send={lipsync.send} clipCount={clipCount} />
      <div className="min-w-0 overflow-x-auto">{timelineElement}</div>
    </div>
  );
}

const meta = {
  title: 'Video/Lip-sync from the timeline',
  component: SpeechTimelineWithLipsync,
  args: { withClips: true },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-background p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpeechTimelineWithLipsync>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create Video → a video → Confirm & Generate: the timeline is mixed, the job starts, /library follows. */
export const CreateVideoFromTimeline: Story = {
  play: async ({ canvas, userEvent }) => {
    goToLibrary.mockClear();
    mixedBytes.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Video' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(await within(dialog).findByRole('button', { name: /studio-take\.mp4/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Generate' }));
    await expect(
      await canvas.findByText('Lipsync job started! Check the Library page to monitor progress.', undefined, {
        timeout: 8000,
      }),
    ).toBeVisible();
    // 12 s of 44.1 kHz stereo 16-bit audio and its header.
    await expect(mixedBytes).toHaveBeenCalledWith(12 * 44_100 * 4 + 44);
    await waitFor(() => expect(goToLibrary).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};

export const EmptyTimeline: Story = {
  args: { withClips: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Video' }));
    await expect(await canvas.findByText('Please add audio clips to the timeline first.')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The message asking for clips leaves by itself once a clip is on the timeline (issue 26). */
export const EmptyTimelineMessageLeavesOnceAClipIsAdded: Story = {
  args: { withClips: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Video' }));
    const message = await canvas.findByText('Please add audio clips to the timeline first.');
    await expect(message).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a take' }));
    await waitFor(() =>
      expect(canvas.queryByText('Please add audio clips to the timeline first.')).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Video' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Create Video' })).toBeVisible());
  },
};
