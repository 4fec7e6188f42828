// Debian's Chromium through playwright-core for the end-to-end tests: one browser per test file,
// a fresh context (cookies, localStorage) per test, and a screenshot in .tmp/e2e/ when a test fails.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { repoRoot } from '../../scripts/local-server.mjs';

export const screenshotDir = join(repoRoot, '.tmp', 'e2e');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** A file-system-safe name for a test, used for its screenshots. */
export function screenshotName(testName: string): string {
  return (
    testName
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'test'
  );
}

/** Saves a full-page screenshot under .tmp/e2e/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${screenshotName(name)}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

export interface BrowserSession {
  /** The page of the current test (valid inside a test). */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly browser: Browser;
  /** Uncaught exceptions raised in the page during the current test. */
  readonly pageErrors: readonly string[];
}

/**
 * Registers the hooks that give each test of the current file a new browser context and page.
 * `baseURL` makes `page.goto('/login')` relative to the test server.
 */
export function runBrowserForFile(baseURL: () => string): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not start');
    context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterEach(async ({ task }) => {
    if (page && task.result?.state === 'fail') {
      const path = await saveScreenshot(page, `failed-${task.name}`).catch(() => null);
      if (path) console.error(`Screenshot of the failure: ${path}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get page() {
      if (!page) throw new Error('No page: use it inside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('No browser context: use it inside a test');
      return context;
    },
    get pageErrors() {
      return pageErrors;
    },
    get browser() {
      if (!browser) throw new Error('No browser: use it inside a test');
      return browser;
    },
  };
}
