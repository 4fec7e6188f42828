// What the lip-sync journeys read off the page: the Create Video confirmation's length ('0:07.5') and cost ('8
// credits'), the cost the server charges for a timeline (1 credit per second, rounded up), whether a text names a
// setting (an environment variable), and every percentage a library card showed while its job ran (recorded in the
// page as the card changes, so no poll interval can miss one).
import type { Locator } from 'playwright-core';

/** Seconds of a length written m:ss or m:ss.t. */
export function secondsOf(clock: string): number {
  const match = /^(\d+):(\d\d)(?:\.(\d))?$/.exec(clock.trim());
  if (!match) throw new Error(`not a length: ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]) + Number(match[3] ?? 0) / 10;
}

/** The server's charge for `seconds` of timeline: whole seconds rounded up (at least 1), after rounding to ms. */
export function creditsFor(seconds: number): number {
  return Math.max(1, Math.ceil(Math.round(seconds * 1000) / 1000));
}

/** An environment variable's name (LIPSYNC_URL, TTS_URL…) or a bare "URL". */
export const settingName = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\bURL\b/;

/** The confirmation's summary: the value under 'Length' and under 'Cost'. */
export async function confirmationSummary(confirmation: Locator): Promise<{ length: string; cost: string }> {
  const summary = confirmation.locator('[data-slot="lipsync-summary"]');
  const valueAfter = (term: string) =>
    summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').innerText();
  return { length: await valueAfter('Length'), cost: await valueAfter('Cost') };
}

/**
 * Starts recording, in the page, each percentage `card` shows (its text, in order, each change once); `read()` gives
 * the list so far.
 */
export async function recordPercentages(card: Locator): Promise<{ read: () => Promise<string[]> }> {
  await card.evaluate((element) => {
    const seen: string[] = [];
    const note = () => {
      const text = element.querySelector('[data-slot="library-job-percent"]')?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    note();
    new MutationObserver(note).observe(element, { subtree: true, childList: true, characterData: true });
    (element as HTMLElement & { twinPercentages?: string[] }).twinPercentages = seen;
  });
  return {
    read: () =>
      card.evaluate((element) => [
        ...((element as HTMLElement & { twinPercentages?: string[] }).twinPercentages ?? []),
      ]),
  };
}
