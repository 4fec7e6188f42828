// The demo video player: how it looks before the first play and while paused, and its behaviour
// driven through the keyboard and mouse against a stand-in for the media element (Storybook serves
// no media file; the end-to-end test plays the real video).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyDemoVideo } from '../../../storybook/site-fixtures';
import { DemoVideoPlayer } from './demo-video-player';

const meta = {
  title: 'Marketing/DemoVideoPlayer',
  render: () => (
    <div className="mx-auto max-w-4xl p-8">
      <DemoVideoPlayer {...storyDemoVideo} />
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first play: the poster overlay with its play button; no controls. */
export const BeforeFirstPlay: Story = {
  play: async ({ canvas }) => {
    const play = canvas.getByRole('button', { name: 'Watch the demo 0:16' });
    await expect(play).toBeVisible();
    await expect(play).toHaveAccessibleDescription(/Twin Studio demo: meet your digital twin/);
    await expect(canvas.queryByRole('slider', { name: 'Seek' })).toBeNull();
  },
};

/** Paused after playing: the controls stay visible. */
export const Paused: Story = {
  render: () => (
    <div className="mx-auto max-w-4xl p-8">
      <DemoVideoPlayer {...storyDemoVideo} initialState="paused" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 0:16',
    );
  },
};

/** Makes the <video> behave like one playing a 16-second file, without decoding anything. */
function standInMedia(video: HTMLVideoElement) {
  let paused = true;
  let currentTime = 0;
  let ended = false;
  Object.defineProperties(video, {
    paused: { get: () => paused },
    ended: { get: () => ended },
    duration: { get: () => 16 },
    currentTime: {
      get: () => currentTime,
      set: (value: number) => {
        currentTime = value;
        ended = false;
        video.dispatchEvent(new Event('timeupdate'));
      },
    },
  });
  video.play = async () => {
    paused = false;
    video.dispatchEvent(new Event('play'));
  };
  video.pause = () => {
    if (paused) return;
    paused = true;
    video.dispatchEvent(new Event('pause'));
  };
  return {
    reachEnd() {
      currentTime = 16;
      ended = true;
      paused = true;
      video.dispatchEvent(new Event('pause'));
      video.dispatchEvent(new Event('ended'));
    },
  };
}

export const PlaySeekAndReset: Story = {
  play: async ({ canvasElement, canvas, step }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="demo-video"]')!;
    const media = standInMedia(root.querySelector('video')!);

    await step('the overlay starts playback and hands focus to the controls', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Watch the demo 0:16' }));
      await expect(root).toHaveAttribute('data-state', 'playing');
      await expect(canvas.getByRole('button', { name: 'Pause' })).toHaveFocus();
    });
    await step('the play button pauses and plays', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(root).toHaveAttribute('data-state', 'paused');
      await userEvent.keyboard('{Enter}');
      await expect(root).toHaveAttribute('data-state', 'playing');
    });
    await step('k toggles playback anywhere in the player', async () => {
      await userEvent.keyboard('k');
      await expect(root).toHaveAttribute('data-state', 'paused');
    });
    await step('the seek bar moves 5 seconds per arrow and jumps with End and Home', async () => {
      await userEvent.tab();
      const seek = canvas.getByRole('slider', { name: 'Seek' });
      await expect(seek).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(seek).toHaveAttribute('aria-valuetext', '0:10 of 0:16');
      await expect(root.querySelector('[data-part="time"]')).toHaveTextContent('0:10 / 0:16');
      await userEvent.keyboard('{ArrowLeft}');
      await expect(seek).toHaveAttribute('aria-valuetext', '0:05 of 0:16');
      await userEvent.keyboard('{End}');
      await expect(seek).toHaveAttribute('aria-valuetext', '0:16 of 0:16');
      await userEvent.keyboard('{Home}');
      await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:16');
    });
    await step('at the end the video resets to the start with the overlay', async () => {
      await userEvent.keyboard(' ');
      await expect(root).toHaveAttribute('data-state', 'playing');
      media.reachEnd();
      await expect(root).toHaveAttribute('data-state', 'idle');
      await expect(root.querySelector('video')!.currentTime).toBe(0);
      await expect(canvas.getByRole('button', { name: 'Watch the demo 0:16' })).toHaveFocus();
    });
  },
};
