// Whether the page is being left (reload, navigation, closing the tab), told by the browser's
// `beforeunload`, `pagehide` and `pageshow` events, so a request the leaving cuts is not taken for
// a failure. `pageLeaving` watches this window; `watchPageLeaving` takes any event target (tests).

export interface PageLeaving {
  /** True from `beforeunload` or `pagehide` until the page is known to stay after all. */
  isLeaving(): boolean;
  /**
   * Settles once a page that began to leave turns out to stay (at once when it is not leaving);
   * never settles when it goes, since nothing of it runs any more.
   */
  whenStaying(): Promise<void>;
}

/**
 * How long a page that had a `beforeunload` but no `pagehide` is still taken to be leaving, counted
 * from the `whenStaying()` call. Leaving, Chromium cancels the page's requests in the task that
 * dispatches `pagehide`, and their failures reach the page's code at the microtask checkpoint
 * after the first `pagehide` listener — before ours if another listener came first, which is why
 * `beforeunload` counts too. A page that goes never runs this timer (its timers die with it). One
 * whose navigation was cancelled or ended without leaving (a download, a 204) gets no event saying
 * so — `pageshow` comes only after the back/forward cache — hence this bound, so a real failure
 * there is still shown.
 */
export const leavingCancelledAfterMs = 1000;

type Phase = 'here' | 'unloading' | 'hidden';

export function watchPageLeaving(target: Pick<EventTarget, 'addEventListener'>): PageLeaving {
  let phase: Phase = 'here';
  let waiting: Array<() => void> = [];
  const stay = () => {
    phase = 'here';
    const settled = waiting;
    waiting = [];
    settled.forEach((resolve) => resolve());
  };
  target.addEventListener('beforeunload', () => {
    if (phase === 'here') phase = 'unloading';
  });
  target.addEventListener('pagehide', () => (phase = 'hidden'));
  // A page back from the back/forward cache (or shown at all) is here again.
  target.addEventListener('pageshow', stay);

  return {
    isLeaving: () => phase !== 'here',
    whenStaying: () =>
      new Promise<void>((resolve) => {
        if (phase === 'here') return resolve();
        waiting.push(resolve);
        if (phase === 'unloading') {
          setTimeout(() => {
            if (phase === 'unloading') stay();
          }, leavingCancelledAfterMs);
        }
      }),
  };
}

let windowLeaving: PageLeaving | null = null;

/** This window's watcher, listening from the first call on (call it before the requests start). */
export function pageLeaving(): PageLeaving {
  windowLeaving ??= watchPageLeaving(window);
  return windowLeaving;
}
