// Canvas tiles drawn only while visible. Waveforms are cut into canvases
// of at most 2,000 CSS px (one wide canvas fails past ~65K px); one IntersectionObserver and one
// ResizeObserver serve every tile of a timeline. A tile is drawn when it comes into view, when its
// CSS size changes (zoom), or when told its content changed — always imperatively, never through
// a React render. Drawing takes at most a few milliseconds per frame, tiles nearest the middle of
// the view first; the rest follow in the next frames (meanwhile a tile shows stretched by CSS),
// so a zoom step never waits for every waveform.

/** Seconds per tile: 10 s is 2,000 px at the highest zoom (200 px/s). */
export const tileSeconds = 10;

/** Drawing time allowed per animation frame. */
const frameBudgetMs = 4;

export type DrawTile = (canvas: HTMLCanvasElement, cssWidth: number, cssHeight: number) => void;

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
  private frame: number | null = null;

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
      for (const entry of entries) {
        const tile = this.tiles.get(entry.target as HTMLCanvasElement);
        if (!tile) continue;
        tile.dirty = true;
        if (tile.visible) this.schedule(entry.target as HTMLCanvasElement);
      }
    });
  }

  register(canvas: HTMLCanvasElement, draw: DrawTile): () => void {
    this.tiles.set(canvas, { draw, visible: false, drawnWidth: 0, drawnHeight: 0, dirty: true });
    this.intersection.observe(canvas);
    this.resize.observe(canvas);
    return () => {
      this.tiles.delete(canvas);
      this.pending.delete(canvas);
      this.intersection.unobserve(canvas);
      this.resize.unobserve(canvas);
    };
  }

  /** The tile's content changed (e.g. its peaks arrived): redraw now if visible, else when it shows. */
  invalidate(canvas: HTMLCanvasElement): void {
    const tile = this.tiles.get(canvas);
    if (!tile) return;
    tile.dirty = true;
    if (tile.visible) this.schedule(canvas);
  }

  private schedule(canvas: HTMLCanvasElement): void {
    this.pending.add(canvas);
    this.frame ??= requestAnimationFrame(() => this.flush());
  }

  private flush(): void {
    this.frame = null;
    const started = performance.now();
    const ratio = window.devicePixelRatio || 1;
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
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      const context = canvas.getContext('2d');
      if (!context) continue;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      tile.draw(canvas, width, height);
      tile.drawnWidth = width;
      tile.drawnHeight = height;
      tile.dirty = false;
    }
    if (this.pending.size > 0) this.frame = requestAnimationFrame(() => this.flush());
  }
}
