// Every story as a test in Debian's Chromium (never a downloaded browser): the story renders, its
// play function runs, and the a11y addon fails the test on any axe violation (parameters.a11y.test).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

export default defineProject({
  plugins: [storybookTest({ configDir: path.join(rootDir, '.storybook') })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      // Reduced motion: dialogs and toasts appear at once, so axe never measures a half-faded colour.
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
