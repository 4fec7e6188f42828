// The pointer side of dragging a clip, without React: a press on a clip becomes a drag once the
// pointer has moved more than 4 px; from then on every pointer move (and every scroll of the view
// under a still pointer) reports the pointer's horizontal distance from the press in the track's
// own coordinates (so scrolling counts), inside the event itself, before the frame that shows it.
// The moves of a drag under way are the drag's alone: the track captures the pointer (the browser
// then hit-tests no move: about 0.1 ms a move in the timeline bench), and they are taken at the
// window in the capture phase and go no further, so no other listener on the page (React's root
// listener among them) runs for them: another 0.1–0.2 ms a move. Escape, a window resize or the
// page being hidden cancel; the release ends. Within 48 px of the scroller's left or right edge
// the view scrolls on its own while the pointer stays there, only towards where the pointer last
// went (a press near the right edge that moves left does not scroll right). The click that ends a
// drag is swallowed (every click within 50 ms of the drop), so a drop never changes the selection.

/** What a drag tells its owner; `deltaX` is in pixels of the track, scrolling included. */
export interface PointerDragCallbacks {
  start(clipId: string): void;
  move(deltaX: number): void;
  end(deltaX: number): void;
  cancel(): void;
}

/** The pointer must move this far (in any direction) before a press becomes a drag. */
export const dragActivationPx = 4;
/** The view scrolls while the pointer is within this distance of its left or right edge. */
const edgeZonePx = 48;
/** Scrolling speed at the very edge, in pixels per animation frame. */
const edgeSpeedPx = 32;
/** How long after a drop clicks are swallowed. */
const swallowClicksMs = 50;

interface Press {
  pointerId: number;
  clipId: string;
  x: number;
  y: number;
  /** The pointer's x in the track at the press. */
  trackX: number;
  active: boolean;
  lastClientX: number;
  /** Which way the pointer last moved horizontally: -1 left, 1 right, 0 not yet. */
  heading: -1 | 0 | 1;
}

const swallow = (event: Event) => {
  event.stopPropagation();
  event.preventDefault();
};
const preventDefault = (event: Event) => event.preventDefault();

export class PointerDrag {
  private press: Press | null = null;
  private edgeFrame = 0;
  private readonly listeners = new AbortController();
  private current: AbortController | null = null;

  /** `track` is the element whose left edge the distance is measured from; `scroller` scrolls it. */
  constructor(
    private readonly track: HTMLElement,
    private readonly scroller: () => HTMLElement | null,
    private readonly callbacks: PointerDragCallbacks,
  ) {}

  /** A pointer went down on the clip `clipId`: a drag may begin (primary button only). */
  pressed(event: PointerEvent, clipId: string): void {
    if (!event.isPrimary || event.button !== 0) return;
    // A press whose release never came (lost outside the page) ends here.
    if (this.press) this.onCancelEvent();
    this.press = {
      pointerId: event.pointerId,
      clipId,
      x: event.clientX,
      y: event.clientY,
      trackX: event.clientX - this.track.getBoundingClientRect().left,
      active: false,
      lastClientX: event.clientX,
      heading: 0,
    };
    const controller = new AbortController();
    this.current = controller;
    const options = { signal: controller.signal };
    const { ownerDocument: document } = this.track;
    const window = document.defaultView ?? globalThis.window;
    window.addEventListener('pointermove', this.onMove, { ...options, capture: true });
    document.addEventListener('pointerup', this.onUp, options);
    document.addEventListener('pointercancel', this.onCancelEvent, options);
    document.addEventListener('scroll', this.onScroll, { ...options, capture: true, passive: true });
    window.addEventListener('keydown', this.onKeydown, options);
    window.addEventListener('resize', this.onCancelEvent, options);
    window.addEventListener('dragstart', preventDefault, options);
    window.addEventListener('contextmenu', preventDefault, options);
    document.addEventListener('visibilitychange', this.onCancelEvent, options);
  }

  /** Cancels a drag under way and forgets the press (the track unmounts). */
  dispose(): void {
    if (this.press?.active) this.callbacks.cancel();
    this.detach();
    this.listeners.abort();
  }

  private deltaAt(clientX: number): number {
    return clientX - this.track.getBoundingClientRect().left - this.press!.trackX;
  }

  private readonly onMove = (event: PointerEvent) => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (event.clientX !== press.lastClientX) press.heading = event.clientX > press.lastClientX ? 1 : -1;
    press.lastClientX = event.clientX;
    if (!press.active) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) <= dragActivationPx) return;
      press.active = true;
      try {
        this.track.setPointerCapture(press.pointerId);
      } catch {
        // A pointer the browser does not know (a synthetic one): the moves still come to the window.
      }
      this.track.ownerDocument.addEventListener('click', swallow, {
        capture: true,
        signal: this.listeners.signal,
      });
      this.callbacks.start(press.clipId);
    }
    event.stopPropagation();
    if (event.cancelable) event.preventDefault();
    this.track.ownerDocument.getSelection()?.removeAllRanges();
    this.followEdge();
    this.callbacks.move(this.deltaAt(event.clientX));
  };

  private readonly onScroll = () => {
    if (this.press?.active) this.callbacks.move(this.deltaAt(this.press.lastClientX));
  };

  private readonly onUp = (event: PointerEvent) => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (press.active) {
      this.callbacks.end(this.deltaAt(event.clientX));
      this.stopSwallowingSoon();
    }
    this.detach();
  };

  private readonly onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') this.onCancelEvent();
  };

  private readonly onCancelEvent = () => {
    if (this.press?.active) {
      this.callbacks.cancel();
      this.stopSwallowingSoon();
    }
    this.detach();
  };

  private stopSwallowingSoon(): void {
    const { ownerDocument: document } = this.track;
    setTimeout(() => document.removeEventListener('click', swallow, { capture: true }), swallowClicksMs);
  }

  private detach(): void {
    if (this.press && this.track.hasPointerCapture?.(this.press.pointerId)) {
      this.track.releasePointerCapture(this.press.pointerId);
    }
    this.current?.abort();
    this.current = null;
    this.press = null;
    cancelAnimationFrame(this.edgeFrame);
    this.edgeFrame = 0;
  }

  /** How far to scroll the view this frame for the pointer's place (0 outside the edge zones). */
  private edgeScroll(): number {
    const press = this.press;
    const view = this.scroller();
    if (!press?.active || !view || press.heading === 0) return 0;
    const rect = view.getBoundingClientRect();
    const zone = Math.min(edgeZonePx, rect.width / 4);
    if (press.heading < 0) {
      const fromLeft = press.lastClientX - rect.left;
      return fromLeft < zone && view.scrollLeft > 0 ? -edgeSpeedPx * (1 - Math.max(0, fromLeft) / zone) : 0;
    }
    const fromRight = rect.right - press.lastClientX;
    return fromRight < zone && view.scrollLeft + view.clientWidth < view.scrollWidth
      ? edgeSpeedPx * (1 - Math.max(0, fromRight) / zone)
      : 0;
  }

  /**
   * While the pointer is near an edge of the scroller, scrolls it a little every frame. Called in a
   * pointer move before the move is drawn (layout is still clean, so reading it costs nothing).
   */
  private followEdge(): void {
    if (this.edgeFrame || this.edgeScroll() === 0) return;
    const step = () => {
      this.edgeFrame = 0;
      const by = this.edgeScroll();
      const view = this.scroller();
      if (by === 0 || !view) return;
      view.scrollLeft += by;
      this.edgeFrame = requestAnimationFrame(step);
    };
    this.edgeFrame = requestAnimationFrame(step);
  }
}
