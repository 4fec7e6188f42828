// The accounts journey of issue 2 (item 10) as a person walks it in Chromium against the real
// server on a fresh DATA_DIR: invitation link → signup errors → signup → dashboard with credits →
// reload keeps the session → Logout → protected page sends to /login → wrong password → sign in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, runBrowserForFile } from './support/browser';
import { runServerForFile } from './support/server';

const server = runServerForFile();
const session = runBrowserForFile(() => server().baseUrl);

const newUser = { username: 'ada_lovelace', email: 'ada@example.com', password: 'analytical-engine' };

const texts = {
  missingCode: 'A valid signup code is required. Please contact an administrator for access.',
  invalidCode: 'Invalid or expired signup code. Please contact an administrator for a valid code.',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  wrongPassword: 'Invalid email or password.',
};

/** Waits until the page's path is `path` (client-side redirects included). */
async function expectPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe(path);
}

/** The text of the page's error alert, once one is shown. */
async function alertText(page: Page, text: string): Promise<string> {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor({ state: 'visible', timeout: 15_000 });
  return (await alert.innerText()).trim();
}

async function fillSignup(page: Page, form: { password: string; confirmPassword: string }) {
  await page.getByLabel('Username').fill(newUser.username);
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm Password').fill(form.confirmPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signIn(page: Page, password: string) {
  await page.getByLabel('Email').fill(newUser.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function expectWelcome(page: Page) {
  const greeting = page.getByRole('heading', { name: `Welcome, ${newUser.username}` });
  await greeting.waitFor({ state: 'visible', timeout: 15_000 });
}

describe('accounts: from invitation to dashboard and back', () => {
  it('follows the invitation link, signs up, keeps the session, logs out and signs in again', async () => {
    const { page } = session;
    const invitationUrl = server().invitationUrl;
    expect(invitationUrl, `the server printed no invitation line:\n${server().output()}`).toBeTruthy();
    const invitation = new URL(invitationUrl ?? '');
    expect(invitation.pathname).toBe('/signup');

    // Signup without a code: the form is hidden and the spec's message shows.
    await page.goto('/signup');
    expect(await alertText(page, texts.missingCode)).toBe(texts.missingCode);
    expect(await page.getByLabel('Username').count()).toBe(0);

    // A code the server does not know.
    await page.goto('/signup?code=NOT-A-REAL-CODE');
    expect(await alertText(page, texts.invalidCode)).toBe(texts.invalidCode);
    expect(await page.getByLabel('Username').count()).toBe(0);

    // The real invitation: the form shows what the code grants (Starter, 3600 tokens, 1 clone).
    await page.goto(`${invitation.pathname}${invitation.search}`);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page
      .getByText('Your invitation includes 3,600 credits and 1 voice clone.')
      .waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'signup');

    await fillSignup(page, { password: newUser.password, confirmPassword: 'something-else' });
    expect(await alertText(page, texts.passwordsDiffer)).toBe(texts.passwordsDiffer);

    await fillSignup(page, { password: 'abc', confirmPassword: 'abc' });
    expect(await alertText(page, texts.passwordTooShort)).toBe(texts.passwordTooShort);

    await fillSignup(page, { password: newUser.password, confirmPassword: newUser.password });
    await expectPath(page, '/dashboard');
    await expectWelcome(page);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

    // The sidebar's credit ring states the code's 3600 tokens, all remaining.
    const creditRing = page.getByRole('button', { name: '3,600 of 3,600 credits · 100% remaining' });
    await creditRing.waitFor({ state: 'visible', timeout: 15_000 });
    await expect(page.getByText(newUser.email).first().isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'dashboard');

    // A reload restores the saved session.
    await page.reload();
    await expectPath(page, '/dashboard');
    await expectWelcome(page);

    // Logout, then the protected page sends to /login, and the server no longer takes the old token.
    const oldToken = await page.evaluate(() => window.localStorage.getItem('token'));
    const profileWith = (token: string | null) =>
      page.evaluate(
        async (bearer) =>
          (await fetch('/api/auth/profile', { headers: { Authorization: `Bearer ${bearer}` } })).status,
        token,
      );
    expect(await profileWith(oldToken)).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => profileWith(oldToken)).toBe(401);
    await page.goto('/dashboard');
    await expectPath(page, '/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    // A wrong password shows the server's message.
    await signIn(page, 'not-the-password');
    expect(await alertText(page, texts.wrongPassword)).toBe(texts.wrongPassword);
    await expectPath(page, '/login');

    // The right one leads to the dashboard, and /login now sends there too.
    await signIn(page, newUser.password);
    await expectPath(page, '/dashboard');
    await expectWelcome(page);
    await page.goto('/login');
    await expectPath(page, '/dashboard');
    await expectWelcome(page);

    // The public home page sends a signed-in visitor to the dashboard as well.
    await page.goto('/');
    await expectPath(page, '/dashboard');
    await expectWelcome(page);

    expect(session.pageErrors).toEqual([]);
  });

  it("shows 'Loading...' while a saved session is checked, then sends a bad one to /login", async () => {
    const { page, context } = session;
    await context.addInitScript(() => window.localStorage.setItem('token', 'not-a-real-token'));
    // Hold the profile call so the restoring state can be seen.
    let releaseProfile: () => void = () => {};
    const profileHeld = new Promise<void>((resolve) => {
      releaseProfile = resolve;
    });
    await page.route('**/api/auth/profile', async (route) => {
      await profileHeld;
      await route.continue();
    });

    await page.goto('/account');
    await page.getByText('Loading...', { exact: true }).waitFor({ state: 'visible', timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/account');

    releaseProfile();
    await expectPath(page, '/login');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('sends a visitor of an unknown path to the public home page, with its hero and links', async () => {
    const { page } = session;
    await page.goto('/no-such-page');
    await expectPath(page, '/');
    await page.getByRole('heading', { name: 'Create Your Digital Twin' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Get Started' }).first().getAttribute('href'),
    ).toBe('/contact-form');
  });
});
