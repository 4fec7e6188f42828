// The speech page's timeline on a phone (issue 26): at 390×844 in Chromium every timeline action is reachable —
// each toolbar button lies inside the timeline card, with no sideways scroll of the card or the page (the
// toolbar wraps), and each enabled one takes a click where it is shown.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { saveScreenshot } from './support/browser';
import { createAccount } from './speech-support/speech-accounts';
import { clips, timelineRegion } from './speech-support/speech-page';
import { makeSpeechWav } from './voice-support/audio-fixtures';
import { openSignedInPage } from './voice-support/voice-browser';
import { startVoiceServer, type VoiceServer } from './voice-support/voice-server';

const phone = { width: 390, height: 844 };

let server: VoiceServer;
let browser: Browser;
let mediaDir: string;
let narrationWav: string;
let token: string;

beforeAll(async () => {
  server = await startVoiceServer();
  mediaDir = await mkdtemp(join(tmpdir(), 'twin-phone-media-'));
  narrationWav = await makeSpeechWav(mediaDir, 'narration', 4);
  ({ token } = await createAccount(server, { username: 'phoebe', tokens: 600 }));
  browser = await chromium.launch({ ...chromiumLaunchOptions, args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('the timeline on a phone', () => {
  it('reaches every timeline action at 390 px wide without scrolling the card sideways', async () => {
    const { page, context, pageErrors } = await openSignedInPage(browser, {
      baseURL: server.baseUrl,
      token,
      viewport: phone,
    });
    try {
      await page.goto('/text-to-speech');
      const timeline = timelineRegion(page);
      await timeline.waitFor({ timeout: 20_000 });

      // A clip on the timeline, so the editing tools have something to act on.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        timeline.getByRole('button', { name: 'Upload Audio' }).click(),
      ]);
      await chooser.setFiles(narrationWav);
      await clips(page).first().waitFor({ timeout: 30_000 });
      await clips(page).first().click();

      const card = timeline;
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.x).toBeGreaterThanOrEqual(0);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(phone.width + 0.5);
      // No sideways scroll: not of the page, nor of the card.
      const overflow = await card.evaluate((element) => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        card: element.scrollWidth - element.clientWidth,
      }));
      expect(overflow).toEqual({ page: 0, card: 0 });

      const toolbar = card.locator('.twin-timeline__toolbar');
      const buttons = toolbar.getByRole('button');
      const names: string[] = [];
      for (let index = 0; index < (await buttons.count()); index += 1) {
        const button = buttons.nth(index);
        const name = ((await button.getAttribute('aria-label')) ?? (await button.innerText())).trim();
        names.push(name);
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(cardBox.x - 0.5);
        expect(box.x + box.width, name).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
        if (await button.isEnabled()) await button.click({ trial: true, timeout: 5_000 });
      }
      // The spec's toolbar actions are all there (and our editing tools between them).
      for (const action of ['Upload Audio', 'Zoom In', 'Zoom Out', 'Download Audio', 'Create Video']) {
        expect(
          names.some((name) => name.includes(action)),
          `${action} in ${names.join(', ')}`,
        ).toBe(true);
      }
      expect(names.length).toBeGreaterThanOrEqual(10);
      // The toolbar wraps: it takes more than one row at this width.
      const rows = new Set<number>();
      for (let index = 0; index < names.length; index += 1) {
        rows.add(Math.round((await buttons.nth(index).boundingBox())!.y));
      }
      expect(rows.size).toBeGreaterThan(1);
      expect(pageErrors).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, 'timeline-phone-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});
