// Paints a canvas's picture off screen and hands it to the canvas as a bitmap ('bitmaprenderer'),
// so a picture that has not changed costs nothing in the frames after: a 2D canvas is copied out
// again on every frame that paints it (in Chromium without a GPU, about 0.15 ms a waveform tile,
// each zoom step and drag frame). Where OffscreenCanvas or 'bitmaprenderer' is missing, the
// picture is drawn into the canvas's own 2D context as before.

export type Canvas2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

let offscreen2D: boolean | undefined;

/** OffscreenCanvas with a 2D context (Safari before 16.4 has OffscreenCanvas without one). */
function hasOffscreen2D(): boolean {
  if (offscreen2D === undefined) {
    try {
      offscreen2D =
        typeof OffscreenCanvas === 'function' && new OffscreenCanvas(1, 1).getContext('2d') !== null;
    } catch {
      offscreen2D = false;
    }
  }
  return offscreen2D;
}

/**
 * Sizes `canvas`'s backing store for `cssWidth` × `cssHeight` at the device pixel ratio and paints
 * it with `draw`, in CSS pixels, on a cleared surface. Returns false when nothing could be drawn.
 */
export function paintCanvas(
  canvas: HTMLCanvasElement,
  cssWidth: number,
  cssHeight: number,
  draw: (context: Canvas2D) => void,
): boolean {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(cssWidth * ratio);
  const height = Math.round(cssHeight * ratio);
  // A canvas keeps the kind of context it first gave: a 2D one (drawn before this module, or by
  // the fallback) answers null here and stays 2D.
  const renderer = hasOffscreen2D() ? canvas.getContext('bitmaprenderer') : null;
  const scratch = renderer ? new OffscreenCanvas(width, height).getContext('2d') : null;
  if (renderer && scratch) {
    scratch.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw(scratch);
    // The bitmap does not size the canvas: copies of it (drag ghosts) read width and height.
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    renderer.transferFromImageBitmap(scratch.canvas.transferToImageBitmap());
    return true;
  }
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, cssWidth, cssHeight);
  draw(context);
  return true;
}
