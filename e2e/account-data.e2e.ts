// Export my data and Delete my account on /account in Chromium against the built server (issue 26): the export is
// made as a job, its percentage gives way to a download whose zip holds records.json of this account; deleting asks
// for the password in an alert dialog (a wrong one is refused and changes nothing), then signs out, and signing in
// again fails.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { saveScreenshot } from './support/browser';
import { createAccount } from './speech-support/speech-accounts';
import { openSignedInPage } from './voice-support/voice-browser';
import { startVoiceServer, type VoiceServer } from './voice-support/voice-server';

let server: VoiceServer;
let browser: Browser;
let downloads: string;
let account: { token: string; email: string };

beforeAll(async () => {
  server = await startVoiceServer();
  downloads = await mkdtemp(join(tmpdir(), 'twin-account-data-'));
  account = await createAccount(server, { username: 'dora', tokens: 600 });
  browser = await chromium.launch({ ...chromiumLaunchOptions, args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

describe('/account: my data', () => {
  it('exports a zip of my records, then deletes the account with my password and signs out', async () => {
    const { page, context, pageErrors } = await openSignedInPage(browser, {
      baseURL: server.baseUrl,
      token: account.token,
    });
    try {
      await page.goto('/account');
      await page.getByRole('button', { name: 'Export my data' }).click();
      await page.getByText(/^Your export is ready\./).waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^twin-studio-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const path = join(downloads, 'export.zip');
      await download.saveAs(path);
      const zip = await readFile(path);
      expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
      expect(zip.includes(Buffer.from('records.json'))).toBe(true);
      expect(zip.includes(Buffer.from(account.email))).toBe(true);

      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await dialog.getByText('Your password is incorrect. Your account was not deleted.').waitFor();
      await dialog.getByLabel('Password').fill('speech-journeys');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL(/\/login$/, { timeout: 30_000 });
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill('speech-journeys');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid email or password.').waitFor();
      expect(pageErrors).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, 'account-data-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});
