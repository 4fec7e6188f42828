// Keeps a layer that a drag moves by transform from being repainted on every move, in Chromium.
// Chromium paints a composited layer only as far as its cull rect (the view and about 4,000 px
// around it, in the layer's own coordinates); a transform that moves the layer moves that rect
// across it, and when anything inside may reach past the rect (a clip body's overflow, the clip of
// a screen-reader-only name) the layer and the page under it are painted again on every move: in
// the timeline bench, a third of a millisecond of paint a move, and the layerizing after it. A
// layer whose transform is animated is painted whole instead (its cull rect is infinite); an
// identity animation of `scale`, paused, gives that without changing a pixel or asking for a frame.
// Other browsers, and those without Web Animations (jsdom), are left as they are.

/** Paints `element` whole until the returned function is called (a drag's end). */
export function paintWholeLayer(element: HTMLElement): () => void {
  if (typeof element.animate !== 'function') return () => {};
  const hold = element.animate([{ scale: '1' }, { scale: '1' }], { duration: 1_000 });
  hold.pause();
  return () => hold.cancel();
}
