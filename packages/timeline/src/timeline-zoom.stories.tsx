// Zooming, in Chromium: Zoom In stops at 200 px/s and Zoom Out at 25 px/s (each button disables at
// its end and enables again one step back, the label follows), and the clips keep their length in
// seconds at every zoom, selected or not; a step keeps the moment at the centre of the view, and a
// scroll made right after it stays; the waveforms are drawn again at the zoom the steps stop at, and,
// in a long timeline, where the view scrolls to after a zoom.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Timeline } from './components/timeline';
import { demoManyClips, speechLikeClip } from './demo/demo-clips';
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

const farApart = [
  speechLikeClip('start', 'Start', 0, 2, { seed: 3 }),
  speechLikeClip('end', 'End', 100, 2, { seed: 5 }),
];

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

/**
 * A scroll made right after a zoom step, before its frame (a host's, the wheel's), stays. A step
 * keeps the moment at the centre of the view where it is, also when the browser has first moved the
 * view back to the end of the shorter content.
 */
export const ScrollAroundAZoomStep: Story = {
  render: () => <Timeline defaultClips={farApart} />,
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="timeline-scroller"]')!;
    const view = scroller.clientWidth;
    const centreAt = (pixelsPerSecond: number) => (scroller.scrollLeft + view / 2) / pixelsPerSecond;
    // Clicked in script, so the step and the scroll after it run in one task.
    canvas.getByRole('button', { name: 'Zoom In' }).click();
    scroller.scrollLeft = 4000;
    await frames(2);
    await expect(canvas.getByText('125 px/s')).toBeVisible();
    await expect(scroller.scrollLeft).toBe(4000);

    // Near the end at 125 px/s: past where the view can be at 100 px/s (so the browser moves it back
    // on the step), but with the centre's moment still short of the end at 100 px/s, i.e. below
    // `centreStaysBefore`, where that moment's view at 100 px/s would reach the end.
    const seconds = scroller.scrollWidth / 125;
    const widestAt100 = seconds * 100 - view;
    const centreStaysBefore = ((widestAt100 + view / 2) / 100) * 125 - view / 2;
    scroller.scrollLeft = Math.round((widestAt100 + centreStaysBefore) / 2);
    await frames(2);
    const centre = centreAt(125);
    canvas.getByRole('button', { name: 'Zoom Out' }).click();
    // A layout before the step's frame, as after a pointer's click: the browser moves the view back
    // to the end of the shorter content.
    await expect(scroller.scrollWidth).toBeLessThan(seconds * 125);
    await frames(2);
    await expect(canvas.getByText('100 px/s')).toBeVisible();
    await expect(centreAt(100)).toBeCloseTo(centre, 1);
    await expect(scroller.scrollLeft).toBeLessThan(widestAt100 - 100);
  },
};

/** Asserts that `tile` shows a waveform: more than the one-pixel line drawn before the peaks arrive. */
function expectInked(tile: HTMLCanvasElement): void {
  // Read through a copy: a tile shows its drawing as a bitmap ('bitmaprenderer').
  const copy = document.createElement('canvas');
  copy.width = tile.width;
  copy.height = tile.height;
  const context = copy.getContext('2d')!;
  context.drawImage(tile, 0, 0);
  const { data } = context.getImageData(0, 0, copy.width, copy.height);
  let pixels = 0;
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha]! > 0) pixels += 1;
  expect(pixels).toBeGreaterThan(copy.width * 3);
}

/** Asserts that `tile` was drawn at its CSS width (not stretched); returns that width. */
function expectDrawnAtItsWidth(tile: HTMLCanvasElement): number {
  const cssWidth = Math.round(tile.getBoundingClientRect().width);
  expect(tile.width).toBe(Math.round(cssWidth * (window.devicePixelRatio || 1)));
  return cssWidth;
}

/**
 * Zoom steps stretch the waveform tiles' last drawing; once their size has stopped changing, the
 * tiles in view are drawn again at their new width (rendering/canvas-tiles.ts).
 */
export const WaveformsRedrawnWhenTheZoomRests: Story = {
  render: () => <Timeline defaultClips={clips} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const tile = () => canvasElement.querySelector<HTMLCanvasElement>('[data-clip-id="two"] canvas')!;
    // The waveform's peaks have arrived and it is drawn; nothing else will draw it again.
    await waitFor(() => expectInked(tile()), { timeout: 5000 });
    // The 2 s clip is 200 px wide at 100 px/s; its tile, inside the clip's border, a little less.
    const before = await waitFor(() => expectDrawnAtItsWidth(tile()), { timeout: 5000 });
    await expect(before).toBeGreaterThan(190);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom In' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom In' }));
    await expect(canvas.getByText('150 px/s')).toBeVisible();
    const after = await waitFor(() => expectDrawnAtItsWidth(tile()), { timeout: 5000 });
    await expect(Math.abs(after - before * 1.5)).toBeLessThanOrEqual(2);
  },
};

let manyClips: ReturnType<typeof demoManyClips> | undefined;
/** 200 clips over 30 minutes, made once (their audio is generated). */
const twoHundredClips = () => (manyClips ??= demoManyClips(200, 1800));

/**
 * 200 clips over 30 minutes. The tiles of the clips far off screen are not watched while the
 * browser skips their part of the track; zoomed in and scrolled there, they are drawn, at the new
 * zoom.
 */
export const WaveformsDrawnWhereTheViewScrolls: Story = {
  render: () => <Timeline defaultClips={twoHundredClips()} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const tileOf = (id: string) =>
      canvasElement.querySelector<HTMLCanvasElement>(`[data-clip-id="${id}"] canvas`)!;
    await waitFor(() => expectInked(tileOf('clip-1')), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom In' }));
    await expect(canvas.getByText('125 px/s')).toBeVisible();
    // Clip 150 starts at 149 × 9 s = 22:21, 167,625 px into the track at 125 px/s.
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="timeline-scroller"]')!;
    scroller.scrollLeft = 1341 * 125 - 100;
    const far = tileOf('clip-150');
    await waitFor(() => expectInked(far), { timeout: 5000 });
    const width = expectDrawnAtItsWidth(far);
    // Drawn for 125 px/s (its tile a little narrower than the clip), not for the 100 px/s of the
    // page's start, more than 100 px off for a clip of at least 5.4 s.
    const seconds = twoHundredClips()[149]!.duration;
    await expect(Math.abs(width - seconds * 125)).toBeLessThanOrEqual(10);
  },
};
