// Canvas tiles drawn only while visible. Waveforms are cut into canvases
// of at most 2,000 CSS px (one wide canvas fails past ~65K px); one IntersectionObserver and one
// ResizeObserver serve every tile of a timeline. A tile is drawn when it comes into view, when
// told its content changed, or once its CSS size (zoom) has stopped changing for a moment — always
// imperatively, never through a React render. Until then a resized tile shows its last drawing
// stretched by CSS, so zoom steps in a row (a held key, a wheel) cost no drawing at all, and the
// redraw happens once, for the zoom the user stopped at. Drawing takes at most a few milliseconds
// per frame, tiles nearest the middle of the view first; the rest follow in the next frames. Each
// drawing is handed to its canvas as a bitmap (bitmap-canvas.ts), so a frame that does not redraw a
// tile does not copy it either. The browser checks every observed tile on every frame in which
// anything moved (about 0.25 ms a frame with 200 clips), so only tiles it may show are observed:
// those inside a part of the page it skips as off screen (content-visibility: auto; the track tells
// setSkipped) are left out until it renders that part again. While a clip is dragged by the
// pointer every observer is suspended: a drag in view neither resizes a tile nor shows a new one;
// the observers come back at the drop, or as soon as the view scrolls, and catch up then.
import { paintCanvas, type Canvas2D } from './bitmap-canvas';

/** Seconds per tile: 10 s is 2,000 px at the highest zoom (200 px/s). */
export const tileSeconds = 10;

/** Drawing time allowed per animation frame. */
const frameBudgetMs = 4;

/** How long a tile's size must stay the same before it is redrawn at that size. */
export const resizeSettleMs = 150;

/** Draws a tile's picture in CSS pixels into `context` (see paintCanvas); `canvas` is the tile. */
export type DrawTile = (
  context: Canvas2D,
  cssWidth: number,
  cssHeight: number,
  canvas: HTMLCanvasElement,
) => void;

interface TileState {
  draw: DrawTile;
  visible: boolean;
  /** CSS size the canvas was last drawn at; redraw when it differs. */
  drawnWidth: number;
  drawnHeight: number;
  dirty: boolean;
}

export class CanvasTiles {
  private readonly tiles = new Map<HTMLCanvasElement, TileState>();
  private readonly intersection: IntersectionObserver;
  private readonly resize: ResizeObserver;
  private readonly pending = new Set<HTMLCanvasElement>();
  /** Resized tiles waiting for their size to settle. */
  private readonly resized = new Set<HTMLCanvasElement>();
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private frame: number | null = null;
  private suspended = false;

  constructor() {
    this.intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const tile = this.tiles.get(entry.target as HTMLCanvasElement);
          if (!tile) continue;
          tile.visible = entry.isIntersecting;
          if (tile.visible && tile.dirty) this.schedule(entry.target as HTMLCanvasElement);
        }
      },
      // Draw a screen's width ahead so scrolling never shows blank tiles.
      { rootMargin: '0px 1000px' },
    );
    this.resize = new ResizeObserver((entries) => {
      let any = false;
      for (const entry of entries) {
        const canvas = entry.target as HTMLCanvasElement;
        const tile = this.tiles.get(canvas);
        if (!tile) continue;
        // Already drawn at this size (the observers came back after a drag): nothing to redraw.
        const { width, height } = entry.contentRect;
        if (tile.drawnWidth === Math.round(width) && tile.drawnHeight === Math.round(height)) continue;
        tile.dirty = true;
        // Never drawn (e.g. it had no size yet): nothing to stretch, so draw it as soon as it shows.
        if (tile.drawnWidth === 0) {
          if (tile.visible) this.schedule(canvas);
          continue;
        }
        this.resized.add(canvas);
        any = true;
      }
      if (any) this.settleResized();
    });
  }

  register(canvas: HTMLCanvasElement, draw: DrawTile): () => void {
    this.tiles.set(canvas, { draw, visible: false, drawnWidth: 0, drawnHeight: 0, dirty: true });
    if (this.watches(canvas)) this.observe(canvas);
    return () => {
      this.tiles.delete(canvas);
      this.pending.delete(canvas);
      this.resized.delete(canvas);
      this.unobserve(canvas);
    };
  }

  /**
   * The browser started or stopped skipping `root` as off screen (a contentvisibilityautostatechange
   * event): the tiles inside it stop being observed, or are observed again if nothing else around
   * them is skipped, and report their visibility and size anew (a zoom while skipped redraws them
   * once they show).
   */
  setSkipped(root: Element, skipped: boolean): void {
    for (const canvas of root.querySelectorAll('canvas')) {
      const tile = this.tiles.get(canvas);
      if (!tile) continue;
      if (skipped) {
        this.unobserve(canvas);
        tile.visible = false;
      } else if (this.watches(canvas)) {
        this.observe(canvas);
      }
    }
  }

  /** Whether to observe a tile now: not while suspended, nor inside a part the browser skips. */
  private watches(canvas: HTMLCanvasElement): boolean {
    if (this.suspended) return false;
    return (
      typeof canvas.checkVisibility !== 'function' || canvas.checkVisibility({ contentVisibilityAuto: true })
    );
  }

  private observe(canvas: HTMLCanvasElement): void {
    this.intersection.observe(canvas);
    this.resize.observe(canvas);
  }

  private unobserve(canvas: HTMLCanvasElement): void {
    this.intersection.unobserve(canvas);
    this.resize.unobserve(canvas);
  }

  /** Stops watching the tiles' visibility and size (a clip is dragged), until resume(). */
  suspend(): void {
    if (this.suspended) return;
    this.suspended = true;
    this.intersection.disconnect();
    this.resize.disconnect();
  }

  /** Watches the tiles again; the observers report each one's visibility and size anew. */
  resume(): void {
    if (!this.suspended) return;
    this.suspended = false;
    for (const canvas of this.tiles.keys()) if (this.watches(canvas)) this.observe(canvas);
  }

  /** The tile's content changed (e.g. its peaks arrived): redraw now if visible, else when it shows. */
  invalidate(canvas: HTMLCanvasElement): void {
    const tile = this.tiles.get(canvas);
    if (!tile) return;
    tile.dirty = true;
    if (tile.visible) this.schedule(canvas);
  }

  /** Redraws the resized tiles that are visible once no resize has come for resizeSettleMs. */
  private settleResized(): void {
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      for (const canvas of this.resized) {
        if (this.tiles.get(canvas)?.visible) this.schedule(canvas);
      }
      this.resized.clear();
    }, resizeSettleMs);
  }

  private schedule(canvas: HTMLCanvasElement): void {
    this.pending.add(canvas);
    this.frame ??= requestAnimationFrame(() => this.flush());
  }

  private flush(): void {
    this.frame = null;
    const started = performance.now();
    const middle = window.innerWidth / 2;
    const queue = [...this.pending]
      .map((canvas) => ({ canvas, rect: canvas.getBoundingClientRect() }))
      .sort(
        (a, b) =>
          Math.abs(a.rect.left + a.rect.width / 2 - middle) -
          Math.abs(b.rect.left + b.rect.width / 2 - middle),
      );
    for (const { canvas, rect } of queue) {
      if (performance.now() - started > frameBudgetMs) break;
      this.pending.delete(canvas);
      const tile = this.tiles.get(canvas);
      if (!tile || !tile.visible) continue;
      const width = Math.round(rect.width);
      const height = Math.round(rect.height);
      if (width === 0 || height === 0) continue;
      if (!tile.dirty && width === tile.drawnWidth && height === tile.drawnHeight) continue;
      if (!paintCanvas(canvas, width, height, (context) => tile.draw(context, width, height, canvas)))
        continue;
      tile.drawnWidth = width;
      tile.drawnHeight = height;
      tile.dirty = false;
    }
    if (this.pending.size > 0) this.frame = requestAnimationFrame(() => this.flush());
  }
}
