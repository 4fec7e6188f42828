// The public site (issue 3) as visitors use it, in Chromium against the built server: the
// questionnaire's rule at every step, a failed submit that keeps every answer, a double-clicked
// submit stored once (checked with `npm run admin -- leads:list`), the booking fallback without
// BOOKING_URL and the thank-you screen; the enterprise form's two-second 'Sending...'; the demo
// video (play, seek, reset at the end); the floating 'Get Started' after one viewport.
import { spawn } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runBrowserForFile, saveScreenshot } from './support/browser';
import { repoRoot, runServerForFile } from './support/server';

const server = runServerForFile();
const session = runBrowserForFile(() => server().baseUrl);

const texts = {
  incomplete: 'Please complete this step before continuing.',
  submitFailed: 'There was an error submitting your form. Please try again.',
  thanks: 'Thank you! We are looking forward to speaking with you.',
  contactThanks: "We've received your inquiry and will get back to you within 24 hours.",
};

/** `npm run admin -- leads:list` against the running server's DATA_DIR (through its admin socket). */
function leadsList(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '--', 'leads:list'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: server().dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`leads:list exited ${code}:\n${output}`)),
    );
  });
}

const linesWith = (output: string, needle: string) =>
  output.split('\n').filter((line) => line.includes(needle));

async function alert(page: Page, text: string) {
  const element = page.getByRole('alert').filter({ hasText: text });
  await element.waitFor({ state: 'visible', timeout: 15_000 });
  return element;
}

/** Picks an answer by clicking its card, as a visitor does (the radio itself is visually hidden). */
async function choose(page: Page, answer: string) {
  await page.getByRole('radio', { name: answer, exact: true }).locator('xpath=ancestor::label').click();
  expect(await page.getByRole('radio', { name: answer, exact: true }).isChecked()).toBe(true);
}

async function pressContinue(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Continue on a blank step shows the spec's message; answering moves on to `next`. */
async function refusedThenAnswered(page: Page, answer: () => Promise<void>, next: string) {
  await pressContinue(page);
  await alert(page, texts.incomplete);
  await answer();
  await pressContinue(page);
  await page.getByText(next, { exact: true }).waitFor({ timeout: 15_000 });
  expect(await page.getByRole('alert').count()).toBe(0);
}

async function fillContact(page: Page, contact: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First Name').fill(contact.firstName);
  await page.getByLabel('Last Name').fill(contact.lastName);
  await page.getByLabel('Email').fill(contact.email);
}

async function openQuestionnaire(page: Page) {
  await page.goto('/contact-form');
  await page.getByRole('heading', { name: 'Which industry are you in?' }).waitFor();
  // The island is interactive once hydrated (its container is marked then).
  await page.locator('#questionnaire-island[data-hydrated]').waitFor({ state: 'attached' });
}

describe('the Get Started questionnaire', () => {
  it('refuses each step until answered, keeps answers after a failed submit, stores a double-clicked submit once', async () => {
    const { page } = session;
    await openQuestionnaire(page);
    await page.getByText('Step 1 of 6', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Go Back' }).count()).toBe(0);

    await refusedThenAnswered(page, () => choose(page, 'Media & Entertainment'), 'Step 2 of 6');
    await refusedThenAnswered(page, () => choose(page, '101-200 hours'), 'Step 3 of 6');
    await refusedThenAnswered(page, () => choose(page, 'Maybe'), 'Step 4 of 6');
    await refusedThenAnswered(page, () => choose(page, 'Under 1 minute'), 'Step 5 of 6');
    // Goals of only spaces are blank.
    await page.getByLabel('Your goals').fill('   ');
    await refusedThenAnswered(
      page,
      () => page.getByLabel('Your goals').fill('Weekly product updates in four languages'),
      'Step 6 of 6',
    );

    // Go Back clears the message and keeps the answer.
    await page.getByRole('button', { name: 'Next' }).click();
    await alert(page, texts.incomplete);
    await page.getByRole('button', { name: 'Go Back' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByLabel('Your goals').inputValue()).toBe('Weekly product updates in four languages');
    await pressContinue(page);

    // Contact: names and a basic e-mail are required.
    await fillContact(page, { firstName: 'Linnea', lastName: 'Berg', email: 'linnea@nordic' });
    await page.getByRole('button', { name: 'Next' }).click();
    await alert(page, texts.incomplete);
    await page.getByText('Please enter a valid e-mail address.').waitFor();
    await page.getByLabel('Email').fill('linnea@nordicmedia.example');
    // The dial code: +1 by default, searchable by country.
    await page.getByRole('button', { name: 'Country code: +1 United States / Canada' }).click();
    await page.getByRole('combobox', { name: 'Search country or code' }).fill('norw');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Country code: +47 Norway' }).waitFor();
    await page.getByLabel('Phone').fill('412 34 567');
    await page.getByLabel('Company').fill('Nordic Media');

    // The server fails once: the spec's message, every answer still there.
    await page.route('**/api/contact-form', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Something went wrong."}',
      }),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await alert(page, texts.submitFailed);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Linnea');
    expect(await page.getByLabel('Email').inputValue()).toBe('linnea@nordicmedia.example');
    expect(await page.getByLabel('Phone').inputValue()).toBe('412 34 567');
    await page.getByRole('button', { name: 'Go Back' }).click();
    expect(await page.getByLabel('Your goals').inputValue()).toBe('Weekly product updates in four languages');
    await pressContinue(page);
    await page.unroute('**/api/contact-form');
    expect(linesWith(await leadsList(), 'linnea@nordicmedia.example')).toEqual([]);

    // A double click on Next: one request, 'Submitting...' meanwhile, one stored lead.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact-form'))
        posts.push(request.postData() ?? '');
    });
    await page.route('**/api/contact-form', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Next' }).dblclick();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    await page.getByRole('heading', { name: 'Schedule Your Meeting' }).waitFor({ timeout: 15_000 });
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({
      industry: 'Media & Entertainment',
      videoProductionHours: '101-200 hours',
      localization: 'Maybe',
      videoLength: 'Under 1 minute',
      goals: 'Weekly product updates in four languages',
      firstName: 'Linnea',
      lastName: 'Berg',
      email: 'linnea@nordicmedia.example',
      countryCode: '+47',
      phone: '+47 412 34 567',
      company: 'Nordic Media',
    });

    // Without BOOKING_URL: the contact e-mail instead of an empty frame.
    const mail = page.getByRole('link', { name: /@/ }).filter({ hasText: '@' }).first();
    await mail.waitFor({ timeout: 15_000 });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:.+@.+\..+/);
    expect(await page.locator('iframe').count()).toBe(0);
    await saveScreenshot(page, 'marketing-booking-fallback');

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: texts.thanks }).waitFor();
    expect(await page.getByRole('link', { name: 'Go Back Home' }).getAttribute('href')).toBe('/');

    // The lead is stored, once, with everything the visitor typed.
    const rows = linesWith(await leadsList(), 'linnea@nordicmedia.example');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Linnea Berg');
    expect(rows[0]).toContain('+47 412 34 567');
    expect(rows[0]).toContain('Nordic Media');
    expect(rows[0]).toContain('Media & Entertainment');

    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(session.pageErrors).toEqual([]);
  });

  it('keeps a draft through a reload', async () => {
    const { page } = session;
    await openQuestionnaire(page);
    await choose(page, 'Consulting');
    await pressContinue(page);
    await page.getByText('Step 2 of 6', { exact: true }).waitFor();
    await page.reload();
    await openQuestionnaire(page);
    await page.waitForFunction(
      () =>
        (document.querySelector('input[value="Consulting"]') as HTMLInputElement | null)?.checked === true,
    );
  });
});

describe('the enterprise contact form', () => {
  it("needs name, e-mail and message, reads 'Sending...' for two seconds, then thanks", async () => {
    const { page } = session;
    await page.goto('/contact');
    await page.locator('#enterprise-contact-island[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Inquiry Type').inputValue()).toBe('enterprise');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter your full name.').waitFor();
    await page.getByText('Please enter a message.').waitFor();

    await page.getByLabel('Full Name').fill('Jonas Weber');
    await page.getByLabel('Email Address').fill('jonas@lernwerk.example');
    await page.getByLabel('Inquiry Type').selectOption('custom');
    await page.getByLabel('Message', { exact: true }).fill('We want to connect our LMS.');
    let requestsToServer = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requestsToServer += 1;
    });
    const started = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 10_000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
    expect(elapsed).toBeLessThan(4_000);
    await page.getByText(texts.contactThanks).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe('/account');
    expect(requestsToServer).toBe(0);
  });
});

describe('the landing page', () => {
  it('plays the demo video, seeks, and resets at the end', async () => {
    const { page } = session;
    await page.goto('/');
    const player = page.locator('[data-slot="demo-video"]');
    expect(await player.getAttribute('data-state')).toBe('idle');
    await page.getByRole('button', { name: 'Watch the demo 0:16' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-slot="demo-video"]')?.getAttribute('data-state') === 'playing',
    );
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, undefined, {
      timeout: 15_000,
    });

    // Controls: pause, then seek with the keyboard (5 s per arrow).
    // The state follows the video's own 'pause' event, which arrives after the click resolves.
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-slot="demo-video"]')?.getAttribute('data-state') === 'paused',
    );
    const before = await page.evaluate(() => document.querySelector('video')!.currentTime);
    await page.getByRole('slider', { name: 'Seek' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const after = await page.evaluate(() => document.querySelector('video')!.currentTime);
    expect(after).toBeCloseTo(Math.min(before + 10, 16.2), 0);
    expect(await page.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toMatch(
      /^0:1\d of 0:16$/,
    );

    // Near the end, play on: the video ends and resets to the start with the overlay.
    await page.evaluate(() => {
      const video = document.querySelector('video')!;
      video.currentTime = video.duration - 0.6;
    });
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-slot="demo-video"]')?.getAttribute('data-state') === 'idle',
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect(await page.evaluate(() => document.querySelector('video')!.currentTime)).toBe(0);
    await page.getByRole('button', { name: 'Watch the demo 0:16' }).waitFor({ state: 'visible' });
    expect(session.pageErrors).toEqual([]);
  });

  it("shows the floating 'Get Started' only past one viewport of scrolling", async () => {
    const { page } = session;
    await page.goto('/');
    const floating = page.locator('[data-slot="floating-get-started"] a');
    expect(await floating.isVisible()).toBe(false);
    const viewportHeight = await page.evaluate(() => window.innerHeight);
    await page.mouse.wheel(0, viewportHeight - 100);
    await page.waitForTimeout(300);
    expect(await floating.isVisible()).toBe(false);
    await page.evaluate((y) => window.scrollTo(0, y), viewportHeight + 40);
    await floating.waitFor({ state: 'visible', timeout: 5_000 });
    await saveScreenshot(page, 'marketing-floating-get-started');
    await floating.click();
    await page.waitForURL((url) => url.pathname === '/contact-form');
  });

  it('serves every public page pre-rendered, with its spec heading, before any script runs', async () => {
    const { browser } = session;
    const context = await browser.newContext({ baseURL: server().baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, heading] of [
        ['/', 'Create Your Digital Twin'],
        ['/thank-you', 'What Happens Next'],
        ['/privacy', 'Privacy Policy'],
        ['/contact-form', 'Which industry are you in?'],
        ['/contact', 'Send us a message'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading }).waitFor({ timeout: 5_000 });
      }
    } finally {
      await context.close();
    }
  });
});
