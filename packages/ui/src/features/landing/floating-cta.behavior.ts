// The floating 'Get Started' button's behaviour (spec part 1 §2, §9): shown once the visitor has
// scrolled past one viewport height, hidden again above it. Plain DOM so the landing page needs no
// framework; one passive scroll listener, at most one check per animation frame.
export function isPastFirstViewport(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight;
}

/** Wires a FloatingGetStarted element to the window's scroll; returns the clean-up. */
export function attachFloatingCta(element: HTMLElement, view: Window = window): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    element.dataset.visible = String(isPastFirstViewport(view.scrollY, view.innerHeight));
  };
  const schedule = () => {
    if (frame === 0) frame = view.requestAnimationFrame(update);
  };
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule, { passive: true });
  update();
  return () => {
    view.removeEventListener('scroll', schedule);
    view.removeEventListener('resize', schedule);
    if (frame !== 0) view.cancelAnimationFrame(frame);
  };
}
