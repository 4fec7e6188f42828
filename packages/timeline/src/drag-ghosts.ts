// Draws the clips that follow a dragged selection as copies in one layer that a single slide
// moves on each pointer move, so a move costs the same with 2 selected clips or 500: one element
// restyled, one composited layer moved, nothing repainted. (Shifting each follower on its own, by
// an inline transform or a scrubbed animation, restyled every follower per move: about 2.5 ms of
// style a frame for 49 followers in the timeline bench.) The copies are made when the drag starts
// (DOM clones with their waveform tiles copied), the clips themselves stay put and are hidden by
// the stylesheet while they follow ([data-follows-drag]), and the copies go once React has drawn
// the clips where they landed (in the next animation frame, before it paints). The copies sit in
// one element inside the layer, slid by a scrubbed animation (slide-by-animation.ts), so a move
// repaints none of them.
import { SlideByAnimation } from './rendering/slide-by-animation';

/** The ghost layer's own attributes: a copy is found by `[data-ghost-of="<clip id>"]`. */
export const ghostOfAttribute = 'data-ghost-of';

/** Attributes a copy must not keep: it is neither a clip, nor focusable, nor a follower. (It keeps
 *  aria-pressed, which draws the selection ring; the ghost layer is hidden from assistive technology.) */
const droppedAttributes = ['id', 'tabindex', 'data-follows-drag', 'aria-describedby'];

function copyCanvases(from: Element, to: Element): void {
  const sources = from.querySelectorAll('canvas');
  const targets = to.querySelectorAll('canvas');
  sources.forEach((source, index) => {
    const target = targets[index];
    if (!target || source.width === 0 || source.height === 0) return;
    target.width = source.width;
    target.height = source.height;
    target.getContext('2d')?.drawImage(source, 0, 0);
  });
}

/** A copy of a clip's element, placed in the ghost layer where the clip is drawn now. */
function ghostOf(clipId: string, clip: HTMLElement, layerRect: DOMRect): HTMLElement {
  const rect = clip.getBoundingClientRect();
  const ghost = clip.cloneNode(true) as HTMLElement;
  for (const element of [ghost, ...ghost.querySelectorAll<HTMLElement>('*')]) {
    for (const name of droppedAttributes) element.removeAttribute(name);
    if (element.hasAttribute('data-clip-id')) element.removeAttribute('data-clip-id');
    if (element.dataset.slot) element.dataset.slot = `${element.dataset.slot}-ghost`;
  }
  ghost.setAttribute(ghostOfAttribute, clipId);
  Object.assign(ghost.style, {
    left: `${rect.left - layerRect.left}px`,
    top: `${rect.top - layerRect.top}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
    transform: '',
  });
  copyCanvases(clip, ghost);
  return ghost;
}

export class DragGhosts {
  /** What the copies were made for (the followers and the zoom); null while there are none. */
  private madeFor: string | null = null;
  private pendingClear = 0;
  /** What holds the copies and moves; in the layer while there are copies. */
  private readonly shifter: HTMLElement;
  private readonly slide: SlideByAnimation;

  /** `layer` is an empty element filling the clips' layer, the copies' containing block. */
  constructor(private readonly layer: HTMLElement) {
    this.shifter = layer.ownerDocument.createElement('div');
    this.shifter.className = 'twin-timeline__ghosts-shift';
    this.slide = new SlideByAnimation(this.shifter);
  }

  /** How many copies are drawn. */
  get size(): number {
    return this.shifter.childElementCount;
  }

  /**
   * Draws the followers `clipIds` (found under `clipsRoot`) shifted by `shiftPx`. The copies are made
   * once per drag (again if the followers or the zoom change); later calls only move the layer.
   */
  show(clipsRoot: ParentNode, clipIds: readonly string[], pixelsPerSecond: number, shiftPx: number): void {
    cancelAnimationFrame(this.pendingClear);
    const key = `${pixelsPerSecond}|${clipIds.join('\u0000')}`;
    if (key !== this.madeFor) {
      this.shifter.replaceChildren();
      this.slide.stop();
      // The layer fills its parent (and is not displayed while empty): placed against the parent.
      const layerRect = (this.layer.parentElement ?? this.layer).getBoundingClientRect();
      const ghosts: HTMLElement[] = [];
      for (const clipId of clipIds) {
        const body = clipsRoot.querySelector<HTMLElement>(`[data-clip-id="${CSS.escape(clipId)}"]`);
        const clip = body?.closest<HTMLElement>('[data-slot="timeline-clip"]');
        if (clip) ghosts.push(ghostOf(clipId, clip, layerRect));
      }
      this.shifter.append(...ghosts);
      if (this.shifter.parentNode !== this.layer) this.layer.replaceChildren(this.shifter);
      this.madeFor = key;
    }
    this.slide.slideTo(shiftPx);
  }

  /** The drag ended: the copies go before the next paint, when React has drawn the clips again. */
  clear(): void {
    if (this.madeFor === null) return;
    cancelAnimationFrame(this.pendingClear);
    this.pendingClear = requestAnimationFrame(() => this.clearNow());
  }

  /** Removes the copies at once (the track unmounts). */
  clearNow(): void {
    cancelAnimationFrame(this.pendingClear);
    this.layer.replaceChildren();
    this.shifter.replaceChildren();
    this.slide.stop();
    this.madeFor = null;
  }
}
