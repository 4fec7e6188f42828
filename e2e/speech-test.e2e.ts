// The /test-vibe journeys of issue 11 in Chromium against the built server (its own speech-test service on the
// embedded espeak-ng engine, real ffmpeg), with a fake microphone playing a speech WAV the test makes: an uploaded
// ~10 s reference → API Available → text → the Speed slider moved by keyboard → Generate → progress → the result
// plays (a real click on the player) and downloads as a WAV as long as the page and the service say; a take
// recorded with the microphone (the m:ss counter runs) uploads by itself → Generate → plays; and a text file chosen
// as the reference is refused in the page with nothing sent or stored.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffprobeJson } from '@twin/server/testing/media-tools';
import { chromium, type Browser, type Locator, type Page, type Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { saveScreenshot } from './support/browser';
import { startLocalServer, type LocalServer } from './support/server';
import { makeSpeechWav } from './voice-support/audio-fixtures';
import { openSignedInPage } from './voice-support/voice-browser';
import { signUp } from './voice-support/voice-server';

/** The machine's texts (packages/machines/src/speech-test/speech-test.messages.ts), word for word. */
const texts = {
  notAudio: 'Please select an audio file',
  available: 'API Available',
  generate: 'Generate Speech',
  generating: 'Generating...',
};

interface ServedResult {
  download_url: string;
  duration: number;
  sample_rate: number;
  generation_time: number;
  file_size_bytes: number;
  audio_file: string;
}

let server: LocalServer;
let browser: Browser;
let token: string;
let mediaDir: string;
const media = { reference: '', microphone: '', notes: '' };

beforeAll(async () => {
  server = await startLocalServer({ echo: process.env.E2E_SERVER_ECHO === '1' });
  mediaDir = await mkdtemp(join(tmpdir(), 'twin-speech-test-media-'));
  [media.reference, media.microphone] = await Promise.all([
    makeSpeechWav(mediaDir, 'reference', 10),
    makeSpeechWav(mediaDir, 'microphone', 8),
  ]);
  media.notes = join(mediaDir, 'voice-notes.txt');
  await writeFile(media.notes, 'Not audio: notes about the voice I want.\n');
  if (!server.invitationCode) throw new Error(`The server printed no invitation:\n${server.output()}`);
  token = await signUp(server.baseUrl, {
    username: 'vera',
    email: 'vera@northwind.example',
    password: 'speech-test-page',
    signupCode: server.invitationCode,
  });
  // The fake microphone plays the speech WAV; no autoplay flag, so playing needs a real click.
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${media.microphone}`,
    ],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

/** /test-vibe signed in, once the health check has answered available. */
async function openTestVibe() {
  const opened = await openSignedInPage(browser, { baseURL: server.baseUrl, token });
  const { page } = opened;
  await page.goto('/test-vibe');
  await page.getByRole('heading', { name: 'Speech Test' }).waitFor({ timeout: 20_000 });
  await page
    .locator('[data-slot="health-badge"]')
    .getByRole('status')
    .filter({ hasText: texts.available })
    .waitFor({ timeout: 15_000 });
  return opened;
}

/** The result the service serves, read from the page's own status calls. */
function watchServedResult(page: Page): () => ServedResult | null {
  let served: ServedResult | null = null;
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/speech-test/status/')) return;
    response
      .json()
      .then((body: { job?: { status: string; result?: ServedResult | null } }) => {
        if (body.job?.status === 'completed' && body.job.result) served = body.job.result;
      })
      .catch(() => undefined);
  });
  return () => served;
}

/** Generate → the button says Generating... with the progress bar at queued 30% or processing 70% → the result. */
async function generate(page: Page): Promise<{ result: Locator; submitted: Record<string, unknown> }> {
  const submitted = page.waitForRequest((request) => request.url().endsWith('/api/speech-test/submit'));
  await page.getByRole('button', { name: texts.generate }).click();
  const body = (await submitted).postDataJSON() as Record<string, unknown>;
  await page.getByRole('button', { name: texts.generating }).waitFor({ timeout: 10_000 });
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await progress.waitFor({ timeout: 10_000 });
  expect(['30', '70']).toContain(await progress.getAttribute('aria-valuenow'));
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^(Queued|Processing)\.\.\.$/ })
      .count(),
  ).resolves.toBe(1);
  const result = page.locator('[data-slot="speech-test-result"]');
  await result.waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: texts.generate }).waitFor();
  expect(await progress.count()).toBe(0);
  return { result, submitted: body };
}

/** The player's metadata loaded; a real click on its play button; its clock advances. */
async function playByClick(result: Locator): Promise<number> {
  const audio = result.locator('audio');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
  expect(Number.isFinite(duration)).toBe(true);
  await expect(audio.evaluate((element: HTMLAudioElement) => element.paused)).resolves.toBe(true);
  const box = await audio.boundingBox();
  if (!box) throw new Error('The audio player is not on screen');
  // Chromium's media controls put play/pause at the left end of the bar.
  await audio.click({ position: { x: 22, y: box.height / 2 } });
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => (element.paused ? 0 : element.currentTime)), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.3);
  await audio.evaluate((element: HTMLAudioElement) => element.pause());
  return duration;
}

async function probeWav(path: string): Promise<{ format: string; codec: string; duration: number }> {
  const parsed = await ffprobeJson<{
    streams: { codec_name: string }[];
    format: { format_name: string; duration: string };
  }>(['-select_streams', 'a:0', '-show_entries', 'stream=codec_name:format=format_name,duration', path]);
  return {
    format: parsed.format.format_name,
    codec: parsed.streams[0]?.codec_name ?? '',
    duration: Number(parsed.format.duration),
  };
}

async function referencesStored(): Promise<string[]> {
  const dir = join(server.dataDir, 'speech-test', 'references');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
}

describe('the speech test page (/test-vibe)', () => {
  it('generates from an uploaded reference, plays it and downloads the WAV it shows', async () => {
    const { page, context, pageErrors } = await openTestVibe();
    const served = watchServedResult(page);
    try {
      const generateButton = page.getByRole('button', { name: texts.generate });
      await expect(generateButton.isDisabled()).resolves.toBe(true);

      await page.getByLabel('Choose a reference audio file').setInputFiles(media.reference);
      await page
        .locator('[data-slot="reference-ready"]')
        .filter({ hasText: 'Reference: reference.wav' })
        .waitFor({ timeout: 20_000 });
      await expect(generateButton.isEnabled()).resolves.toBe(true);

      const text = 'Good morning. This is my voice, speaking a sentence I never recorded.';
      await page.getByLabel('Text').fill(text);
      const speed = page.getByRole('slider', { name: 'Speed' });
      await expect(speed.getAttribute('aria-valuenow')).resolves.toBe('1');
      await speed.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(speed.getAttribute('aria-valuenow')).resolves.toBe('1.2');

      const { result, submitted } = await generate(page);
      expect(submitted).toMatchObject({
        text,
        ref_url: expect.stringMatching(/^reference:/),
        cfg_scale: 1.3,
        inference_steps: 20,
        seed: 42,
        speed: 1.2,
      });
      await expect.poll(served, { timeout: 5_000 }).not.toBeNull();
      const answer = served()!;
      await saveScreenshot(page, 'speech-test-uploaded-result');

      // What the page shows is what the service made.
      const detail = (term: string) =>
        result
          .locator('dl > div')
          .filter({ has: page.locator('dt', { hasText: term }) })
          .locator('dd');
      await expect(detail('Duration').innerText()).resolves.toBe(`${answer.duration.toFixed(1)} s`);
      await expect(detail('Sample rate').innerText()).resolves.toBe(`${answer.sample_rate} Hz`);
      await expect(result.getByText(answer.audio_file, { exact: true }).isVisible()).resolves.toBe(true);
      expect(answer.duration).toBeGreaterThan(1.5);
      // The service names /api/download/<file>; the page plays it from /download/ under its base.
      expect(answer.download_url).toBe(`/api/download/${answer.audio_file}`);
      await expect(result.locator('audio').getAttribute('src')).resolves.toBe(
        `/api/speech-test/download/${answer.audio_file}`,
      );

      const playerSeconds = await playByClick(result);
      expect(Math.abs(playerSeconds - answer.duration)).toBeLessThan(0.05);

      const downloading = page.waitForEvent('download');
      await result.getByRole('button', { name: 'Download' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(answer.audio_file);
      const saved = join(mediaDir, `downloaded-${download.suggestedFilename()}`);
      await download.saveAs(saved);
      const bytes = await readFile(saved);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
      expect(bytes.length).toBe(answer.file_size_bytes);
      const probed = await probeWav(saved);
      expect(probed.format).toBe('wav');
      expect(probed.codec).toMatch(/^pcm_/);
      expect(Math.abs(probed.duration - answer.duration)).toBeLessThan(0.05);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('records a reference with the fake microphone, uploads it by itself, generates and plays', async () => {
    const { page, context, pageErrors } = await openTestVibe();
    try {
      const uploaded = page.waitForResponse((response) =>
        response.url().endsWith('/api/speech-test/upload-reference'),
      );
      await page.getByRole('button', { name: 'Start Recording' }).click();
      const timer = page.getByRole('timer', { name: 'Recording time' });
      await timer.waitFor({ timeout: 10_000 });
      const counted = new Set<string>();
      const deadline = Date.now() + 10_000;
      while (!counted.has('0:03') && Date.now() < deadline) {
        counted.add(await timer.innerText());
        await page.waitForTimeout(100);
      }
      expect([...counted].filter((shown) => ['0:00', '0:01', '0:02', '0:03'].includes(shown)).length).toBe(
        counted.size,
      );
      expect(counted.has('0:03')).toBe(true);
      expect(counted.size).toBeGreaterThanOrEqual(3);
      await page.getByRole('button', { name: 'Stop Recording' }).click();

      // Nothing to click: the take goes up on its own and becomes the reference.
      const upload = await uploaded;
      expect(upload.status()).toBe(200);
      await expect(upload.json()).resolves.toMatchObject({
        success: true,
        url: expect.stringMatching(/^reference:/),
      });
      await page
        .locator('[data-slot="reference-ready"]')
        .filter({ hasText: /^Reference: recording \(0:0[34]\)$/ })
        .waitFor({ timeout: 20_000 });

      await page.getByLabel('Text').fill('A recorded voice, three seconds long, is enough for a test.');
      const { result } = await generate(page);
      await saveScreenshot(page, 'speech-test-recorded-result');
      await playByClick(result);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("refuses a text file as the reference with 'Please select an audio file', sending and storing nothing", async () => {
    const storedBefore = await referencesStored();
    const { page, context, pageErrors } = await openTestVibe();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/speech-test/upload-reference')) uploads.push(request.url());
    });
    try {
      await page.getByLabel('Choose a reference audio file').setInputFiles(media.notes);
      await page.getByRole('alert').filter({ hasText: texts.notAudio }).waitFor({ timeout: 10_000 });
      await expect(page.getByRole('alert').filter({ hasText: texts.notAudio }).innerText()).resolves.toBe(
        texts.notAudio,
      );
      await page.getByLabel('Text').fill('Some text to speak.');
      await expect(page.getByRole('button', { name: texts.generate }).isDisabled()).resolves.toBe(true);
      await expect(page.locator('[data-slot="reference-ready"]').count()).resolves.toBe(0);
      await saveScreenshot(page, 'speech-test-refused-text-file');
      expect(uploads).toEqual([]);
      await expect(referencesStored()).resolves.toEqual(storedBefore);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
