// Keeps keyboard users inside the timeline when an edit removes the element they were on (a
// deleted clip, a clip replaced by its split halves, a clip undone away): focus moves to the
// selected clip, else to the ruler. It watches focus-within (a focusout whose element was removed
// from the page still counts as inside) and, after each change of the clips, looks for focus
// dropped on <body>. Focus that left for another part of the page is left alone.
import * as React from 'react';
import type { TimelineActorRef } from './headless';

export function useFocusRecovery(
  section: React.RefObject<HTMLElement | null>,
  actorRef: TimelineActorRef,
): void {
  React.useEffect(() => {
    const element = section.current;
    if (!element) return;
    let focusInside = false;
    const onFocusIn = () => {
      focusInside = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node) {
        focusInside = element.contains(event.relatedTarget);
        return;
      }
      // Nowhere: the page lost focus, a click landed on nothing focusable, or the element was removed.
      const left = event.target;
      requestAnimationFrame(() => {
        if (left instanceof Node && left.isConnected) focusInside = false;
      });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    let clips = actorRef.getSnapshot().context.clips;
    let frame: number | null = null;
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.context.clips === clips) return;
      clips = snapshot.context.clips;
      frame ??= requestAnimationFrame(() => {
        frame = null;
        const active = document.activeElement;
        if (!focusInside || (active && active !== document.body)) return;
        const selected = element.querySelector<HTMLElement>('[data-clip-id][aria-pressed="true"]');
        (selected ?? element.querySelector<HTMLElement>('[data-slot="timeline-ruler"]'))?.focus();
      });
    });
    return () => {
      subscription.unsubscribe();
      if (frame !== null) cancelAnimationFrame(frame);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [section, actorRef]);
}
