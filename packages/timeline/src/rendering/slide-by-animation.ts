// Slides an element sideways, move after move, by scrubbing a paused animation of its transform
// instead of writing its style. In Chromium that is the cheap path for a layer a pointer drags:
// a transform with an animation is updated on the compositor's layer directly (no layerizing of
// the page, which a written transform costs on every move), its layer is painted whole once (a
// written transform moves the layer's cull rect across it, and whatever inside may reach past that
// rect — a clip body's overflow, a screen-reader-only name's clip — is painted again on every
// move), and a change of the animation's time restyles the element from its kept base style. In
// the timeline bench: no Paint and no layerizing per move in the trace. The animation runs from
// -range to +range px over 2 × range ms (1 ms a pixel); a slide past the range makes it anew with
// a wider one. Without Web Animations (jsdom) the transform is written instead.

/** The first range, in px either way: more than a 30-minute timeline at the highest zoom. */
const firstRangePx = 2 ** 19;

export class SlideByAnimation {
  private animation: Animation | null = null;
  private rangePx = 0;

  constructor(private readonly element: HTMLElement) {}

  /** Shows the element `px` pixels right of where it is laid out (left when negative). */
  slideTo(px: number): void {
    if (typeof this.element.animate !== 'function') {
      this.element.style.transform = `translateX(${px}px)`;
      return;
    }
    if (!this.animation || Math.abs(px) > this.rangePx) this.start(Math.abs(px));
    this.animation!.currentTime = this.rangePx + px;
  }

  /** Takes the slide away: the element is where it is laid out. */
  stop(): void {
    this.animation?.cancel();
    this.animation = null;
    this.element.style.transform = '';
  }

  private start(atLeastPx: number): void {
    this.animation?.cancel();
    let range = firstRangePx;
    while (range < atLeastPx) range *= 2;
    this.rangePx = range;
    this.animation = this.element.animate(
      [{ transform: `translateX(${-range}px)` }, { transform: `translateX(${range}px)` }],
      { duration: 2 * range, fill: 'both' },
    );
    this.animation.pause();
  }
}
