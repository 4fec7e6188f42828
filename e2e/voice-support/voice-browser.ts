// Chromium for the voice journeys: the project's launch settings plus a fake microphone that
// plays a WAV (--use-fake-device-for-media-stream --use-fake-ui-for-media-stream
// --use-file-for-fake-audio-capture) or a fake camera that shows a Y4M, and a signed-in page (the token put in localStorage before
// the app starts; the hidden voice modes revealed when asked).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/** Chromium whose media devices are fakes that need no permission prompt, playing what `captureArgs` name. */
function launchWithFakeMedia(captureArgs: string[]): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...captureArgs,
    ],
  });
}

export function launchWithFakeMicrophone(wavPath: string): Promise<Browser> {
  return launchWithFakeMedia([
    `--use-file-for-fake-audio-capture=${wavPath}`,
    '--autoplay-policy=no-user-gesture-required',
  ]);
}

/** Chromium whose camera shows `y4mPath` (--use-file-for-fake-video-capture), for the video recorder. */
export function launchWithFakeCamera(y4mPath: string): Promise<Browser> {
  return launchWithFakeMedia([`--use-file-for-fake-video-capture=${y4mPath}`]);
}

export interface SignedInPageOptions {
  baseURL: string;
  token: string;
  showAllVoiceModes?: boolean;
  viewport?: { width: number; height: number };
}

export async function openSignedInPage(
  browser: Browser,
  options: SignedInPageOptions,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    permissions: ['microphone'],
  });
  await context.addInitScript(
    ({ token, showAll }) => {
      window.localStorage.setItem('token', token);
      if (showAll) window.localStorage.setItem('twin.showAllVoiceModes', '1');
    },
    { token: options.token, showAll: options.showAllVoiceModes ?? false },
  );
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}
