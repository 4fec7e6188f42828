// The consent journey of issue 23 in Chromium against the real server (its words, voice and face
// checks, PGlite, ffmpeg), with a fake camera and microphone the test makes: the astronaut portrait
// animated as the camera and espeak-ng reading the sentence as the microphone. The phrase is random,
// so the test first asks the API for the user's pending sentence (the page shows the same one).
// 1. Reading the phrase on camera passes. 2. The pro clone is created under that consent, from a
// reference in the same espeak-ng voice, and its row says so. 3. A recording of other words (a second
// Chromium with another microphone file, a second account) is refused with the server's message. One
// server and temporary folder for the files; each Chromium is launched once for its set of media files.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { pendingConsentChallenge, type ConsentChallenge } from './consent-support/consent-api';
import {
  durationOf,
  makeFaceCameraY4m,
  makeReferenceWav,
  makeSentenceWav,
  withSpeakerSample,
} from './consent-support/consent-media';
import { saveScreenshot } from './support/browser';
import { chooseReferenceLanguage, openCreateVoice, voiceTexts } from './voice-support/create-voice-page';
import {
  apiGet,
  createSignupCode,
  signUp,
  startVoiceServer,
  type VoiceServer,
} from './voice-support/voice-server';

const texts = {
  notHeard: 'We could not hear the phrase. Please read it again.',
  passed: 'Consent recorded',
  heard: 'We heard the phrase.',
};

let server: VoiceServer;
let mediaDir: string;
let token: string;
let challenge: ConsentChallenge;
let camera: string;
let sentenceWav: string;
/** The pro clone's reference: the same voice reading the sentence again, then a longer text. */
let reference: string;
/** Chromium whose microphone reads the user's sentence. */
let reader: Browser;
const browsers: Browser[] = [];

async function launchWithFakeCameraAndMicrophone(y4m: string, wav: string): Promise<Browser> {
  const launched = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${y4m}`,
      `--use-file-for-fake-audio-capture=${wav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  browsers.push(launched);
  return launched;
}

beforeAll(async () => {
  server = await startVoiceServer();
  mediaDir = await mkdtemp(join(tmpdir(), 'twin-consent-media-'));
  const code = await createSignupCode(server.dataDir, [
    '--plan',
    'Growth',
    '--tokens',
    '600',
    '--clones',
    '3',
  ]);
  token = await signUp(server.baseUrl, {
    username: 'noor',
    email: 'noor@northwind.example',
    password: 'consent-journey',
    signupCode: code,
  });
  challenge = await pendingConsentChallenge(server.baseUrl, token);
  // The reference opens with the whole sentence, as a creator who reads it again: the classical voice
  // check depends on what is said (offline, 0.82-0.90 with the statement alone, 0.87-0.94 with the phrase too).
  [camera, sentenceWav, reference] = await Promise.all([
    makeFaceCameraY4m(mediaDir),
    makeSentenceWav(mediaDir, 'sentence', challenge),
    makeReferenceWav(mediaDir, 130, `${challenge.statement} ${challenge.phrase}. ${challenge.phrase}.`),
  ]);
  // The reader goes on speaking for 15 s after the sentence (the reference's start), as the other journeys'
  // consents do: with the sentence alone the score sat 0.11-0.18 above the threshold offline, and a CI run
  // on a busy machine refused the pro clone once ('This voice does not match your consent recording.').
  const spoken = await withSpeakerSample(mediaDir, 'sentence-and-more', sentenceWav, reference, 15);
  reader = await launchWithFakeCameraAndMicrophone(camera, spoken);
  sentenceWav = spoken;
}, 240_000);

afterAll(async () => {
  await Promise.all(browsers.map((browser) => browser.close()));
  await server?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/**
 * Record Consent → the 3-2-1 count-in → the camera → recording until the page's own timer has passed the file's length
 * (the fake microphone plays it from the start) → Stop → the take plays back → Submit.
 */
async function readSentenceOnCamera(page: Page, wavSeconds: number): Promise<void> {
  const panel = page.locator('[data-slot="consent-panel"]');
  await panel.getByRole('button', { name: 'Record Consent' }).click();
  await panel.getByLabel('Camera preview').waitFor({ timeout: 20_000 });
  const until = Math.ceil(wavSeconds) + 1;
  const timer = panel.getByText(/^\d+:\d\d \/ 1:00$/);
  await expect
    .poll(
      async () => {
        const [minutes = 0, seconds = 0] = ((await timer.textContent()) ?? '0:00')
          .split(' ')[0]!
          .split(':')
          .map(Number);
        return minutes * 60 + seconds;
      },
      { timeout: 90_000, interval: 250 },
    )
    .toBeGreaterThanOrEqual(until);
  await panel.getByRole('button', { name: 'Stop' }).click();
  await panel.getByLabel('Your consent recording').waitFor({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Submit' }).click();
}

describe('consent before cloning', () => {
  it('passes when the phrase is read on camera', { timeout: 300_000 }, async () => {
    const { page, context, pageErrors } = await openCreateVoice(reader, { baseURL: server.baseUrl, token });
    try {
      const panel = page.locator('[data-slot="consent-panel"]');
      await panel.getByText(challenge.phrase, { exact: true }).waitFor({ timeout: 20_000 });
      await expect(panel.getByText(challenge.statement).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Create Voice' }).isDisabled()).resolves.toBe(true);
      await readSentenceOnCamera(page, await durationOf(sentenceWav));
      await panel.getByText(texts.passed).or(panel.getByRole('alert')).first().waitFor({ timeout: 180_000 });
      await expect(panel.getByRole('alert').allInnerTexts()).resolves.toEqual([]);
      await expect(panel.getByText(texts.heard).isVisible()).resolves.toBe(true);
      await saveScreenshot(page, 'consent-passed');
      const { consents } = await apiGet<{
        consents: { status: string; hasVideo: boolean; phrase: string; usedByVoiceId: string | null }[];
      }>(server.baseUrl, token, '/api/consent');
      expect(consents[0]).toMatchObject({
        status: 'passed',
        hasVideo: true,
        phrase: challenge.phrase,
        usedByVoiceId: null,
      });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates the pro clone under that consent, and its row says so', { timeout: 300_000 }, async () => {
    const { page, context, pageErrors } = await openCreateVoice(reader, { baseURL: server.baseUrl, token });
    try {
      // The passed consent not yet used is found again on a new visit.
      await page.locator('[data-slot="consent-panel"]').getByText(texts.passed).waitFor({ timeout: 20_000 });
      await page.getByRole('tab', { name: 'Upload' }).click();
      await page.getByLabel('Choose an audio file').setInputFiles(reference);
      await page.getByRole('button', { name: 'Upload Different File' }).waitFor({ timeout: 15_000 });
      await page.getByLabel('Voice Name').fill('Noor pro');
      await chooseReferenceLanguage(page, 'English');
      await page.getByRole('button', { name: 'Create Voice' }).click();
      const saved = page.getByText(voiceTexts.proSaved);
      await saved.or(page.getByRole('alert')).first().waitFor({ timeout: 180_000 });
      await expect(page.getByRole('alert').allInnerTexts()).resolves.toEqual([]);
      await expect(saved.isVisible()).resolves.toBe(true);
      const row = page.locator('[data-slot="voice-row"]', { hasText: 'Noor pro' });
      await expect
        .poll(() => row.innerText().catch(() => ''), { timeout: 20_000, interval: 250 })
        .toMatch(/Consent recorded \w+ \d{1,2}, \d{4}/);
      await saveScreenshot(page, 'consent-voice-created');
      const { models } = await apiGet<{ models: { model_name: string; consent: { id: string } | null }[] }>(
        server.baseUrl,
        token,
        '/api/voice/models',
      );
      const { consents } = await apiGet<{ consents: { id: string; usedByVoiceId: string | null }[] }>(
        server.baseUrl,
        token,
        '/api/consent',
      );
      const voice = models.find((model) => model.model_name === 'Noor pro');
      expect(voice?.consent?.id).toBe(consents[0]?.id);
      expect(consents[0]?.usedByVoiceId).not.toBeNull();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it(
    'refuses a recording of other words with the message, and Create Voice stays off',
    { timeout: 300_000 },
    async () => {
      // A second creator, so this test does not hang on the first one's consent being used by its voice;
      // the page gives them their own sentence, and this microphone reads another.
      const otherCode = await createSignupCode(server.dataDir, ['--plan', 'Growth', '--tokens', '600']);
      const otherToken = await signUp(server.baseUrl, {
        username: 'idris',
        email: 'idris@northwind.example',
        password: 'consent-journey-2',
        signupCode: otherCode,
      });
      const wrong = await makeSentenceWav(mediaDir, 'wrong', {
        statement: challenge.statement,
        // None of these words is among the phrases' words.
        phrase: 'yesterday my neighbour painted the garage blue',
      });
      const browser = await launchWithFakeCameraAndMicrophone(camera, wrong);
      const { page, context, pageErrors } = await openCreateVoice(browser, {
        baseURL: server.baseUrl,
        token: otherToken,
      });
      try {
        const panel = page.locator('[data-slot="consent-panel"]');
        await expect
          .poll(() => panel.innerText().catch(() => ''), { timeout: 20_000, interval: 250 })
          .toContain('Record Consent');
        await readSentenceOnCamera(page, await durationOf(wrong));
        await panel
          .getByRole('alert')
          .filter({ hasText: texts.notHeard })
          .waitFor({ timeout: 180_000 })
          .catch(async (error: unknown) => {
            await saveScreenshot(page, 'consent-refusal-not-shown');
            throw error;
          });
        await expect(panel.getByRole('button', { name: 'Retry' }).isEnabled()).resolves.toBe(true);
        await expect(page.getByRole('button', { name: 'Create Voice' }).isDisabled()).resolves.toBe(true);
        await saveScreenshot(page, 'consent-refused');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
