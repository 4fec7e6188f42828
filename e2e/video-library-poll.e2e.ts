// The Video Library follows a recording being processed (issue 26): record with a fake camera, save, open the
// /video opened afresh at once, the Video Library tab, and the card that says 'Processing...' turns into a player
// without a reload (the list is read again while a card is processing; no recorder follows it on this page).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '@twin/server/testing/media-tools';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from './support/browser';
import { createAccount } from './speech-support/speech-accounts';
import { launchWithFakeCamera, openSignedInPage } from './voice-support/voice-browser';
import { startVoiceServer, type VoiceServer } from './voice-support/voice-server';

let server: VoiceServer;
let browser: Browser;
let mediaDir: string;
let token: string;

beforeAll(async () => {
  server = await startVoiceServer();
  mediaDir = await mkdtemp(join(tmpdir(), 'twin-library-poll-'));
  const cameraY4m = join(mediaDir, 'camera.y4m');
  // The fake camera: 2 s of moving picture at 480×360 that Chromium loops.
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc=size=480x360:rate=15:duration=2'],
    ...['-pix_fmt', 'yuv420p', cameraY4m],
  ]);
  ({ token } = await createAccount(server, { username: 'rita', tokens: 600 }));
  browser = await launchWithFakeCamera(cameraY4m);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('the Video Library after a recording', () => {
  it('turns the Processing... card into a player without a reload', async () => {
    const { page, context, pageErrors } = await openSignedInPage(browser, { baseURL: server.baseUrl, token });
    try {
      await page.goto('/video');
      await page.getByRole('tab', { name: 'Record Video' }).click();
      await page.getByRole('button', { name: 'Start Recording' }).click();
      const stop = page.getByRole('button', { name: 'Stop Recording' });
      await stop.waitFor({ timeout: 15_000 });
      await page.getByText(/^REC/).first().waitFor();
      await page.waitForTimeout(2500);
      await stop.click();
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/videos/record'));
      await page.getByRole('button', { name: 'Save Recording' }).click();
      expect((await saved).ok()).toBe(true);

      // The page opened afresh a moment later: no recorder follows this recording any more.
      await page.goto('/video');
      // A marker a reload would lose.
      await page.evaluate(() => Object.assign(window, { twinSamePage: true }));
      await page.getByRole('tab', { name: 'Video Library' }).click();
      const library = page.locator('[data-slot="video-library"]');
      await library.getByText('Processing...').first().waitFor({ timeout: 10_000 });
      const player = library.locator('video').first();
      await player.waitFor({ timeout: 60_000 });
      expect(await library.getByText('Processing...').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { twinSamePage?: boolean }).twinSamePage)).toBe(
        true,
      );
      expect(pageErrors).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, 'video-library-poll-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});
