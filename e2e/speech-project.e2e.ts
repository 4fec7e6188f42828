// The speech page kept on the account (issue 26) in Chromium against the real server (espeak-ng speech, PGlite):
// projects — Ada writes a script and arranges two takes in one browser context; signed in again in a second
// context she finds the same script, voice and timeline; both edit, the later save is refused and that tab is
// told to reload with its edit shown to copy, and the first tab's edit is the one kept. Takes — three
// generations give three takes in the Takes panel, newest first, each playable; the second goes on the timeline
// from the panel; the third is deleted, its file leaves DATA_DIR and the storage figure drops by its size; deleting the second, which the timeline uses,
// asks first and takes its clip off the timeline.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeakingAccount } from './speech-support/speech-accounts';
import { startSpeechJourney, type SpeechJourney } from './speech-support/speech-journey';
import { clipLabels, clips, openSpeechPage, script } from './speech-support/speech-page';
import { apiGet, type VoiceServer } from './voice-support/voice-server';

const texts = {
  generated: 'Speech generated successfully!',
  addedToTimeline: 'Audio added to timeline!',
  saved: 'Saved',
  reload:
    'This project was changed in another tab or browser. Please reload the page to see the latest version.',
};

let journey: SpeechJourney;
let server: VoiceServer;
let browser: Browser;
let ada: SpeakingAccount;
let cy: SpeakingAccount;

beforeAll(async () => {
  journey = await startSpeechJourney(['ada', 'cyd']);
  ({ server, browser } = journey);
  [ada, cy] = journey.accounts as [SpeakingAccount, SpeakingAccount];
}, 300_000);

afterAll(() => journey?.stop());

/** A fresh session of the account, as signing in on another browser gives. */
async function signIn(account: SpeakingAccount): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: 'speech-journeys' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`login answered ${response.status}`);
  return body.token;
}

const open = (account: SpeakingAccount, token = account.token) =>
  openSpeechPage(browser, { baseURL: server.baseUrl, token, voiceName: account.voice.name });

const saveStatus = (page: Page) => page.locator('[data-slot="project-save-status"]');
const takesPanel = (page: Page) => page.getByRole('region', { name: 'Takes' });
const takeItems = (page: Page) => takesPanel(page).getByRole('listitem');

async function generate(page: Page, text: string, takesBefore: number): Promise<void> {
  await script(page).fill(text);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect.poll(() => takeItems(page).count(), { timeout: 60_000 }).toBe(takesBefore + 1);
}

async function waitSaved(page: Page): Promise<void> {
  await expect.poll(() => saveStatus(page).textContent(), { timeout: 20_000 }).toBe(texts.saved);
}

describe('the project on the account', () => {
  it('follows the creator to another browser, and a later save from a stale tab is refused', async () => {
    const first = await open(ada);
    let second: Awaited<ReturnType<typeof open>> | null = null;
    try {
      const a = first.page;
      // Two takes, each added to the timeline from the generated player.
      await generate(a, 'The first take of my project.', 0);
      await a
        .getByRole('region', { name: 'Generated speech' })
        .getByRole('button', { name: 'Add to Timeline' })
        .click();
      await expect.poll(() => clips(a).count()).toBe(1);
      await generate(a, 'And here is the second take.', 1);
      await a
        .getByRole('region', { name: 'Generated speech' })
        .getByRole('button', { name: 'Add to Timeline' })
        .click();
      await expect.poll(() => clips(a).count()).toBe(2);
      await script(a).fill('My script, kept on the account.');
      await waitSaved(a);
      const arranged = await clipLabels(a);

      // Signed in elsewhere: the same script, voice and timeline.
      second = await open(ada, await signIn(ada));
      const b = second.page;
      await expect
        .poll(() => script(b).inputValue(), { timeout: 20_000 })
        .toBe('My script, kept on the account.');
      await expect.poll(() => clipLabels(b), { timeout: 20_000 }).toEqual(arranged);
      await expect(b.getByRole('combobox', { name: /Choose Voice/ }).textContent()).resolves.toContain(
        'ada pro',
      );

      // Both edit: A saves first; B's save is over an older version and is refused.
      await script(a).fill('Edited in the first browser.');
      await waitSaved(a);
      await script(b).fill('Edited in the second browser.');
      const conflict = b.locator('[data-slot="project-conflict"]');
      await conflict.waitFor({ timeout: 20_000 });
      await expect(conflict.textContent()).resolves.toContain(texts.reload);
      // Nothing is lost: B's edit is there to copy, A's is on the account.
      await expect(conflict.getByRole('textbox').inputValue()).resolves.toBe('Edited in the second browser.');
      const saved = await apiGet<{ data: { settings: { text: string } } }>(
        server.baseUrl,
        ada.token,
        '/api/speech/project',
      );
      expect(saved.data.settings.text).toBe('Edited in the first browser.');

      // Reloading shows the latest version.
      await conflict.getByRole('button', { name: 'Reload page' }).click();
      await expect
        .poll(() => script(b).inputValue(), { timeout: 20_000 })
        .toBe('Edited in the first browser.');
      await expect.poll(() => clipLabels(b)).toEqual(arranged);
      expect([...first.pageErrors, ...second.pageErrors]).toEqual([]);
    } finally {
      await first.context.close();
      await second?.context.close();
    }
  }, 240_000);
});

describe('takes', () => {
  it('keeps every take: add one to the timeline from the panel, delete others', async () => {
    const { page, context, pageErrors } = await open(cy);
    try {
      await takesPanel(page).getByText('Your generated takes will appear here.').waitFor({ timeout: 20_000 });
      await generate(page, 'Take number one.', 0);
      await generate(page, 'Take number two.', 1);
      await generate(page, 'Take number three.', 2);
      await expect(takeItems(page).first().textContent()).resolves.toContain('Take number three.');
      await expect(takeItems(page).last().textContent()).resolves.toContain('Take number one.');

      // A take plays from a media link of its own, never the session token.
      const audio = takeItems(page).first().locator('audio');
      const link = new URL((await audio.getAttribute('src'))!, server.baseUrl);
      expect(link.pathname).toMatch(/^\/api\/audio\/[0-9a-f-]{36}$/);
      expect(link.searchParams.get('token')).not.toBe(cy.token);
      await audio.evaluate((element: HTMLAudioElement) => element.play());
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await audio.evaluate((element: HTMLAudioElement) => element.pause());

      // The second take onto the timeline, from the panel.
      await takesPanel(page).getByRole('button', { name: 'Add to Timeline “Take number two.”' }).click();
      await expect.poll(() => clipLabels(page)).toEqual([expect.stringMatching(/^Take number two\., /)]);

      // Delete the third: its file leaves DATA_DIR and the storage figure drops by its size.
      const { takes } = await apiGet<{ takes: { id: string; text: string }[] }>(
        server.baseUrl,
        cy.token,
        '/api/speech/takes',
      );
      const third = takes.find((take) => take.text === 'Take number three.')!;
      const thirdFile = storedSpeechFile(third.id);
      expect(existsSync(thirdFile)).toBe(true);
      const thirdBytes = statSync(thirdFile).size;
      const storedBefore = await storageTotal(cy);
      await takesPanel(page).getByRole('button', { name: 'Delete Take number three.' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.textContent()).resolves.not.toContain('timeline');
      await dialog.getByRole('button', { name: 'Delete take' }).click();
      await expect.poll(() => takeItems(page).count()).toBe(2);
      expect(existsSync(thirdFile)).toBe(false);
      expect(await storageTotal(cy)).toBe(storedBefore - thirdBytes);

      // The second is on the timeline: Delete asks first, then takes its clip off.
      await takesPanel(page).getByRole('button', { name: 'Delete Take number two.' }).click();
      await expect(dialog.textContent()).resolves.toContain(
        'It is on your timeline: its clips there are removed too.',
      );
      await dialog.getByRole('button', { name: 'Delete take' }).click();
      await expect.poll(() => takeItems(page).count()).toBe(1);
      await expect.poll(() => clips(page).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});

/** The storage figure the Account page shows for the account (GET /api/user/storage), in bytes. */
async function storageTotal(account: SpeakingAccount): Promise<number> {
  const usage = await apiGet<{ total_bytes: number }>(server.baseUrl, account.token, '/api/user/storage');
  return usage.total_bytes;
}

/** Where the take `id` is stored: DATA_DIR/media/<owner>/speech/<id>.wav. */
function storedSpeechFile(id: string): string {
  const media = join(server.dataDir, 'media');
  const found = readdirSync(media)
    .map((owner) => join(media, owner, 'speech', `${id}.wav`))
    .find((path) => existsSync(path));
  if (!found) throw new Error(`no stored file for ${id}`);
  return found;
}
