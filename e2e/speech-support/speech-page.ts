// The /text-to-speech page as the journeys use it: opening it signed in (voice loaded), the script,
// the language picker, sliders by keyboard, the timeline's clips by their spoken names ('Name,
// 0:01.0 to 0:03.2'), the saved page state and pending generation in localStorage, and the
// time format the timeline shows (m:ss.t, tenths rounded down).
import type { Browser, Locator, Page } from 'playwright-core';
import { openSignedInPage } from '../voice-support/voice-browser';

export const speechStorageKeys = {
  pageState: 'twin.textToSpeech.state',
  pendingGeneration: 'twin.textToSpeech.pendingGeneration',
};

export interface SavedClip {
  id: string;
  type: string;
  url: string;
  name: string;
  duration: number;
  startTime: number;
}

export async function openSpeechPage(
  browser: Browser,
  options: { baseURL: string; token: string; voiceName: string },
) {
  const opened = await openSignedInPage(browser, {
    baseURL: options.baseURL,
    token: options.token,
    viewport: { width: 1440, height: 1000 },
  });
  await opened.page.goto('/text-to-speech');
  await waitForVoice(opened.page, options.voiceName);
  return opened;
}

export async function waitForVoice(page: Page, voiceName: string): Promise<void> {
  await page.getByRole('heading', { name: 'Text to Video' }).waitFor({ timeout: 20_000 });
  await page
    .getByRole('combobox', { name: /Choose Voice/ })
    .filter({ hasText: voiceName })
    .waitFor({ timeout: 20_000 });
}

export const script = (page: Page) => page.getByRole('textbox', { name: 'Text to speak' });
export const timelineRegion = (page: Page) => page.getByRole('region', { name: 'Audio Timeline' });
export const clips = (page: Page) => page.locator('[role="button"][aria-roledescription="audio clip"]');

/** A clip by the start of its name (its accessible name continues with ', start to end'). */
export function clipNamed(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escaped}, \\d+:\\d\\d\\.\\d to `) });
}

/** Every clip's accessible name, in document order. */
/** Each clip's accessible name ("Name, 0:00.0 to 0:03.2"), which its hidden label gives it. */
export async function clipLabels(page: Page): Promise<string[]> {
  return (await clips(page).locator('.twin-timeline__sr-only').allTextContents()).map((text) => text.trim());
}

export async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /Language/ }).click();
  const search = page.getByRole('combobox', { name: 'Search languages' });
  await search.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page
    .getByRole('button', { name: /Language/ })
    .filter({ hasText: name })
    .waitFor();
}

/** Presses keys on a slider (Radix thumbs take arrows, Home, End, PageUp, PageDown). */
export async function pressOnSlider(page: Page, name: string, keys: string[]): Promise<string> {
  const slider = page.getByRole('slider', { name, exact: true });
  await slider.focus();
  for (const key of keys) await slider.press(key);
  return (await slider.getAttribute('aria-valuenow')) ?? '';
}

export async function sliderValue(page: Page, name: string): Promise<string | null> {
  return page.getByRole('slider', { name, exact: true }).getAttribute('aria-valuenow');
}

export async function readStorage<T>(page: Page, key: string): Promise<T | null> {
  const text = await page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  return text === null ? null : (JSON.parse(text) as T);
}

export async function savedClips(page: Page): Promise<SavedClip[]> {
  return (
    (await readStorage<{ timelineClips: SavedClip[] }>(page, speechStorageKeys.pageState))?.timelineClips ??
    []
  );
}

/** The timeline's m:ss.t (tenths rounded down, as the page shows them). */
export function timelineTime(seconds: number): string {
  const tenths = Math.floor(seconds * 10 + 1e-6);
  const minutes = Math.floor(tenths / 600);
  const secs = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(secs).padStart(2, '0')}.${tenths % 10}`;
}
