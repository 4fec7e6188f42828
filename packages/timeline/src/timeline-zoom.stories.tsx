// Zooming, in Chromium: Zoom In stops at 200 px/s and Zoom Out at 25 px/s (each button disables at
// its end and enables again one step back, the label follows), and the clips keep their length in
// seconds at every zoom, selected or not.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timeline } from './components/timeline';
import { speechLikeClip } from './demo/demo-clips';
import { paddedFrame } from './story-frame';

const clips = [
  speechLikeClip('one', 'One', 1, 1.5, { seed: 3 }),
  speechLikeClip('two', 'Two', 3, 2, { seed: 5 }),
];

const meta = {
  title: 'Timeline/Zoom',
  decorators: [paddedFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four steps in to 200 px/s, seven out to 25 px/s; a 2 s clip is 2 s wide at each end. */
export const ZoomLimits: Story = {
  render: () => <Timeline defaultClips={clips} />,
  play: async ({ canvas, userEvent }) => {
    const zoomIn = canvas.getByRole('button', { name: 'Zoom In' });
    const zoomOut = canvas.getByRole('button', { name: 'Zoom Out' });
    const one = canvas.getByRole('button', { name: /^One,/ });
    const two = canvas.getByRole('button', { name: /^Two,/ });
    const widthOf = (clip: HTMLElement) => clip.getBoundingClientRect().width;
    await userEvent.click(one);
    await expect(one).toHaveAttribute('aria-pressed', 'true');
    await expect(widthOf(two)).toBeCloseTo(200, 0);
    await expect(widthOf(one)).toBeCloseTo(150, 0);
    for (let step = 0; step < 4; step += 1) await userEvent.click(zoomIn);
    await expect(canvas.getByText('200 px/s')).toBeVisible();
    await expect(zoomIn).toBeDisabled();
    await expect(widthOf(two)).toBeCloseTo(400, 0);
    await expect(widthOf(one)).toBeCloseTo(300, 0);
    await userEvent.click(zoomOut);
    await expect(zoomIn).toBeEnabled();
    for (let step = 0; step < 6; step += 1) await userEvent.click(zoomOut);
    await expect(canvas.getByText('25 px/s')).toBeVisible();
    await expect(zoomOut).toBeDisabled();
    await expect(widthOf(two)).toBeCloseTo(50, 0);
    await userEvent.click(zoomIn);
    await expect(canvas.getByText('50 px/s')).toBeVisible();
    await expect(zoomOut).toBeEnabled();
  },
};
