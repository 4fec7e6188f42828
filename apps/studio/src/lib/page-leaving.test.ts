// The page-leaving watcher on a bare event target: `beforeunload` and `pagehide` make the page
// leaving, `pageshow` brings it back; a page that goes never settles `whenStaying()`, one whose
// `beforeunload` led nowhere settles it after `leavingCancelledAfterMs`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavingCancelledAfterMs, watchPageLeaving } from './page-leaving';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function watchedPage() {
  const target = new EventTarget();
  const leaving = watchPageLeaving(target);
  const fire = (type: 'beforeunload' | 'pagehide' | 'pageshow') => target.dispatchEvent(new Event(type));
  /** Asks whenStaying() and reports whether it has settled so far. */
  const askStaying = () => {
    const answer = { settled: false };
    void leaving.whenStaying().then(() => (answer.settled = true));
    return answer;
  };
  return { leaving, fire, askStaying };
}

describe('page leaving', () => {
  it('is not leaving until an event says so, and then says it stays at once', async () => {
    const { leaving, askStaying } = watchedPage();
    expect(leaving.isLeaving()).toBe(false);
    const staying = askStaying();
    await vi.advanceTimersByTimeAsync(0);
    expect(staying.settled).toBe(true);
  });

  it.each(['beforeunload', 'pagehide'] as const)('is leaving after %s', (type) => {
    const { leaving, fire } = watchedPage();
    fire(type);
    expect(leaving.isLeaving()).toBe(true);
  });

  it('never settles for a page that goes (beforeunload, then pagehide)', async () => {
    const { leaving, fire, askStaying } = watchedPage();
    fire('beforeunload');
    const staying = askStaying();
    fire('pagehide');
    await vi.advanceTimersByTimeAsync(10 * leavingCancelledAfterMs);
    expect(staying.settled).toBe(false);
    expect(leaving.isLeaving()).toBe(true);
  });

  it('settles when a beforeunload is not followed by pagehide in time, and is here again', async () => {
    const { leaving, fire, askStaying } = watchedPage();
    fire('beforeunload');
    const staying = askStaying();
    await vi.advanceTimersByTimeAsync(leavingCancelledAfterMs - 1);
    expect(staying.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(staying.settled).toBe(true);
    expect(leaving.isLeaving()).toBe(false);
  });

  it('settles on pageshow for a page back from the back/forward cache', async () => {
    const { leaving, fire, askStaying } = watchedPage();
    fire('beforeunload');
    fire('pagehide');
    const staying = askStaying();
    await vi.advanceTimersByTimeAsync(10 * leavingCancelledAfterMs);
    expect(staying.settled).toBe(false);
    fire('pageshow');
    await vi.advanceTimersByTimeAsync(0);
    expect(staying.settled).toBe(true);
    expect(leaving.isLeaving()).toBe(false);
  });
});
