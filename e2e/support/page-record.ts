// The app's own timing, recorded inside the page: when a watched text first appears in the document and when it
// leaves it, every text a live region shows in turn, and each client-side navigation, stamped with the page's clock
// (performance.now()) by a MutationObserver and a wrapped history. A journey reads these instead of timing what its
// own polling happens to see, which on a busy machine can lag the page by seconds.
import type { Page } from 'playwright-core';

export type PageEventKind = 'shown' | 'gone' | 'status' | 'path';

export interface PageEvent {
  kind: PageEventKind;
  /** The watched text ('shown', 'gone'), the live region's text ('status') or the new path ('path'). */
  value: string;
  /** performance.now() in the page when it happened. */
  at: number;
}

interface PageRecord {
  events: PageEvent[];
}

type RecordingWindow = Window & { __pageRecord?: PageRecord };

/**
 * Starts recording in the page as it is now (a full page load ends it; client-side navigations do not).
 * `texts` are matched in the document's text; `status` is a CSS selector of a live region whose texts are kept.
 */
export async function startPageRecord(
  page: Page,
  watch: { texts: string[]; status?: string },
): Promise<void> {
  await page.evaluate(({ texts, status }) => {
    const recording = window as RecordingWindow;
    if (recording.__pageRecord) return;
    const events: PageEvent[] = [];
    recording.__pageRecord = { events };
    const shown = new Set<string>();
    const gone = new Set<string>();
    let lastStatus = '';
    const look = () => {
      const at = performance.now();
      const text = document.body?.textContent ?? '';
      for (const watched of texts) {
        const present = text.includes(watched);
        if (present && !shown.has(watched)) {
          shown.add(watched);
          events.push({ kind: 'shown', value: watched, at });
        } else if (!present && shown.has(watched) && !gone.has(watched)) {
          gone.add(watched);
          events.push({ kind: 'gone', value: watched, at });
        }
      }
      if (status) {
        const region = document.querySelector(status)?.textContent?.trim() ?? '';
        if (region && region !== lastStatus) events.push({ kind: 'status', value: region, at });
        lastStatus = region;
      }
    };
    new MutationObserver(look).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        events.push({ kind: 'path', value: location.pathname, at: performance.now() });
      };
    }
    look();
  }, watch);
}

/** Everything recorded so far, in order. */
export function pageEvents(page: Page): Promise<PageEvent[]> {
  return page.evaluate(() => (window as RecordingWindow).__pageRecord?.events ?? []);
}

/** Waits until the page has recorded this event (it may already have), and returns it. */
export async function waitForPageEvent(
  page: Page,
  kind: PageEventKind,
  value: string,
  timeoutMs: number,
): Promise<PageEvent> {
  await page.waitForFunction(
    ([wantedKind, wantedValue]) =>
      (window as RecordingWindow).__pageRecord?.events.some(
        (event) => event.kind === wantedKind && event.value === wantedValue,
      ) ?? false,
    [kind, value] as const,
    { timeout: timeoutMs, polling: 100 },
  );
  const event = (await pageEvents(page)).find((e) => e.kind === kind && e.value === value);
  if (!event) throw new Error(`The page recorded ${kind} ${value} and then lost it`);
  return event;
}
