// The /create-voice page driven as a creator would: the spec's texts, opening the page signed in, the reference
// language, the training banner's statuses, the categorization wizard, and a whole pro clone made from an upload.
import type { Browser, Page } from 'playwright-core';
import { openSignedInPage, type SignedInPageOptions } from './voice-browser';

export const voiceTexts = {
  queued: 'Job queued for processing...',
  processing: 'Processing audio...',
  training: 'Training voice model...',
  trainingComplete: 'Training completed! Your voice model is ready.',
  proSaved: 'Pro voice clone saved successfully!',
  quickSaved: 'Quick voice clone saved successfully!',
  configured: 'Voice controls configured successfully! Your voice is now ready to use.',
  markedCompleted: 'Voice marked as completed successfully!',
  notAudio: 'Please select an audio file.',
  tooShort: 'Audio too short. Please upload at least 2 minutes of audio.',
  unreadable: 'Could not read audio file. Please try a different file.',
  tooLarge: 'File too large. Maximum size is 200MB.',
};

export async function openCreateVoice(browser: Browser, options: SignedInPageOptions) {
  const opened = await openSignedInPage(browser, options);
  await opened.page.goto('/create-voice');
  await opened.page.getByRole('heading', { name: 'Create Your Voice' }).waitFor({ timeout: 20_000 });
  return opened;
}

export async function chooseReferenceLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Reference Language' }).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** Collects every status text the training banner shows until `until` appears. */
export async function watchJobStatuses(page: Page, until: RegExp, timeoutMs: number): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const banner = page.locator('[data-slot="voice-job-banner"]');
    const text =
      (await banner.count()) > 0
        ? await banner
            .first()
            .innerText()
            .catch(() => '')
        : '';
    for (const status of [voiceTexts.queued, voiceTexts.processing, voiceTexts.training]) {
      if (text.includes(status) && seen.at(-1) !== status) seen.push(status);
    }
    if (until.test(text)) return seen;
    await page.waitForTimeout(250);
  }
  throw new Error(`The job did not reach ${until} in time; statuses seen: ${seen.join(' → ')}`);
}

/** Goes through the categorization wizard: five steps, or the under-4-clips offer. */
export async function finishSetup(page: Page): Promise<'configured' | 'completed'> {
  const dialog = page.getByRole('dialog', { name: 'Set Up Your Voice' });
  await dialog.waitFor({ timeout: 30_000 });
  const offer = dialog.getByRole('button', { name: 'Mark as Completed' });
  const firstStep = dialog.getByText(/^Step 1 of 5/);
  await offer.or(firstStep).first().waitFor({ timeout: 30_000 });
  if (await offer.isVisible()) {
    await offer.click();
    await page.getByText(voiceTexts.markedCompleted).waitFor({ timeout: 20_000 });
    return 'completed';
  }
  for (let step = 1; step <= 5; step += 1) {
    await dialog.getByText(new RegExp(`^Step ${step} of 5`)).waitFor();
    const suggested = dialog.locator('[data-slot="clip-option"]', { hasText: 'Suggested:' });
    const option =
      (await suggested.count()) > 0 ? suggested.first() : dialog.locator('[data-slot="clip-option"]').first();
    await option.getByRole('radio').check();
    await dialog.getByRole('button', { name: step === 5 ? 'Finish Setup' : 'Next' }).click();
  }
  await page.getByText(voiceTexts.configured).waitFor({ timeout: 20_000 });
  return 'configured';
}

/**
 * A pro clone from an uploaded reference, in English: created, trained, set up, and listed as Ready. The
 * page must show a passed consent (issue 23; e2e/consent-support/consent-api.ts records one).
 */
export async function createProVoiceInStudio(
  page: Page,
  options: { file: string; name: string },
): Promise<void> {
  await page
    .locator('[data-slot="consent-panel"]')
    .getByText('Consent recorded')
    .waitFor({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Upload' }).click();
  await page.getByLabel('Choose an audio file').setInputFiles(options.file);
  await page.getByRole('button', { name: 'Upload Different File' }).waitFor({ timeout: 15_000 });
  await page.getByLabel('Voice Name').fill(options.name);
  await chooseReferenceLanguage(page, 'English');
  await page.getByRole('button', { name: 'Create Voice' }).click();
  await page.getByText(voiceTexts.proSaved).waitFor({ timeout: 60_000 });
  await watchJobStatuses(page, /Training Complete!|Training failed/, 150_000);
  await page.getByText(voiceTexts.trainingComplete).waitFor();
  await finishSetup(page);
  await page
    .locator('[data-slot="voice-row"]', { hasText: options.name })
    .getByText('Ready')
    .waitFor({ timeout: 15_000 });
}
