// The speech studio journeys of issue 5 in Chromium against the real server (espeak-ng speech,
// apertium translation, ffmpeg probing): a voice made through the voice-creation API; then on
// /text-to-speech: generate, Add to Timeline, Upload Audio, drag (mouse and keyboard), split at
// the cursor, delete, undo, zoom, play, Download Audio checked as a WAV (PCM, stereo, 44,100 Hz,
// 16-bit, as long as the timeline); a reload that finds the page as it was; a pending generation
// resent after a reload and a stale one not; English → Spanish; the insufficient-credit refusal.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { saveScreenshot } from './support/browser';
import { createSpeakingAccount, type SpeakingAccount } from './speech-support/speech-accounts';
import {
  chooseLanguage,
  clipLabels,
  clipNamed,
  clips,
  openSpeechPage,
  pressOnSlider,
  readStorage,
  savedClips,
  script,
  sliderValue,
  speechStorageKeys,
  timelineRegion,
  timelineTime,
  waitForVoice,
} from './speech-support/speech-page';
import { readWavFacts } from './speech-support/wav-file';
import { makeSpeechWav } from './voice-support/audio-fixtures';
import { startVoiceServer, type VoiceServer } from './voice-support/voice-server';

const texts = {
  generated: 'Speech generated successfully!',
  addedToTimeline: 'Audio added to timeline!',
  fileAdded: 'Audio file added to timeline!',
  translated: 'Text translated to Spanish',
};

let server: VoiceServer;
let browser: Browser;
let mediaDir: string;
let narrationWav: string;
let ada: SpeakingAccount;
let bob: SpeakingAccount;

beforeAll(async () => {
  server = await startVoiceServer();
  mediaDir = await mkdtemp(join(tmpdir(), 'twin-speech-media-'));
  const reference = await makeSpeechWav(mediaDir, 'reference', 150);
  narrationWav = await makeSpeechWav(mediaDir, 'narration', 6);
  [ada, bob] = await Promise.all([
    createSpeakingAccount(server, {
      username: 'ada',
      tokens: 3600,
      referenceWav: reference,
      voiceName: 'Ada pro',
    }),
    createSpeakingAccount(server, {
      username: 'bob',
      tokens: 3,
      referenceWav: reference,
      voiceName: 'Bob pro',
    }),
  ]);
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const openAs = (account: SpeakingAccount) =>
  openSpeechPage(browser, { baseURL: server.baseUrl, token: account.token, voiceName: account.voice.name });

const creditRing = (page: Page) => page.getByRole('button', { name: /credits · \d+% remaining$/ }).first();

/** Start seconds of the saved clip called `name`. */
async function savedStart(page: Page, name: string): Promise<number> {
  const clip = (await savedClips(page)).find((candidate) => candidate.name === name);
  if (!clip) throw new Error(`No saved clip named ${name}`);
  return clip.startTime;
}

async function timelineEnd(page: Page): Promise<number> {
  return Math.max(...(await savedClips(page)).map((clip) => clip.startTime + clip.duration));
}

/** Download Audio → the file's facts. */
async function downloadTimelineAudio(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    timelineRegion(page).getByRole('button', { name: 'Download Audio' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('timeline-audio.wav');
  const path = join(mediaDir, `${name}.wav`);
  await download.saveAs(path);
  return readWavFacts(path);
}

async function expectWavOfTimeline(page: Page, name: string) {
  const facts = await downloadTimelineAudio(page, name);
  expect(facts).toMatchObject({ audioFormat: 1, channels: 2, sampleRate: 44_100, bitsPerSample: 16 });
  const end = await timelineEnd(page);
  // The mix is exactly as long as the timeline's clips reach (whole samples).
  expect(Math.abs(facts.durationSeconds - end)).toBeLessThanOrEqual(1 / 44_100 + 1e-9);
  expect(facts.peak).toBeGreaterThan(1000);
  // …and that is the total the timeline shows.
  await expect(page.locator('[data-slot="timeline-status"]').innerText()).resolves.toContain(
    `Total duration: ${timelineTime(end)}`,
  );
  return facts;
}

describe('the speech studio', () => {
  it('generates, builds and edits a timeline, exports it, and finds it all again after a reload', async () => {
    const { page, context, pageErrors } = await openAs(ada);
    try {
      const timeline = timelineRegion(page);
      const creditsBefore = await creditRing(page).getAttribute('aria-label');

      // Generate in the pro voice, then Add to Timeline.
      await script(page).fill('Hello from the studio. This is my digital twin speaking.');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByText(texts.generated).waitFor({ timeout: 30_000 });
      const player = page.getByRole('region', { name: 'Generated speech' });
      await player.waitFor();
      // The player loads a media link: a token for this audio alone, never the session token.
      const audio = player.locator('audio');
      const link = new URL((await audio.getAttribute('src'))!, server.baseUrl);
      expect(link.pathname).toMatch(/^\/api\/audio\/[0-9a-f-]{36}$/);
      expect(link.searchParams.get('token')).toMatch(/\S/);
      expect(link.searchParams.get('token')).not.toBe(ada.token);
      await expect
        .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 10_000 })
        .toBeGreaterThan(0);
      // The sidebar's credits are refreshed after the generation.
      await expect
        .poll(() => creditRing(page).getAttribute('aria-label'), { timeout: 10_000 })
        .not.toBe(creditsBefore);
      await player.getByRole('button', { name: 'Add to Timeline' }).click();
      await page.getByText(texts.addedToTimeline).waitFor();
      await expect.poll(async () => (await savedClips(page)).length).toBe(1);
      const [speech] = await savedClips(page);
      const speechName = speech!.name;
      expect(speech).toMatchObject({ type: 'tts', startTime: 0, url: `/api/audio/${speech!.id}` });
      await clipNamed(page, speechName).waitFor();

      // Upload Audio: stored on the server, placed after the take.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        timeline.getByRole('button', { name: 'Upload Audio' }).click(),
      ]);
      await chooser.setFiles(narrationWav);
      await page.getByText(texts.fileAdded).waitFor({ timeout: 30_000 });
      const narration = clipNamed(page, 'narration.wav');
      await narration.waitFor();
      expect(await savedStart(page, 'narration.wav')).toBeCloseTo(speech!.duration, 3);
      expect((await savedClips(page))[1]).toMatchObject({ type: 'upload', duration: expect.closeTo(6, 1) });

      // Drag it 2 seconds (200 px at 100 px/s) later with the mouse: one undo step.
      // Bring the whole timeline into the viewport (the mouse does not scroll the page).
      await timeline.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      // The press must land on the clip: wait until nothing covers that point (the scroll settling, a toast).
      let from = { x: 0, y: 0 };
      await expect
        .poll(
          async () => {
            const box = (await narration.boundingBox())!;
            from = { x: box.x + 40, y: box.y + box.height / 2 };
            return narration.evaluate(
              (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
              from,
            );
          },
          { message: 'the point where the drag starts is on the clip' },
        )
        .toBe(true);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 100, from.y, { steps: 8 });
      await page.mouse.move(from.x + 200, from.y, { steps: 8 });
      await page.mouse.up();
      await expect.poll(() => savedStart(page, 'narration.wav')).toBeCloseTo(speech!.duration + 2, 1);
      // …and a tenth of a second more with the keyboard.
      const dragged = await savedStart(page, 'narration.wav');
      await narration.focus();
      await narration.press('ArrowRight');
      await expect.poll(() => savedStart(page, 'narration.wav')).toBeCloseTo(dragged + 0.1, 3);

      // Click the ruler at 1.0 s, split the take there, delete its second half, undo.
      const ruler = page.getByRole('slider', { name: 'Cursor position' });
      const rulerBox = (await ruler.boundingBox())!;
      await page.mouse.click(rulerBox.x + 100, rulerBox.y + rulerBox.height / 2);
      await expect.poll(() => ruler.getAttribute('aria-valuenow')).toBe('1');
      await timeline.getByRole('button', { name: 'Split at Cursor' }).click();
      await clipNamed(page, `${speechName} (1)`).waitFor();
      await expect(clipNamed(page, `${speechName} (2)`).textContent()).resolves.toContain('0:01.0 to');
      await clipNamed(page, `${speechName} (2)`).click();
      await timeline.getByRole('button', { name: 'Delete Clip' }).click();
      await expect.poll(() => clips(page).count()).toBe(2);
      await timeline.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(() => clips(page).count()).toBe(3);
      await clipNamed(page, `${speechName} (2)`).waitFor();

      // Zoom in and out: 25 px/s steps, the clips follow.
      const zoom = page.locator('[data-slot="timeline-zoom"]');
      await expect(zoom.innerText()).resolves.toBe('100 px/s');
      const width = async () => (await narration.boundingBox())!.width;
      const widthAt100 = await width();
      await timeline.getByRole('button', { name: 'Zoom In' }).click();
      await expect(zoom.innerText()).resolves.toBe('125 px/s');
      expect(await width()).toBeCloseTo(widthAt100 * 1.25, 0);
      await timeline.getByRole('button', { name: 'Zoom Out' }).click();
      await timeline.getByRole('button', { name: 'Zoom Out' }).click();
      await expect(zoom.innerText()).resolves.toBe('75 px/s');
      expect(await width()).toBeCloseTo(widthAt100 * 0.75, 0);
      await timeline.getByRole('button', { name: 'Zoom In' }).click();
      await expect(zoom.innerText()).resolves.toBe('100 px/s');

      // Play from the cursor for a moment, then pause.
      const readout = page.locator('[data-slot="timeline-time"]');
      await timeline.getByRole('button', { name: 'Play' }).click();
      await timeline.getByRole('button', { name: 'Pause' }).waitFor();
      await expect.poll(async () => (await readout.innerText()) > '0:01.3', { timeout: 5000 }).toBe(true);
      await timeline.getByRole('button', { name: 'Pause' }).click();
      await timeline.getByRole('button', { name: 'Play' }).waitFor();
      expect(Number(await ruler.getAttribute('aria-valuenow'))).toBeGreaterThan(1.2);

      // Download Audio: the whole mix as a 44.1 kHz stereo 16-bit WAV.
      await expectWavOfTimeline(page, 'session-mix');

      // Create Video opens the video picker (this user has no videos yet: its Upload and Record
      // tabs); Escape closes it.
      await timeline.getByRole('button', { name: 'Create Video' }).click();
      const picker = page.getByRole('dialog', { name: 'Create Video' });
      await picker.waitFor();
      await picker.getByRole('tab', { name: 'Upload' }).waitFor();
      await picker.getByRole('tab', { name: 'Record' }).waitFor();
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'hidden' });

      // Settings that are saved too: pro tone sliders in the voice's language, then another
      // language with the emotion sliders.
      expect(await pressOnSlider(page, 'Tonality', ['PageUp'])).toBe('52');
      expect(await pressOnSlider(page, 'Resemblance', ['ArrowRight', 'ArrowRight'])).toBe('1.9');
      await chooseLanguage(page, 'German');
      expect(await pressOnSlider(page, 'Emotion Intensity', ['ArrowRight', 'ArrowRight', 'ArrowRight'])).toBe(
        '0.65',
      );
      expect(await pressOnSlider(page, 'Guidance Strength', ['Home'])).toBe('0');
      await timeline.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'speech-studio-session');

      const before = {
        text: await script(page).inputValue(),
        clips: await clipLabels(page),
        voice: await page.getByRole('combobox', { name: /Choose Voice/ }).innerText(),
      };
      expect(before.clips).toHaveLength(3);

      await page.reload();
      await waitForVoice(page, ada.voice.name);
      await expect.poll(() => clipLabels(page)).toEqual(before.clips);
      await expect(script(page).inputValue()).resolves.toBe(before.text);
      await expect(page.getByRole('combobox', { name: /Choose Voice/ }).innerText()).resolves.toBe(
        before.voice,
      );
      await page
        .getByRole('button', { name: /Language/ })
        .filter({ hasText: 'German' })
        .waitFor();
      await expect(sliderValue(page, 'Emotion Intensity')).resolves.toBe('0.65');
      await expect(sliderValue(page, 'Creativity')).resolves.toBe('0.8');
      await expect(sliderValue(page, 'Guidance Strength')).resolves.toBe('0');
      await chooseLanguage(page, 'English');
      await expect(sliderValue(page, 'Tonality')).resolves.toBe('52');
      await expect(sliderValue(page, 'Resemblance')).resolves.toBe('1.9');
      // The restored clips load with this session's token: the export works again.
      await expectWavOfTimeline(page, 'restored-mix');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('resends a generation left pending by a reload, and not one older than 5 minutes', async () => {
    const { page, context, pageErrors } = await openAs(ada);
    try {
      const text = 'This take was still generating when the page was reloaded.';
      await script(page).fill(text);
      // Hold the first request in the browser so the reload happens mid-generation.
      let held = false;
      await page.route('**/api/tts/generate', async (route) => {
        if (held) return route.continue();
        held = true;
      });
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByRole('button', { name: 'Generating...' }).waitFor();
      type Pending = { request: Record<string, unknown>; timestamp: number; status: string };
      await expect.poll(() => readStorage(page, speechStorageKeys.pendingGeneration)).not.toBeNull();
      const pending = (await readStorage<Pending>(page, speechStorageKeys.pendingGeneration))!;
      expect(pending).toMatchObject({ status: 'pending', request: { text, modelId: ada.voice.id } });
      expect(Math.abs(Date.now() - pending.timestamp)).toBeLessThan(15_000);

      const resent = page.waitForRequest(
        (request) => request.url().endsWith('/api/tts/generate') && request.method() === 'POST',
      );
      await page.reload();
      expect((await resent).postDataJSON()).toEqual(pending.request);
      await page.getByText(texts.generated).waitFor({ timeout: 30_000 });
      await page
        .getByRole('region', { name: 'Generated speech' })
        .getByText(/^This take was still/)
        .waitFor();
      await expect(readStorage(page, speechStorageKeys.pendingGeneration)).resolves.toBeNull();

      // The same entry, six minutes old: cleared on load, never sent.
      const stale = { ...pending, timestamp: Date.now() - 6 * 60_000 };
      await page.evaluate(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [speechStorageKeys.pendingGeneration, JSON.stringify(stale)],
      );
      const generateRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/tts/generate')) generateRequests.push(request.url());
      });
      await page.reload();
      await waitForVoice(page, ada.voice.name);
      await expect.poll(() => readStorage(page, speechStorageKeys.pendingGeneration)).toBeNull();
      await page.waitForTimeout(1000);
      expect(generateRequests).toEqual([]);
      await expect(page.getByText(texts.generated).count()).resolves.toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('translates the script from English to Spanish', async () => {
    const { page, context, pageErrors } = await openAs(ada);
    try {
      await script(page).fill('Hello, how are you today?');
      await chooseLanguage(page, 'Spanish');
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/translate/translate'));
      await page.getByRole('button', { name: 'Translate' }).click();
      const body = (await (await answer).json()) as { translatedText: string };
      await page.getByText(texts.translated).waitFor();
      expect(body.translatedText).toMatch(/^Hola/);
      await expect(script(page).inputValue()).resolves.toBe(body.translatedText);
      await saveScreenshot(page, 'speech-translated');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("refuses a generation the credits do not cover, with the server's message", async () => {
    const { page, context, pageErrors } = await openAs(bob);
    try {
      await expect(creditRing(page).getAttribute('aria-label')).resolves.toBe(
        '3 of 3 credits · 100% remaining',
      );
      await script(page).fill(
        'This is a long announcement that needs many more seconds of speech than three credits can pay for.',
      );
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/tts/generate'));
      await page.getByRole('button', { name: 'Generate' }).click();
      const response = await answer;
      expect(response.status()).toBe(403);
      const { message } = (await response.json()) as { message: string };
      expect(message).toMatch(/needs about \d+ credits .* but you have 3 credits left/);
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await expect(page.getByText(texts.generated).count()).resolves.toBe(0);
      await expect(readStorage(page, speechStorageKeys.pendingGeneration)).resolves.toBeNull();
      await saveScreenshot(page, 'speech-insufficient-credits');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
