// Draws one ruler tile: minor and major ticks and time labels, spaced so labels never crowd
// (at least ~70 px apart at any zoom), in the canvas's CSS colour.
import { formatTimelineTime } from '../format-time';

const labelSteps = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600];

/** Seconds between labels and between minor ticks at this zoom. */
export function rulerSpacing(pixelsPerSecond: number): { label: number; minor: number } {
  const label = labelSteps.find((step) => step * pixelsPerSecond >= 70) ?? labelSteps[labelSteps.length - 1]!;
  const minor = label >= 10 ? label / 5 : label / (pixelsPerSecond * label >= 140 ? 10 : 5);
  return { label, minor };
}

export function drawRulerTile(
  canvas: HTMLCanvasElement,
  cssWidth: number,
  cssHeight: number,
  fromSeconds: number,
  spanSeconds: number,
): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const pixelsPerSecond = cssWidth / spanSeconds;
  const { label, minor } = rulerSpacing(pixelsPerSecond);
  const style = getComputedStyle(canvas);
  context.clearRect(0, 0, cssWidth, cssHeight);
  context.fillStyle = style.color;
  context.font = `500 10px ${style.fontFamily}`;
  context.textBaseline = 'top';
  const first = Math.ceil(fromSeconds / minor - 1e-9);
  const last = Math.floor((fromSeconds + spanSeconds) / minor + 1e-9);
  for (let index = first; index <= last; index += 1) {
    const seconds = index * minor;
    const x = Math.round((seconds - fromSeconds) * pixelsPerSecond);
    const isLabel = Math.abs(seconds / label - Math.round(seconds / label)) < 1e-6;
    const height = isLabel ? cssHeight * 0.45 : cssHeight * 0.2;
    context.globalAlpha = isLabel ? 0.9 : 0.45;
    context.fillRect(x, cssHeight - height, 1, height);
    if (isLabel) {
      context.globalAlpha = 1;
      context.fillText(formatRulerLabel(seconds, label), x + 4, 4);
    }
  }
  context.globalAlpha = 1;
}

/** Labels drop the tenths when every label is a whole second. */
function formatRulerLabel(seconds: number, label: number): string {
  const text = formatTimelineTime(seconds);
  return label >= 1 ? text.replace(/\.\d$/, '') : text;
}
