// The studio with TTS_URL pointing at a fake Chatterbox-TTS-Server (a boundary we do not own, speaking its
// documented protocol): a pro clone made on /create-voice uploads its references to the engine once while it
// trains; the speech page names the engine under the voice picker, Generate speaks through it in clone mode and
// the take lands on the timeline; with the engine gone the user reads the clear message and keeps every credit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { startFakeChatterbox, type FakeSpeechServer } from '@twin/server/testing/fake-speech-servers';
import { consentThroughApi } from './consent-support/consent-api';
import { saveScreenshot } from './support/browser';
import { createAccount } from './speech-support/speech-accounts';
import { savedClips, script, waitForVoice } from './speech-support/speech-page';
import { makeSpeechWav } from './voice-support/audio-fixtures';
import { createProVoiceInStudio, openCreateVoice } from './voice-support/create-voice-page';
import { apiGet, startVoiceServer, type VoiceServer } from './voice-support/voice-server';

let fake: FakeSpeechServer;
let server: VoiceServer;
let browser: Browser;
let mediaDir: string;
let reference: string;
let ada: { token: string; email: string };
const voiceName = 'Ada on Chatterbox';

beforeAll(async () => {
  fake = await startFakeChatterbox();
  server = await startVoiceServer({ TTS_URL: fake.url });
  mediaDir = await mkdtemp(join(tmpdir(), 'twin-engine-media-'));
  reference = await makeSpeechWav(mediaDir, 'reference', 150);
  ada = await createAccount(server, { username: 'ada', tokens: 3600 });
  browser = await chromium.launch({ ...chromiumLaunchOptions, args: chromiumArgs });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe('speech through an HTTP engine', () => {
  it('names the engine, speaks through it in clone mode, and keeps the credits when it is gone', async () => {
    await consentThroughApi(server.baseUrl, ada.token, mediaDir, reference);
    const { page, context } = await openCreateVoice(browser, {
      baseURL: server.baseUrl,
      token: ada.token,
      viewport: { width: 1440, height: 1000 },
    });
    try {
      // The voice is made in the studio; while it trains, every reference clip goes to the engine, once.
      await createProVoiceInStudio(page, { file: reference, name: voiceName });
      const { models } = await apiGet<{ models: { id: string; model_name: string }[] }>(
        server.baseUrl,
        ada.token,
        '/api/voice/models',
      );
      const voice = models.find((model) => model.model_name === voiceName)!;
      const uploads = fake.requests.filter((request) => request.path === '/upload_reference');
      expect(uploads).toHaveLength(1);
      const uploaded = uploads[0]!.files!.map((file) => file.name);
      expect(uploaded.length).toBeGreaterThan(1);
      expect(uploaded.every((name) => name.startsWith(`twin-${voice.id}-`) && name.endsWith('.wav'))).toBe(
        true,
      );

      await page.getByRole('link', { name: 'Test Your Voice' }).click();
      await waitForVoice(page, voiceName);
      // The note speaks to creators: no engine name or address (issue 26).
      await expect
        .poll(() => page.locator('[data-slot="speech-engine"]').textContent())
        .toBe('Spoken in your own voice, cloned from your recordings.');

      const credits = page.getByRole('button', { name: /credits · \d+% remaining$/ }).first();
      const untouched = await credits.getAttribute('aria-label');
      fake.requests.length = 0;
      await script(page).fill('Hello from the studio. My twin speaks through Chatterbox.');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByText('Speech generated successfully!').waitFor({ timeout: 30_000 });
      const spoken = fake.requests.filter((request) => request.path === '/tts');
      expect(spoken.map((request) => request.json?.text)).toEqual([
        'Hello from the studio. My twin speaks through Chatterbox.',
      ]);
      expect(spoken[0]!.json).toMatchObject({ voice_mode: 'clone', output_format: 'wav', language: 'en' });
      expect(uploaded).toContain(spoken[0]!.json!.reference_audio_filename);
      await page
        .getByRole('region', { name: 'Generated speech' })
        .getByRole('button', { name: 'Add to Timeline' })
        .click();
      await expect.poll(async () => (await savedClips(page)).length).toBe(1);
      await saveScreenshot(page, 'speech-http-engine');

      // The take was charged (the sidebar refreshed); then the engine goes away.
      await expect.poll(() => credits.getAttribute('aria-label')).not.toBe(untouched);
      const before = await credits.getAttribute('aria-label');
      await fake.close();
      await script(page).fill('Nobody is answering now.');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page
        .getByText('The speech engine is not answering. Please try again in a few minutes.')
        .waitFor({ timeout: 30_000 });
      expect(await credits.getAttribute('aria-label')).toBe(before);
    } finally {
      await context.close();
    }
  });
});
